import GraftTerminal
import GraftUI

/// A `List` with a selection: one key press moves the selection by a row
/// (or a page), and the frame is updated. Moving must cost the same at any N.
@MainActor
enum ListSelectionBenchmarks {
    struct SelectableList: View {
        let count: Int
        @State var selected: Int?
        var body: some View {
            List(0 ..< count, id: \.self, selection: $selected) { index in
                HStack {
                    Text("Product \(index)")
                    Text("$\(10 + index % 90).00")
                }
            }
        }
    }

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = []
        for count in [1_000, 10_000, 100_000] {
            for (label, forward, back, period) in [("row", Key.down, Key.up, 50), ("page", Key.pageDown, Key.pageUp, 10)] {
                var graph: ViewGraph?
                benchmarks.append(
                    Benchmark(name: "graftui.list.select-\(label)/\(count)", unit: "move") { iterations in
                        let list =
                            graph
                            ?? {
                                let made = ViewGraph(root: SelectableList(count: count))
                                _ = made.renderFrame(size: GraftUIBenchmarks.screen)
                                made.handle(.key(KeyEvent(.tab)))
                                made.handle(.key(KeyEvent(.end)))
                                graph = made
                                return made
                            }()
                        var total = 0
                        // Back and forth near the end of the list, never reaching the top.
                        for iteration in 0 ..< iterations {
                            let key = (iteration / period).isMultiple(of: 2) ? back : forward
                            if list.handle(.key(KeyEvent(key))) { total &+= 1 }
                            total &+= list.renderFrame(size: GraftUIBenchmarks.screen).size.width
                        }
                        return total
                    })
            }
        }
        return benchmarks
    }
}
