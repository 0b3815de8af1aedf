@testable import TUIKit

/// Records what a split view controller tells its delegate.
@MainActor
final class SplitDelegateRecorder: TUISplitViewControllerDelegate {
    var log: [String] = []
    var topColumn: TUISplitViewController.Column?

    func splitViewController(
        _ svc: TUISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: TUISplitViewController.Column
    ) -> TUISplitViewController.Column {
        log.append("topColumn(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: TUISplitViewController) { log.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: TUISplitViewController) { log.append("didExpand") }
    func splitViewController(_ svc: TUISplitViewController, willShow column: TUISplitViewController.Column) {
        log.append("willShow \(column)")
    }
    func splitViewController(_ svc: TUISplitViewController, willHide column: TUISplitViewController.Column) {
        log.append("willHide \(column)")
    }
    func splitViewController(_ svc: TUISplitViewController, willChangeTo displayMode: TUISplitViewController.DisplayMode) {
        log.append("willChangeTo \(displayMode)")
    }
}

/// A split view controller on a headless screen, with a recording
/// controller (whose view shows "<name> page" and a focusable view) in each column.
@MainActor
struct SplitFixture {
    let app: TUIApplication
    let surface: HeadlessSurface
    let split: TUISplitViewController
    let log: CallbackLog
    let delegate = SplitDelegateRecorder()
    let pages: [String: RecordingViewController]

    init(
        style: TUISplitViewController.Style = .doubleColumn, width: Int = 120, height: Int = 10,
        columns: [TUISplitViewController.Column: String] = [.primary: "Sidebar", .secondary: "Content"],
        configure: (TUISplitViewController) -> Void = { _ in }
    ) {
        let log = CallbackLog()
        let (app, window, surface) = makeApp(width: width, height: height)
        let split = TUISplitViewController(style: style)
        split.delegate = delegate
        var pages: [String: RecordingViewController] = [:]
        for (column, name) in columns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let page = RecordingViewController(name, log: log)
            page.view.addSubview(TextView("\(name) page", frame: Rect(x: 0, y: 0, width: 20, height: 1)))
            let focusable = ResponderView(name, log: EventLog(), frame: Rect(x: 0, y: 1, width: 4, height: 1))
            page.view.addSubview(focusable)
            split.setViewController(page, for: column)
            pages[name] = page
        }
        configure(split)
        window.rootViewController = split
        app.mainLoop?.displayIfNeeded()
        self.app = app
        self.surface = surface
        self.split = split
        self.log = log
        self.pages = pages
    }

    /// The screen's rows.
    var rows: [Substring] { surface.text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// Resizes the terminal and draws the next frame.
    func resize(width: Int, height: Int = 10) {
        send([.resize(Size(width: width, height: height))], to: app, surface: surface)
    }

    /// Presses keys and draws the next frame.
    func press(_ events: Event...) {
        send(events, to: app, surface: surface)
    }

    /// Draws the next frame after a change made in code.
    func redraw() {
        app.mainLoop?.displayIfNeeded()
    }

    /// The appearance callbacks logged since the last call, which empties the log.
    func takeAppearance() -> [String] {
        defer { log.entries.removeAll() }
        return log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }

    /// The cell at `x`, `y` of the last frame.
    func character(x: Int, y: Int) -> Character? {
        let row = rows.indices.contains(y) ? Array(rows[y]) : []
        return row.indices.contains(x) ? row[x] : nil
    }
}
