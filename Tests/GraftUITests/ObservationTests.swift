import GraftTerminal
import Observation
import Testing

@testable import GraftUI

@Observable
@MainActor
private final class Product {
    var name: String
    var price: Int
    var isFavorite = false

    init(name: String, price: Int) {
        self.name = name
        self.price = price
    }
}

@MainActor
private struct NameLabel: View {
    let product: Product
    let probe: Probe
    var body: some View {
        probe.evaluated("name")
        return Text(product.name)
    }
}

@MainActor
private struct PriceLabel: View {
    let product: Product
    let probe: Probe
    var body: some View {
        probe.evaluated("price")
        return Text("$\(product.price)")
    }
}

@MainActor
@Suite("Observation")
struct ObservationTests {
    private let size = Size(width: 20, height: 3)

    @Test func onlyTheReadersOfAChangedPropertyAreReEvaluated() {
        let probe = Probe()
        let product = Product(name: "Case", price: 49)
        let graph = ViewGraph(
            root: HStack {
                NameLabel(product: product, probe: probe)
                PriceLabel(product: product, probe: probe)
            })
        _ = graph.render(size: size)
        product.price = 59
        #expect(graph.needsUpdate)
        let frame = graph.render(size: size).text
        #expect(frame.contains("Case $59"))
        #expect(probe.evaluations == ["name": 1, "price": 2])
        product.isFavorite = true
        #expect(!graph.needsUpdate)
    }

    @Test func aChangeOffTheMainThreadStillUpdates() async {
        let probe = Probe()
        let product = Product(name: "Case", price: 49)
        let graph = ViewGraph(root: PriceLabel(product: product, probe: probe))
        _ = graph.render(size: size)
        await Task.detached { @MainActor in product.price = 1 }.value
        for _ in 0 ..< 10 where !graph.needsUpdate { await Task.yield() }
        #expect(graph.render(size: size).text.contains("$1"))
    }

    @Test func anObjectPlacedInTheEnvironmentIsFoundByType() {
        struct Reader: View {
            @Environment(Product.self) private var product
            var body: some View { Text("env: \(product.name)") }
        }
        let product = Product(name: "Lamp", price: 10)
        let graph = ViewGraph(root: VStack { Reader() }.environment(product))
        #expect(graph.render(size: size).text.contains("env: Lamp"))
        product.name = "Desk"
        #expect(graph.render(size: size).text.contains("env: Desk"))
    }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

@MainActor
@Suite("Environment")
struct EnvironmentTests {
    private let size = Size(width: 20, height: 3)

    private struct ThemeLabel: View {
        @Environment(\.theme) private var theme
        let probe: Probe
        var body: some View {
            probe.evaluated("label")
            return Text("theme \(theme)")
        }
    }

    private struct Bystander: View {
        let probe: Probe
        var body: some View {
            probe.evaluated("bystander")
            return ThemeLabel(probe: probe)
        }
    }

    @Test func valuesFlowDownAndDefaultsApply() {
        let probe = Probe()
        #expect(render(ThemeLabel(probe: probe), width: 11, height: 1) == "theme plain")
        #expect(render(ThemeLabel(probe: probe).environment(\.theme, "dark"), width: 10, height: 1) == "theme dark")
    }

    @Test func changingTheGraphsEnvironmentReachesReadersThroughViewsThatDoNotRead() {
        let probe = Probe()
        let graph = ViewGraph(root: Bystander(probe: probe))
        _ = graph.render(size: size)
        var environment = graph.environment
        environment.theme = "dark"
        graph.environment = environment
        #expect(graph.render(size: size).text.contains("theme dark"))
        #expect(probe.evaluations == ["bystander": 1, "label": 2])
    }

    @Test func anInnerValueOverridesAnOuterOne() {
        let probe = Probe()
        let view = VStack { ThemeLabel(probe: probe).environment(\.theme, "inner") }.environment(\.theme, "outer")
        #expect(render(view, width: 11, height: 1) == "theme inner")
    }
}

@MainActor
@Suite("Environment dependencies")
struct EnvironmentDependencyTests {
    private struct ThemeReader: View {
        @Environment(\.theme) private var theme
        let probe: Probe
        var body: some View {
            probe.evaluated("reader")
            return Text("theme \(theme)")
        }
    }

    @Test func aViewIsReEvaluatedOnlyWhenAValueItReadChanges() {
        let probe = Probe()
        let graph = ViewGraph(root: ThemeReader(probe: probe))
        let size = Size(width: 20, height: 1)
        _ = graph.render(size: size)
        var environment = graph.environment
        environment.font = .headline
        graph.environment = environment
        _ = graph.render(size: size)
        #expect(probe.evaluations["reader"] == 1, "the font changed; the view reads only the theme")
        environment.theme = "dark"
        graph.environment = environment
        #expect(graph.render(size: size).text.contains("theme dark"))
        #expect(probe.evaluations["reader"] == 2)
    }
}
