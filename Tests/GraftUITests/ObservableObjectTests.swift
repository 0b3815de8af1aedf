import Foundation
import GraftTerminal
import Observation
import Testing

@testable import GraftUI

@Observable
final class NameForm {
    var name = "x"
}

final class Cart: ObservableObject {
    @Published var items: [String] = []
    @Published var note = ""
}

@MainActor
@Suite("ObservableObject, Published and object wrappers")
struct ObservableObjectTests {
    private let size = Size(width: 20, height: 2)

    @Test func publishedSendsWillChangeThenValuesToSubscribers() {
        let cart = Cart()
        var events: [String] = []
        let willChange = cart.objectWillChange.sink { events.append("will change (\(cart.items.count) items)") }
        let items = cart.$items.sink { events.append("items \($0)") }
        cart.items.append("lamp")
        #expect(events == ["items []", "will change (0 items)", "items [\"lamp\"]"])
        items.cancel()
        willChange.cancel()
        cart.items.append("desk")
        #expect(events.count == 3)
    }

    @Test func releasingACancellableEndsTheSubscription() {
        let cart = Cart()
        var count = 0
        var subscriptions = Set<AnyCancellable>()
        cart.$note.sink { _ in count += 1 }.store(in: &subscriptions)
        cart.note = "a"
        subscriptions.removeAll()
        cart.note = "b"
        #expect(count == 2)
    }

    @Test func observedObjectReEvaluatesWhenTheObjectChanges() {
        struct CartLabel: View {
            @ObservedObject var cart: Cart
            var body: some View { Text("\(cart.items.count) items") }
        }
        let cart = Cart()
        let graph = ViewGraph(root: CartLabel(cart: cart))
        #expect(graph.render(size: size).text.contains("0 items"))
        cart.items = ["a", "b"]
        #expect(graph.needsUpdate)
        #expect(graph.render(size: size).text.contains("2 items"))
    }

    @Test func aViewGivenAnotherObservedObjectFollowsTheNewObject() {
        struct CartLabel: View {
            @ObservedObject var cart: Cart
            var body: some View { Text("\(cart.items.count) items") }
        }
        struct Shop: View {
            let probe: Probe
            let first: Cart
            let second: Cart
            @State var showsSecond = false
            var body: some View {
                probe.actions["switch"] = { showsSecond = true }
                return CartLabel(cart: showsSecond ? second : first)
            }
        }
        let probe = Probe()
        let first = Cart()
        let second = Cart()
        second.items = ["a", "b", "c"]
        let graph = ViewGraph(root: Shop(probe: probe, first: first, second: second))
        #expect(graph.render(size: size).text.contains("0 items"))
        probe.run("switch")
        #expect(graph.render(size: size).text.contains("3 items"))
        second.items = ["a"]
        #expect(graph.render(size: size).text.contains("1 items"))
        first.items = ["x", "y"]
        #expect(graph.render(size: size).text.contains("1 items"))
    }

    @Test func stateObjectIsCreatedOnceAndKept() {
        final class Counter: ObservableObject {
            @Published var value = 0
            init(_ made: () -> Void) { made() }
        }
        let probe = Probe()
        struct Owner: View {
            let probe: Probe
            @StateObject var counter = Counter {}
            @State var redraws = 0
            var body: some View {
                probe.actions["bump"] = { counter.value += 1 }
                probe.actions["redraw"] = { redraws += 1 }
                return Text("\(counter.value)/\(redraws)")
            }
        }
        let graph = ViewGraph(root: Owner(probe: probe))
        _ = graph.render(size: size)
        probe.run("bump")
        probe.run("redraw")
        probe.run("bump")
        #expect(graph.render(size: size).text.contains("2/1"))
    }

    @Test func environmentObjectIsFoundAndWatched() {
        struct Badge: View {
            @EnvironmentObject var cart: Cart
            var body: some View { Text("cart: \(cart.items.joined(separator: ","))") }
        }
        let cart = Cart()
        let graph = ViewGraph(root: VStack { Badge() }.environmentObject(cart))
        #expect(graph.render(size: size).text.contains("cart:"))
        cart.items = ["lamp"]
        #expect(graph.render(size: size).text.contains("cart: lamp"))
    }

    @Test func bindingsToObjectProperties() {
        let form = NameForm()
        let binding = Bindable(form).name
        binding.wrappedValue = "changed"
        #expect(form.name == "changed")
        let cart = Cart()
        let note = ObservedObject(wrappedValue: cart).projectedValue.note
        note.wrappedValue = "gift"
        #expect(cart.note == "gift")
    }
}

private struct TitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

@MainActor
@Suite("Preferences, environment values, shapes and modifiers")
struct PreferenceAndModifierTests {
    @Test func preferencesFlowUpAndChangesAreReported() {
        let probe = Probe()
        struct Screen: View {
            let probe: Probe
            @State var title = "Catalog"
            var body: some View {
                probe.actions["retitle"] = { title = "Detail" }
                return VStack { Text("body").preference(key: TitleKey.self, value: title) }
            }
        }
        let graph = ViewGraph(root: Screen(probe: probe).onPreferenceChange(TitleKey.self) { probe.events.append($0) })
        _ = graph.render(size: Size(width: 10, height: 1))
        #expect(probe.events == ["Catalog"])
        probe.run("retitle")
        _ = graph.render(size: Size(width: 10, height: 1))
        #expect(probe.events == ["Catalog", "Detail"])
    }

    @Test func theInnermostTitleWinsWithThisReduce() {
        let probe = Probe()
        let view = VStack {
            Text("a").preference(key: TitleKey.self, value: "first")
            Text("b").preference(key: TitleKey.self, value: "second")
        }.onPreferenceChange(TitleKey.self) { probe.events.append($0) }
        _ = ViewGraph(root: view).render(size: Size(width: 4, height: 2))
        #expect(probe.events == ["second"])
    }

    @Test func disabledReachesViewsInside() {
        struct Reader: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "on" : "off") }
        }
        #expect(render(Reader().disabled(true), width: 3, height: 1) == "off")
        #expect(render(Reader().disabled(false), width: 2, height: 1) == "on")
    }

    @Test func shapesFillOrOutlineWhatTheyAreOffered() {
        #expect(render(RoundedRectangle(cornerRadius: 1).stroke(), width: 4, height: 3) == "╭──╮\n│  │\n╰──╯")
        #expect(backgrounds(Rectangle().fill(.red), width: 2, height: 1) == ["rr"])
        #expect(render(Text("hi").padding(1).border(.cyan), width: 4, height: 3) == "┌──┐\n│hi│\n└──┘")
    }

    @Test func offsetMovesDrawingButNotLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 1, height: 1).offset(x: 1)
            Color.green.frame(width: 1, height: 1)
        }
        // Red moves one column right, under green, which stays where layout put it.
        #expect(backgrounds(view, width: 3, height: 1) == [".g."])
    }

    @Test func clippedCutsDrawingAtTheFrame() {
        let view = Text("overflowing").fixedSize().frame(width: 4, alignment: .leading).clipped()
        #expect(render(view, width: 8, height: 1) == "  over")
    }
}
