import GraftTerminal
import Testing

@testable import TUIKit

/// UIKit's focus update notifications (`didUpdateFocus(in:with:)` with an
/// animation coordinator), focus groups moved through with the arrow keys,
/// and how selection and focus look without colors.
@MainActor
@Suite("Focus updates and focus groups")
struct FocusUpdatesAndGroupsTests {
    /// A view that records the focus updates it hears.
    private final class NotedView: TUIView {
        let name: String
        var log: [String]
        let focusable: Bool
        var notes: (String) -> Void = { _ in }

        init(_ name: String, focusable: Bool, frame: Rect) {
            self.name = name
            self.focusable = focusable
            log = []
            super.init(frame: frame)
        }

        override var canBecomeFocused: Bool { focusable }

        override func didUpdateFocus(in context: TUIFocusUpdateContext, with coordinator: TUIFocusAnimationCoordinator) {
            notes("\(name).didUpdate")
            coordinator.addCoordinatedAnimations(
                { [name, notes] in notes("\(name).animation") }, completion: { [name, notes] in notes("\(name).completion") })
        }
    }

    private final class NotedController: TUIViewController {
        var notes: [String] = []
        let group = NotedView("group", focusable: false, frame: Rect(x: 0, y: 0, width: 20, height: 2))
        lazy var first = NotedView("first", focusable: true, frame: Rect(x: 0, y: 0, width: 4, height: 1))
        lazy var second = NotedView("second", focusable: true, frame: Rect(x: 0, y: 1, width: 4, height: 1))

        override func viewDidLoad() {
            super.viewDidLoad()
            for view in [group, first, second] { view.notes = { [unowned self] in notes.append($0) } }
            group.addSubview(first)
            group.addSubview(second)
            view.addSubview(group)
        }

        override func didUpdateFocus(in context: TUIFocusUpdateContext, with coordinator: TUIFocusAnimationCoordinator) {
            notes.append("controller.didUpdate \(context.focusHeading == .next ? "next" : "other")")
        }
    }

    @Test func everyEnvironmentAroundBothViewsHearsTheUpdateOnceThenTheCompletionsRun() {
        let (app, window, surface) = makeApp()
        let screen = NotedController()
        window.rootViewController = screen
        app.mainLoop?.displayIfNeeded()
        #expect(window.focusedView === screen.first)
        screen.notes = []
        send([key(.tab)], to: app, surface: surface)
        #expect(window.focusedView === screen.second)
        // Views up from the one losing focus, then those not yet told up from
        // the one getting it; each animation runs inside its environment's
        // call, and completions only after everyone heard.
        #expect(
            screen.notes == [
                "first.didUpdate", "first.animation",
                "group.didUpdate", "group.animation",
                "controller.didUpdate next",
                "second.didUpdate", "second.animation",
                "first.completion", "group.completion", "second.completion",
            ])
    }

    @Test func theArrowKeysMoveBetweenTheButtonsOfABarAndNotOutOfIt() {
        let (app, window, surface) = makeApp(width: 40, height: 6)
        let content = TUIViewController()
        let below = ResponderView("below", log: EventLog(), frame: Rect(x: 0, y: 2, width: 5, height: 1))
        below.acceptsFirstResponder = false
        content.view.addSubview(below)
        content.title = "Edit"
        content.navigationItem.rightBarButtonItems = [
            TUIBarButtonItem(title: "Save") {}, TUIBarButtonItem(title: "Cancel") {},
        ]
        window.rootViewController = TUINavigationController(rootViewController: content)
        app.mainLoop?.displayIfNeeded()
        send([key(.tab, .shift)], to: app, surface: surface)
        let save = window.focusedView as? TUIButton
        #expect(save?.title(for: .normal) == "Save")
        send([key(.left)], to: app, surface: surface)
        #expect((window.focusedView as? TUIButton)?.title(for: .normal) == "Cancel")
        send([key(.down)], to: app, surface: surface)
        #expect((window.focusedView as? TUIButton)?.title(for: .normal) == "Cancel", "Down leaves nothing in a one-row bar")
        send([key(.right)], to: app, surface: surface)
        #expect(window.focusedView === save)
        send([key(.right)], to: app, surface: surface)
        #expect(window.focusedView === save, "the group's edge stops the arrow")
    }

    @Test func viewsNamingOneGroupMoveByArrowsInTheDirectionPressed() {
        let (app, window, surface) = makeApp(width: 20, height: 6)
        let screen = TUIViewController()
        let views = (0 ..< 3).map { ResponderView("v\($0)", log: EventLog(), frame: Rect(x: 0, y: $0 * 2, width: 4, height: 1)) }
        let outside = ResponderView("outside", log: EventLog(), frame: Rect(x: 10, y: 0, width: 4, height: 1))
        for view in views {
            view.acceptsFirstResponder = false
            view.focusGroupIdentifier = "column"
            screen.view.addSubview(view)
        }
        outside.acceptsFirstResponder = false
        screen.view.addSubview(outside)
        window.rootViewController = screen
        app.mainLoop?.displayIfNeeded()
        #expect(window.focusedView === views[0])
        send([key(.down)], to: app, surface: surface)
        #expect(window.focusedView === views[1])
        send([key(.down)], to: app, surface: surface)
        #expect(window.focusedView === views[2])
        send([key(.right)], to: app, surface: surface)
        #expect(window.focusedView === views[2], "the view to the right is in no group of the column's")
        send([key(.up)], to: app, surface: surface)
        #expect(window.focusedView === views[1])
    }

    // MARK: - Sheets

    private final class FieldSheet: TUIViewController {
        let field = TUITextField(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
        }
    }

    private func footer(_ surface: HeadlessSurface) -> Substring {
        surface.text.split(separator: "\n").last ?? ""
    }

    @Test func aSheetsFooterListsEscapeAndF1OpensHelpWhileAFieldTypesQuestionMarks() {
        let (app, window, surface) = makeApp(width: 40, height: 8)
        let root = TUIViewController()
        window.rootViewController = root
        app.mainLoop?.displayIfNeeded()
        let sheet = FieldSheet()
        root.present(sheet, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(window.firstResponder === sheet.field)
        #expect(footer(surface).contains("Esc Close"))
        #expect(footer(surface).contains("F1 Help"))
        #expect(!footer(surface).contains("? Help"))
        send([key(.character("?"))], to: app, surface: surface)
        #expect(sheet.field.text == "?")
        send([key(.function(1))], to: app, surface: surface)
        #expect(sheet.presentedViewController is TUIHelpViewController)
        #expect(surface.text.contains("Close the sheet"))
        send([key(.escape)], to: app, surface: surface)
        #expect(sheet.presentedViewController == nil)

        sheet.isModalInPresentation = true
        app.mainLoop?.displayIfNeeded()
        #expect(!footer(surface).contains("Esc"), "a sheet Escape cannot close does not offer it")
    }

    // MARK: - Marks without colors

    private func attributes(row: Int, of surface: HeadlessSurface, support: ColorSupport) -> TextAttributes {
        guard let frame = surface.lastFrame else { return [] }
        return frame[1, row].style.downgraded(to: support).attributes
    }

    @Test func withoutColorsAnUnfocusedProminentButtonIsUnderlinedAndOnlyTheFocusedOneIsReversed() {
        let (app, window, surface) = makeApp(width: 30, height: 3)
        let screen = TUIViewController()
        let buttons = ["Go", "Stop"].enumerated().map { index, title in
            let button = TUIButton(configuration: .borderedProminent())
            button.setTitle(title, for: .normal)
            button.frame = Rect(x: index * 10, y: 0, width: 8, height: 1)
            screen.view.addSubview(button)
            return button
        }
        window.rootViewController = screen
        app.mainLoop?.displayIfNeeded()
        #expect(window.focusedView === buttons[0])
        let line = surface.text.split(separator: "\n").first.map(String.init) ?? ""
        func look(_ title: String) -> TextAttributes {
            guard let range = line.range(of: title), let frame = surface.lastFrame else { return [] }
            return frame[line.distance(from: line.startIndex, to: range.lowerBound), 0].style.downgraded(to: .none).attributes
        }
        #expect(look("Go").contains(.reverse))
        #expect(!look("Stop").contains(.reverse) && look("Stop").contains(.underline))
    }

    @Test func aSelectedRowIsUnderlinedWithoutColorsWhileFocusIsElsewhereAndReversedWhenItIsTheFocus() {
        let screen = ListScreen(width: 20, height: 8)
        screen.collectionView.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        screen.collectionView.selectionFollowsFocus = true
        let other = ResponderView("other", log: EventLog(), frame: Rect(x: 0, y: 7, width: 5, height: 1))
        other.acceptsFirstResponder = false
        screen.window.addSubview(other)
        screen.apply([("A", ["a0", "a1", "a2"])])
        screen.window.setFocus(to: screen.collectionView, heading: [])
        screen.display()
        screen.press(key(.down))
        let row = screen.surface.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("a1") } ?? -1
        #expect(attributes(row: row, of: screen.surface, support: .none).contains(.reverse))
        #expect(!attributes(row: row, of: screen.surface, support: .none).contains(.underline))

        screen.press(key(.tab))
        #expect(screen.window.focusedView === other)
        let unfocused = attributes(row: row, of: screen.surface, support: .none)
        #expect(unfocused.contains(.underline))
        #expect(!unfocused.contains(.reverse), "only the focus is reversed")
        #expect(
            !attributes(row: row, of: screen.surface, support: .indexed256).contains(.underline),
            "colors show the selection by its tint alone")
    }
}
