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

    private static func button(titled title: String, in view: TUIView) -> TUIButton? {
        if let button = view as? TUIButton, button.currentTitle == title { return button }
        for subview in view.subviews {
            if let found = button(titled: title, in: subview) { return found }
        }
        return nil
    }
}
