import Testing

@testable import TUIKit

@MainActor
@Suite("Context menus")
struct ContextMenuTests {
    /// Answers with a menu naming where it was asked for, and logs the choice.
    private final class Provider: TUIContextMenuInteractionDelegate {
        let log: EventLog
        var locations: [Point] = []

        init(log: EventLog) { self.log = log }

        func contextMenuInteraction(
            _ interaction: TUIContextMenuInteraction, configurationForMenuAtLocation location: Point
        ) -> TUIContextMenuConfiguration? {
            locations.append(location)
            let log = log
            return TUIContextMenuConfiguration(identifier: "row" as AnyHashable, previewProvider: nil) { suggested in
                TUIMenu(children: [
                    TUIAction(title: "Copy") { action in
                        log.entries.append("copy from \(action.sender is TUIView ? "view" : "?")")
                    },
                    TUIAction(title: "Remove", attributes: .destructive) { _ in log.entries.append("remove") },
                    TUIAction(title: "Suggested \(suggested.count)") { _ in },
                ])
            }
        }
    }

    /// A focusable box on row 3 that has the interaction, under the menu button.
    private func makeScreen(_ log: EventLog) -> (MenuScreen, TUIView, Provider) {
        let screen = MenuScreen(menu: TUIMenu(children: [TUIAction(title: "Unused") { _ in }]))
        let box = ResponderView("box", log: log, frame: Rect(x: 2, y: 3, width: 12, height: 2))
        let provider = Provider(log: log)
        box.addInteraction(TUIContextMenuInteraction(delegate: provider))
        screen.root.view.addSubview(box)
        screen.window.requestFocusUpdate(to: box)
        screen.app.mainLoop?.displayIfNeeded()
        return (screen, box, provider)
    }

    @Test func shiftF10OpensTheDelegatesMenuAtTheFocusedView() {
        let log = EventLog()
        let (screen, box, provider) = makeScreen(log)
        #expect(screen.window.focusedView === box)
        #expect(screen.footer.contains("Shift-F10 Menu"), "the footer lists the menu key while focus is in the view")
        screen.press(.function(10), modifiers: .shift)
        #expect(screen.isMenuOpen)
        #expect(provider.locations == [Point(x: 0, y: 0)], "asked at the focused item's corner, in the view's coordinates")
        #expect(screen.lines[6].contains("Copy"), "the box opens below the view")
        #expect(screen.lines[8].contains("Suggested 0"), "a terminal suggests no elements")
        screen.press(.enter)
        #expect(log.entries.contains("copy from view"), "the action's sender is the view")
        #expect(!screen.isMenuOpen)
        #expect(screen.window.focusedView === box)
    }

    @Test func aRightClickOpensTheMenuAtTheClickAndTheDelegateSeesWhere() {
        let log = EventLog()
        let (screen, _, provider) = makeScreen(log)
        screen.click(Point(x: 7, y: 4), button: .right)
        #expect(screen.isMenuOpen)
        #expect(provider.locations == [Point(x: 5, y: 1)])
        guard let copy = screen.position(of: "Copy") else {
            Issue.record("no menu")
            return
        }
        #expect(copy.y == 6, "the box's top is just under the click")
        if let remove = screen.position(of: "Remove") { screen.click(remove) }
        #expect(log.entries.contains("remove"))
    }

    @Test func aDelegateThatAnswersNilShowsNoMenu() {
        final class Nothing: TUIContextMenuInteractionDelegate {
            func contextMenuInteraction(
                _ interaction: TUIContextMenuInteraction, configurationForMenuAtLocation location: Point
            ) -> TUIContextMenuConfiguration? { nil }
        }
        let log = EventLog()
        let screen = MenuScreen(menu: TUIMenu())
        let box = ResponderView("box", log: log, frame: Rect(x: 2, y: 3, width: 12, height: 2))
        let delegate = Nothing()
        box.addInteraction(TUIContextMenuInteraction(delegate: delegate))
        screen.root.view.addSubview(box)
        screen.window.requestFocusUpdate(to: box)
        screen.press(.function(10), modifiers: .shift)
        #expect(!screen.isMenuOpen)
    }

    @Test func helpListsTheMenuKey() {
        let log = EventLog()
        let (screen, _, _) = makeScreen(log)
        screen.press(.character("?"))
        #expect(screen.surface.text.contains("Shift-F10  Show the context menu"))
    }

    @Test func removingTheInteractionTakesTheMenuAway() {
        let log = EventLog()
        let (screen, box, _) = makeScreen(log)
        for interaction in box.interactions { box.removeInteraction(interaction) }
        screen.app.mainLoop?.displayIfNeeded()
        #expect(!screen.footer.contains("Menu"))
        screen.press(.function(10), modifiers: .shift)
        #expect(!screen.isMenuOpen)
    }
}
