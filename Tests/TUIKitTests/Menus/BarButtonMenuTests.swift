import Testing

@testable import TUIKit

@MainActor
@Suite("Bar button item menus")
struct BarButtonMenuTests {
    @Test func anItemWithOnlyAMenuOpensItOnEnterAndAChoiceRuns() {
        let (app, window, surface) = makeApp(width: 30, height: 8)
        let log = EventLog()
        let screen = TUIViewController()
        screen.title = "List"
        let sort = TUIMenu(
            options: .singleSelection,
            children: [
                TUIAction(title: "By Name", state: .on) { _ in log.entries.append("name") },
                TUIAction(title: "By Price") { _ in log.entries.append("price") },
            ])
        screen.navigationItem.rightBarButtonItem = TUIBarButtonItem(title: "Sort", primaryAction: nil, menu: sort)
        window.rootViewController = TUINavigationController(rootViewController: screen)
        app.mainLoop?.displayIfNeeded()
        guard let sortButton = Self.button(titled: "Sort", in: window) else {
            Issue.record("no Sort button in the navigation bar")
            return
        }
        window.requestFocusUpdate(to: sortButton)
        app.mainLoop?.displayIfNeeded()
        send([key(.enter)], to: app, surface: surface)
        #expect(surface.text.contains("✓ By Name"))
        send([key(.down), key(.enter)], to: app, surface: surface)
        #expect(log.entries == ["price"])
        #expect(sort.selectedElements.map(\.title) == ["By Price"])
        #expect(window.focusedView === sortButton, "focus is back on the item")
    }

    @Test func anImageItemShowsItsSymbolAndMenuRowsDrawTheirImages() throws {
        let (app, window, surface) = makeApp(width: 30, height: 8)
        let trash = try #require(TUIImage(systemName: "trash"))
        let glyph = try #require(trash.symbolGlyph)
        let screen = TUIViewController()
        screen.title = "List"
        let menu = TUIMenu(children: [
            TUIAction(title: "Delete", image: trash, attributes: .destructive) { _ in },
            TUIAction(title: "Keep") { _ in },
        ])
        let item = TUIBarButtonItem(image: trash, menu: menu)
        screen.navigationItem.rightBarButtonItem = item
        window.rootViewController = TUINavigationController(rootViewController: screen)
        app.mainLoop?.displayIfNeeded()
        let button = try #require(Self.button(titled: String(glyph), in: window))
        #expect(surface.text.contains("[ \(glyph) ]"))
        window.requestFocusUpdate(to: button)
        app.mainLoop?.displayIfNeeded()
        send([key(.enter)], to: app, surface: surface)
        #expect(surface.text.contains("\(glyph) Delete"))
        #expect(surface.text.components(separatedBy: "\n").contains { $0.contains("   Keep") }, "a row without an image keeps its place")
        item.title = "Bin"
        app.mainLoop?.displayIfNeeded()
        #expect(Self.button(titled: "Bin", in: window) != nil, "a title wins over the image")
    }

    private static func button(titled title: String, in view: TUIView) -> TUIButton? {
        if let button = view as? TUIButton, button.currentTitle == title { return button }
        for subview in view.subviews {
            if let found = button(titled: title, in: subview) { return found }
        }
        return nil
    }
}
