import GraftTerminal
import GraftUI
import Observation

/// The reconciler's hot path: one observed property changes in a list of
/// rows, and the frame is updated, laid out and drawn (LAYOUT of the catalog's rows).
@MainActor
enum GraftUIBenchmarks {
    @Observable
    final class Product {
        var name: String
        var price: Int
        var isFavorite: Bool

        init(index: Int) {
            name = "Product \(index)"
            price = 10 + index % 90
            isFavorite = index % 3 == 0
        }
    }

    struct Row: View {
        let product: Product
        var body: some View {
            HStack {
                Text(product.name)
                Text("$\(product.price).00")
                Text(product.isFavorite ? "♥" : "♡")
            }
        }
    }

    struct PlainList: View {
        let products: [Product]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(products.indices, id: \.self) { index in
                    Row(product: products[index])
                }
            }
        }
    }

    struct LazyList: View {
        let products: [Product]
        var body: some View {
            List(products.indices, id: \.self) { index in
                Row(product: products[index])
            }
        }
    }

    static let screen = Size(width: 120, height: 40)

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = []
        for count in [100, 1_000, 10_000] {
            let vstackProducts = (0 ..< count).map(Product.init)
            benchmarks.append(
                Benchmark(name: "graftui.vstack.first-frame/\(count)", unit: "frame") { iterations in
                    var total = 0
                    for _ in 0 ..< iterations {
                        let products = vstackProducts
                        let graph = ViewGraph(root: PlainList(products: products))
                        total &+= graph.render(size: screen).cells.count
                    }
                    return total
                })
            let fixture = UpdateFixture(count: count)
            benchmarks.append(
                Benchmark(name: "graftui.vstack.update-one-row/\(count)", unit: "update") { iterations in
                    fixture.run(iterations)
                })
        }
        for count in [1_000, 10_000, 100_000] {
            let lazyProducts = (0 ..< count).map(Product.init)
            benchmarks.append(
                Benchmark(name: "graftui.lazy.first-frame/\(count)", unit: "frame") { iterations in
                    var total = 0
                    for _ in 0 ..< iterations {
                        let products = lazyProducts
                        let graph = ViewGraph(root: LazyList(products: products))
                        total &+= graph.render(size: screen).cells.count
                    }
                    return total
                })
            let fixture = UpdateFixture(count: count, lazy: true)
            benchmarks.append(
                Benchmark(name: "graftui.lazy.update-one-row/\(count)", unit: "update") { iterations in
                    fixture.run(iterations)
                })
        }
        return benchmarks
    }

    /// A graph built once, outside the measurement, then updated one row at a time.
    @MainActor
    final class UpdateFixture {
        let count: Int
        let lazy: Bool
        private var state: (products: [Product], graph: ViewGraph)?

        init(count: Int, lazy: Bool = false) {
            self.count = count
            self.lazy = lazy
        }

        func run(_ iterations: Int) -> Int {
            let (products, graph) =
                state
                ?? {
                    let products = (0 ..< count).map(Product.init)
                    let graph =
                        lazy
                        ? ViewGraph(root: AnyView(LazyList(products: products))) : ViewGraph(root: AnyView(PlainList(products: products)))
                    _ = graph.renderFrame(size: screen)
                    state = (products, graph)
                    return (products, graph)
                }()
            var total = 0
            for iteration in 0 ..< iterations {
                products[iteration % min(count, 30)].price += 1
                total &+= graph.renderFrame(size: screen).size.width
                total &+= graph.bodyEvaluationCount
            }
            return total
        }
    }

    /// Body evaluations caused by one property change, to report beside the times.
    static func evaluationsPerUpdate(count: Int, lazy: Bool = false) -> Int {
        let products = (0 ..< count).map(Product.init)
        let graph = lazy ? ViewGraph(root: AnyView(LazyList(products: products))) : ViewGraph(root: AnyView(PlainList(products: products)))
        _ = graph.render(size: screen)
        let before = graph.bodyEvaluationCount
        // A row in view: rows out of view are not built, so changing them evaluates nothing.
        products[min(5, count - 1)].price += 1
        _ = graph.render(size: screen)
        return graph.bodyEvaluationCount - before
    }
}
