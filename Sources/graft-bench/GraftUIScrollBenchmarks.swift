import GraftTerminal
import GraftUI

/// Scrolling a lazy list by pages: rows that leave the view are recycled for
/// rows that come in. The rows and screen of the reconciler benchmarks.
@MainActor
enum GraftUIScrollBenchmarks {
    static var all: [Benchmark] {
        [1_000, 10_000, 100_000].map { count in
            let fixture = PageFixture(count: count)
            return Benchmark(name: "graftui.lazy.scroll-page/\(count)", unit: "page") { iterations in
                fixture.run(iterations)
            }
        }
    }

    /// A list scrolled by Page Down to its end, then by Page Up to its top,
    /// and so on: every iteration moves one page and renders the frame.
    @MainActor
    final class PageFixture {
        let count: Int
        private var graph: ViewGraph?
        private var down = true

        init(count: Int) {
            self.count = count
        }

        func run(_ iterations: Int) -> Int {
            let graph =
                self.graph
                ?? {
                    let products = (0 ..< count).map(GraftUIBenchmarks.Product.init)
                    let graph = ViewGraph(root: GraftUIBenchmarks.LazyList(products: products))
                    _ = graph.renderFrame(size: GraftUIBenchmarks.screen)
                    self.graph = graph
                    return graph
                }()
            var total = 0
            for _ in 0 ..< iterations {
                if !graph.handle(.key(KeyEvent(down ? .pageDown : .pageUp))) {
                    down.toggle()
                    graph.handle(.key(KeyEvent(down ? .pageDown : .pageUp)))
                }
                total &+= graph.renderFrame(size: GraftUIBenchmarks.screen).size.width
            }
            return total &+ graph.nodeCount
        }

        /// Nodes built per page over `pages` pages, after a warm-up.
        func nodesBuilt(perPages pages: Int) -> Double {
            _ = run(8)
            guard let graph else { return 0 }
            let before = graph.nodeCreationCount
            blackHole(scroll(pages: pages))
            return Double(graph.nodeCreationCount - before) / Double(pages)
        }

        /// Scrolls `pages` pages: a function of its own, so that callgrind
        /// can count the instructions of exactly these pages.
        @inline(never)
        func scroll(pages: Int) -> Int {
            run(pages)
        }
    }
}
