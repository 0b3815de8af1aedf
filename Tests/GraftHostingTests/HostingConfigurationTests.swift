import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

private struct Product: Identifiable, Hashable {
    var id: Int
    var name: String
}

/// A row with its own state: a quantity the user changes.
private struct ProductRow: View {
    let product: Product
    @State private var quantity = 0
    @Environment(\.cellConfigurationState) private var state

    var body: some View {
        HStack {
            Text((state?.isSelected == true ? "> " : "  ") + product.name)
            Button("+\(quantity)") { quantity += 1 }
        }
    }
}

private struct StateLine: View {
    @Environment(\.cellConfigurationState) private var state
    var body: some View { Text(state?.isSelected == true ? "selected" : "plain") }
}

@MainActor
@Suite("Hosting configuration")
struct HostingConfigurationTests {
    private func configuration(_ product: Product) -> TUIHostingConfiguration<ProductRow, EmptyView> {
        TUIHostingConfiguration { ProductRow(product: product) }
    }

    /// The content view in a window of its own, `width` wide, sized to its content.
    private func show(_ view: any TUIView & TUIContentView, width: Int = 20) -> (TUIApplication, TUIWindow, HeadlessSurface) {
        let (app, window, surface) = makeApp(width: width, height: 3)
        view.frame = Rect(x: 0, y: 0, width: width, height: view.sizeThatFits(Size(width: width, height: 0)).height)
        window.addSubview(view)
        display(app)
        return (app, window, surface)
    }

    @Test func theContentViewShowsTheContentWithinItsMarginsAndSizesItself() {
        let config = TUIHostingConfiguration { Text("A long product name that wraps") }.margins(.horizontal, 2)
        let view = config.makeContentView()
        #expect(view.sizeThatFits(Size(width: 20, height: 0)) == Size(width: 20, height: 2))
        let (_, _, surface) = show(view)
        #expect(lines(surface).prefix(2) == ["  A long product", "  name that wraps"])
    }

    @Test func backgroundAndMinimumSizeFillTheCell() {
        let config = TUIHostingConfiguration { Text("Hi") }.background(.blue).minSize(height: 3)
        let view = config.makeContentView()
        #expect(view.sizeThatFits(Size(width: 10, height: 0)) == Size(width: 10, height: 3))
        var canvas = Canvas(size: Size(width: 10, height: 3))
        view.frame = Rect(x: 0, y: 0, width: 10, height: 3)
        view.drawHierarchy(in: &canvas)
        #expect(canvas[9, 2].style.background == .blue)
        #expect(canvas.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first == " Hi")
    }

    @Test func reconfiguringTheSameItemKeepsStateAndAnotherItemStartsOver() {
        let lamp = Product(id: 1, name: "Lamp")
        let view = configuration(lamp).makeContentView()
        let (app, _, surface) = show(view)
        // A row's controls act on clicks; the list, not the row, takes focus.
        let plus = lines(surface)[0].distance(
            from: lines(surface)[0].startIndex, to: lines(surface)[0].firstIndex(of: "+") ?? lines(surface)[0].startIndex)
        send(click(plus, 0) + click(plus, 0), to: app, surface: surface)
        #expect(lines(surface)[0].hasSuffix("[ +2 ]"))

        view.configuration = configuration(Product(id: 1, name: "Desk lamp"))
        display(app)
        #expect(lines(surface)[0] == "   Desk lamp [ +2 ]")

        view.configuration = configuration(Product(id: 2, name: "Chair"))
        display(app)
        #expect(lines(surface)[0] == "   Chair [ +0 ]")
    }

    @Test func theCellsStateReachesTheContentThroughTheEnvironment() {
        let view = configuration(Product(id: 1, name: "Lamp")).makeContentView()
        let (app, window, surface) = show(view)
        var state = TUICellConfigurationState(traitCollection: window.traitCollection)
        state.isSelected = true
        view.configuration = configuration(Product(id: 1, name: "Lamp")).updated(for: state)
        display(app)
        #expect(lines(surface)[0] == " > Lamp [ +0 ]")
    }

    @Test func supportsOnlyConfigurationsOfItsOwnType() {
        let view = configuration(Product(id: 1, name: "Lamp")).makeContentView()
        #expect(view.supports(configuration(Product(id: 2, name: "Desk"))))
        #expect(!view.supports(TUIHostingConfiguration { Text("Other") }))
    }

    @Test func aStateChangeKeepsTheRootAndANewConfigurationReplacesIt() throws {
        let configuration = TUIHostingConfiguration {
            VStack {
                Text("row")
                StateLine()
            }
        }
        let view = configuration.makeContentView()
        let (app, window, surface) = show(view)
        let content = try #require(view as? HostingConfigurationContentView)
        #expect(lines(surface)[1].contains("plain"))
        var state = TUICellConfigurationState(traitCollection: window.traitCollection)
        state.isSelected = true
        view.configuration = configuration.updated(for: state)
        display(app)
        #expect(lines(surface)[1].contains("selected"), "the state reaches the content")
        #expect(content.rootsSet == 0, "a state change does not reconcile the row again")
        view.configuration = TUIHostingConfiguration {
            VStack {
                Text("new row")
                StateLine()
            }
        }.updated(for: state)
        display(app)
        #expect(lines(surface)[0].contains("new row"))
        #expect(content.rootsSet == 1)
    }
}
