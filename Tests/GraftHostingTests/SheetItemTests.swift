import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

private struct Fruit: Identifiable {
    let name: String
    var id: String { name }
}

private struct FruitScreen: View {
    let log: Log
    @State private var fruit: Fruit?

    var body: some View {
        VStack {
            Text(fruit.map { "Showing \($0.name)" } ?? "None")
            Button("Open") { fruit = Fruit(name: "apple") }
        }
        .sheet(item: $fruit, onDismiss: { log.entries.append("onDismiss") }) { fruit in
            VStack {
                Text("Sheet \(fruit.name)")
                Button("Pear") { self.fruit = Fruit(name: "pear") }
            }
        }
    }
}

@MainActor
@Suite("sheet(item:) replacing its item")
struct SheetItemTests {
    @Test func anotherItemWhileTheSheetIsUpReplacesTheSheet() {
        let (app, window, surface) = makeApp(width: 24, height: 8)
        let log = Log()
        let host = TUIHostingController(rootView: FruitScreen(log: log))
        window.rootViewController = host
        display(app)
        send([key(.tab), key(.enter)], to: app, surface: surface)
        let first = host.presentedViewController
        #expect(first != nil)
        #expect(trimmed(surface).contains("Sheet apple"))

        send([key(.tab), key(.enter)], to: app, surface: surface)
        display(app)
        #expect(host.presentedViewController != nil, "the new item's sheet stays up")
        #expect(host.presentedViewController !== first, "a sheet for another item is a new sheet")
        #expect(trimmed(surface).contains("Sheet pear"))
        #expect(log.entries == ["onDismiss"], "the replaced sheet's onDismiss runs once")

        send([key(.escape)], to: app, surface: surface)
        display(app)
        #expect(host.presentedViewController == nil)
        #expect(trimmed(surface).contains("None"))
        #expect(log.entries == ["onDismiss", "onDismiss"])
    }
}
