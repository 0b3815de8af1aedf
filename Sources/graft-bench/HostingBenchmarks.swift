import GraftHosting
import GraftTerminal

/// The seam's hot paths: a change to a model shown in a hosting controller
/// reaching the window's frame (update, TUIKit layout pass, drawing), and a
/// hosted cell reconfigured for another item.
@MainActor
enum HostingBenchmarks {
    static let screen = Size(width: 120, height: 40)

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = []
        for count in [1_000, 10_000, 100_000] {
            let fixture = ControllerFixture(count: count)
            benchmarks.append(
                Benchmark(name: "hosting.controller.update-one-row/\(count)", unit: "frame") { iterations in
                    fixture.run(iterations)
                })
        }
        let cell = CellFixture()
        benchmarks.append(
            Benchmark(name: "hosting.configuration.reconfigure", unit: "cell") { iterations in
                cell.run(iterations)
            })
        return benchmarks
    }

    /// A window whose root is a hosting controller showing a lazy list of
    /// `count` products; each iteration changes a visible product and draws
    /// the window's frame.
    @MainActor
    final class ControllerFixture {
        let count: Int
        private var state: (products: [GraftUIBenchmarks.Product], window: TUIWindow)?

        init(count: Int) {
            self.count = count
        }

        func run(_ iterations: Int) -> Int {
            let (products, window) =
                state
                ?? {
                    let products = (0 ..< count).map(GraftUIBenchmarks.Product.init)
                    let window = TUIWindow(frame: Rect(origin: .zero, size: screen))
                    window.rootViewController = TUIHostingController(rootView: GraftUIBenchmarks.LazyList(products: products))
                    var canvas = Canvas(size: screen)
                    window.drawHierarchy(in: &canvas)
                    state = (products, window)
                    return (products, window)
                }()
            var total = 0
            for iteration in 0 ..< iterations {
                products[iteration % 30].price += 1
                var canvas = Canvas(size: screen)
                window.drawHierarchy(in: &canvas)
                total &+= canvas[0, 0].character.hashValue
            }
            return total
        }
    }

    /// A hosted cell's content view, reconfigured for another product each time.
    @MainActor
    final class CellFixture {
        private let products = (0 ..< 64).map(GraftUIBenchmarks.Product.init)
        private var view: (any TUIView & TUIContentView)?

        func run(_ iterations: Int) -> Int {
            let view = self.view ?? TUIHostingConfiguration { GraftUIBenchmarks.Row(product: products[0]) }.makeContentView()
            self.view = view
            view.frame = Rect(x: 0, y: 0, width: 60, height: 1)
            var total = 0
            for iteration in 0 ..< iterations {
                let product = products[iteration % products.count]
                view.configuration = TUIHostingConfiguration { GraftUIBenchmarks.Row(product: product) }
                var canvas = Canvas(size: Size(width: 60, height: 1))
                view.drawHierarchy(in: &canvas)
                total &+= canvas[0, 0].character.hashValue
            }
            return total
        }
    }
}
