import Testing

@testable import TUIKit

@MainActor
@Suite("Key hints and help")
struct KeyHintsTests {
    /// A controller with its own commands and a focusable list that has more.
    private final class ListController: TUIViewController {
        let log: EventLog
        let list: ResponderView
        let other: ResponderView
        let hints = TUIKeyHintsView()

        init(log: EventLog) {
            self.log = log
            list = ResponderView("list", log: log, frame: Rect(x: 0, y: 0, width: 10, height: 1))
            other = ResponderView("other", log: log, frame: Rect(x: 0, y: 1, width: 10, height: 1))
            super.init()
            list.acceptsFirstResponder = false
            other.acceptsFirstResponder = false
            list.commands = [
                TUIKeyCommand(title: "Open", input: "\r", discoverabilityTitle: "Open the selected product") { _ in
                    log.entries.append("open")
                },
                TUIKeyCommand(title: "Favorite", input: "f", discoverabilityTitle: "Add to favorites") { _ in log.entries.append("favorite")
                },
                TUIKeyCommand(title: "Hidden", input: "h") { _ in },
            ]
            let disabled = TUIKeyCommand(title: "Delete", input: "d", discoverabilityTitle: "Delete") { _ in }
            disabled.isDisabled = true
            other.commands = [
                TUIKeyCommand(title: "Edit", input: "e", modifierFlags: .control, discoverabilityTitle: "Edit the note") { _ in },
                disabled,
            ]
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(list)
            view.addSubview(other)
            view.addSubview(hints)
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            hints.frame = Rect(x: 0, y: view.bounds.height - 1, width: view.bounds.width, height: 1)
        }

        override var keyCommands: [TUIKeyCommand]? {
            [
                TUIKeyCommand(title: "Search", input: "/", discoverabilityTitle: "Search products") { [log] _ in
                    log.entries.append("search")
                },
                TUIKeyCommand(title: "Quit", input: "q", discoverabilityTitle: "Quit") { [log] _ in log.entries.append("quit") },
                // The list's f wins; this one never runs and is not shown.
                TUIKeyCommand(title: "Filter", input: "f", discoverabilityTitle: "Filter") { _ in },
            ]
        }
    }

    private func makeScreen(
        width: Int = 50, height: Int = 6
    )
        -> (app: TUIApplication, window: TUIWindow, surface: HeadlessSurface, controller: ListController, log: EventLog)
    {
        let (app, window, surface) = makeApp(width: width, height: height)
        let log = EventLog()
        let controller = ListController(log: log)
        window.rootViewController = controller
        window.requestFocusUpdate(to: controller.list)
        app.mainLoop?.displayIfNeeded()
        return (app, window, surface, controller, log)
    }

    private func footer(_ surface: HeadlessSurface) -> String {
        String(surface.text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    @Test func theFooterShowsTheChainsCommandsFromTheFocusedViewOutward() {
        let (app, window, surface, _, _) = makeScreen()
        #expect(footer(surface) == "↵ Open  f Favorite  / Search  q Quit  ? Help")
        #expect(window.application === app)
        #expect(window.discoverableKeyCommands.map(\.keyLabel) == ["↵", "f", "/", "q", "?"])
        #expect(surface.lastFrame?[0, 5].style.attributes.contains(.bold) == true)
        #expect(surface.lastFrame?[2, 5].style.attributes.contains(.bold) == false)
    }

    @Test func theFooterDropsWhatDoesNotFitButKeepsHelp() {
        let (_, _, surface, _, _) = makeScreen(width: 30)
        #expect(footer(surface) == "↵ Open  f Favorite  …  ? Help")
    }

    /// The footer sees a command's new title or state in the next frame
    /// (whatever asked for it), and redraws only when what it lists changed.
    @Test func theFooterRedrawsWhenACommandsTitleOrStateChangesAndOnlyThen() {
        let (app, _, surface, controller, _) = makeScreen()
        let favorite = controller.list.commands?[1]
        favorite?.title = "Unfavorite"
        controller.other.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        #expect(footer(surface) == "↵ Open  f Unfavorite  / Search  q Quit  ? Help")
        favorite?.isDisabled = true
        controller.other.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        #expect(footer(surface) == "↵ Open  / Search  q Quit  f Filter  ? Help", "the disabled f gives way to the controller's")
        controller.other.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        #expect(app.lastFrameRedrawnRows == [1], "only the row that asked is drawn; the footer's row is not")
    }

    @Test func theFooterFollowsFocus() {
        let (app, _, surface, _, _) = makeScreen()
        send([key(.tab)], to: app, surface: surface)
        #expect(footer(surface) == "Ctrl-E Edit  / Search  q Quit  f Filter  ? Help")
    }

    @Test func printableCommandsLeaveTheFooterWhileATextFieldEdits() {
        let (app, _, surface, controller, log) = makeScreen()
        let field = TUITextField(frame: Rect(x: 0, y: 2, width: 10, height: 1))
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        send([key(.character("q")), key(.character("?"))], to: app, surface: surface)
        #expect(field.text == "q?")
        #expect(log.entries.isEmpty)
        #expect(footer(surface) == "F1 Help", "help moves to F1 while ? types")
    }

    @Test func helpListsDisabledCommandsDimmedWhileTheFooterLeavesThemOut() {
        let (app, _, surface, _, _) = makeScreen(width: 40, height: 18)
        send([key(.tab)], to: app, surface: surface)
        #expect(!footer(surface).contains("Delete"))
        send([key(.character("?"))], to: app, surface: surface)
        let lines = surface.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = lines.firstIndex { $0.contains("d  Delete") }
        #expect(row != nil)
        let column = row.flatMap { row in
            lines[row].range(of: "Delete").map { lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound) }
        }
        if let row, let column {
            #expect(surface.lastFrame?[column, row].style.attributes.contains(.dim) == true)
        }
        #expect(surface.text.contains("Shift-Tab  Previous item"))
    }

    @Test func questionMarkOpensTheHelpOverlayAndEscapeClosesIt() {
        let (app, _, surface, controller, log) = makeScreen(width: 40, height: 18)
        // What the commands did, leaving out the presses the list saw first.
        var commandsRun: [String] { log.entries.filter { !$0.contains(" began ") } }
        send([key(.character("?"))], to: app, surface: surface)
        #expect(controller.presentedViewController is TUIHelpViewController)
        #expect(
            surface.text == """

                ╭──────────────────────────────────────╮
                │                 Keys                 │
                │                                      │
                │         ↵  Open the selected product │
                │         f  Add to favorites          │
                │         /  Search products           │
                │         q  Quit                      │
                │                                      │
                │       Tab  Next item                 │
                │ Shift-Tab  Previous item             │
                │   ↑ ↓ ← →  Move in a list or group   │
                │         ↵  Activate the focused item │
                │     Space  Select or toggle          │
                │       Esc  Close or go back          │
                ╰──────────────────────────────────────╯


                """)
        #expect(surface.lastFrame?[10, 4].style.attributes.contains(.bold) == true)
        // Keys behind the overlay do nothing while it is up.
        log.entries.removeAll()
        send([key(.character("f")), key(.character("/"))], to: app, surface: surface)
        #expect(log.entries.isEmpty)
        send([key(.escape)], to: app, surface: surface)
        #expect(controller.presentedViewController == nil)
        send([key(.character("?")), key(.character("q"))], to: app, surface: surface)
        #expect(controller.presentedViewController == nil)
        #expect(commandsRun.isEmpty)
        send([key(.character("q"))], to: app, surface: surface)
        #expect(commandsRun == ["quit"])
    }

    @Test func theHelpKeyCanBeTurnedOff() {
        let (app, _, surface, controller, _) = makeScreen()
        app.showsHelpOverlayOnQuestionMark = false
        send([key(.character("?"))], to: app, surface: surface)
        #expect(controller.presentedViewController == nil)
        app.mainLoop?.setNeedsDisplay()
        app.mainLoop?.displayIfNeeded()
        #expect(footer(surface) == "↵ Open  f Favorite  / Search  q Quit")
        #expect(app.showHelpOverlay())
    }
}
