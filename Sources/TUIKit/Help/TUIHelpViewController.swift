/// A full list of the key commands the user can press, in a box over the
/// dimmed screen: each command's key and its discoverability title.
///
/// The application presents one when the user presses `?` (see
/// ``TUIApplication/showsHelpOverlayOnQuestionMark``), listing the key
/// window's ``TUIWindow/discoverableKeyCommands``; an app can also present
/// one itself:
///
/// ```swift
/// let help = TUIHelpViewController(keyCommands: window.discoverableKeyCommands)
/// present(help, animated: true)
/// ```
///
/// Escape, `?` and `q` dismiss it. While it is up, keys do not reach the
/// controllers behind it.
@MainActor
open class TUIHelpViewController: TUIViewController {
    /// The commands listed, in order.
    public let listedKeyCommands: [TUIKeyCommand]

    /// Creates a help overlay listing `keyCommands`, titled "Keys".
    ///
    /// - Parameter keyCommands: The commands to list; each shows its
    ///   ``TUICommand/discoverabilityTitle`` (or its title).
    public init(keyCommands: [TUIKeyCommand]) {
        listedKeyCommands = keyCommands
        super.init()
        title = "Keys"
    }

    /// The overlay draws over the window itself; the style cannot be changed.
    open override var modalPresentationStyle: TUIModalPresentationStyle {
        get { .overFullScreen }
        set {}
    }

    /// The overlay's view: the dimmed window and the box.
    open override func loadView() {
        view = HelpView(controller: self)
    }

    /// Whether the keys that move focus and act on the focused item (Tab,
    /// the arrows, Enter, Space, Escape) follow the commands; true by default.
    public var listsNavigationKeys = true

    /// The rows listed: each command's key and description (disabled
    /// commands dimmed), then a blank row and the navigation keys.
    var rows: [HelpRow] {
        var rows = listedKeyCommands.map {
            HelpRow(key: $0.keyLabel, title: $0.discoverabilityTitle ?? $0.title, isDimmed: $0.isDisabled)
        }
        if listsNavigationKeys {
            if !rows.isEmpty { rows.append(HelpRow(key: "", title: "", isDimmed: false)) }
            rows += Self.navigationRows
        }
        return rows
    }

    /// The keys every screen answers to, through the focus engine.
    static let navigationRows = [
        HelpRow(key: "Tab", title: "Next item", isDimmed: false),
        HelpRow(key: "Shift-Tab", title: "Previous item", isDimmed: false),
        HelpRow(key: "↑ ↓ ← →", title: "Move in a list or group", isDimmed: false),
        HelpRow(key: "↵", title: "Activate the focused item", isDimmed: false),
        HelpRow(key: "Space", title: "Select or toggle", isDimmed: false),
        HelpRow(key: "Esc", title: "Close or go back", isDimmed: false),
    ]

    /// Keys that nothing in the overlay handled go to the window, not to
    /// the controllers behind the overlay.
    open override var next: TUIResponder? {
        storedView?.window ?? super.next
    }

    /// Escape, `?` and `q`, which dismiss the overlay (see
    /// ``pressesBegan(_:with:)``); listed so the keys behind it, the
    /// application's `?` among them, are not offered while it is up.
    open override var keyCommands: [TUIKeyCommand]? {
        [TUIKeyCommand.inputEscape, "?", "q"].map { input in
            TUIKeyCommand(input: input) { [weak self] _ in self?.dismiss(animated: true) }
        }
    }

    /// Escape, `?` and `q` dismiss the overlay; every other press stops
    /// here but Ctrl-C, which goes on to the application.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let keyEvent = presses.first?.key?.keyEvent else { return }
        switch (keyEvent.key, keyEvent.modifiers) {
        case (.escape, []), (.character("?"), []), (.character("q"), []):
            dismiss(animated: true)
        case (.character("c"), .control):
            super.pressesBegan(presses, with: event)
        default:
            break
        }
    }

    /// Ends presses; nothing behind sees them.
    open override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {}
}

/// The help overlay's view: it dims the window and draws a centered box of
/// key and description rows.
@MainActor
final class HelpView: TUIView {
    private weak var controller: TUIHelpViewController?

    init(controller: TUIHelpViewController) {
        self.controller = controller
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        guard let controller else { return }
        TUIFocusEffect(attributes: [.dim]).apply(to: bounds, in: &canvas)
        let rows = controller.rows
        let title = controller.title ?? ""
        let keyWidth = rows.map(\.key.displayWidth).max() ?? 0
        let natural = max(title.displayWidth, rows.map { keyWidth + 2 + $0.title.displayWidth }.max() ?? 0, 12)
        let width = min(bounds.width, natural + 4)
        let lines = rows.isEmpty ? 1 : rows.count
        let height = min(bounds.height, lines + 4)
        let box = Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        canvas.fill(box, with: .blank())
        canvas.drawBox(box, line: .rounded)
        canvas.withSavedState { canvas in
            canvas.clip(to: Rect(x: box.minX + 1, y: box.minY + 1, width: max(0, box.width - 2), height: max(0, box.height - 2)))
            let left = box.minX + 2
            canvas.write(
                title, at: Point(x: left + (box.width - 4 - title.displayWidth) / 2, y: box.minY + 1), style: Style(attributes: [.bold]))
            guard !rows.isEmpty else {
                canvas.write("No keys", at: Point(x: left, y: box.minY + 3), style: Style(foreground: .gray))
                return
            }
            let visible = max(0, box.height - 4)
            for (index, row) in rows.prefix(visible).enumerated() {
                let y = box.minY + 3 + index
                let isCut = index == visible - 1 && rows.count > visible
                if isCut {
                    canvas.write("… \(rows.count - index) more", at: Point(x: left, y: y), style: Style(foreground: .gray))
                    break
                }
                let dim: TextAttributes = row.isDimmed ? [.dim] : []
                canvas.write(
                    row.key, at: Point(x: left + keyWidth - row.key.displayWidth, y: y),
                    style: Style(foreground: row.isDimmed ? .gray : terminalColor(tintColor), attributes: row.isDimmed ? [.dim] : [.bold]))
                canvas.write(
                    row.title, at: Point(x: left + keyWidth + 2, y: y),
                    style: Style(foreground: row.isDimmed ? .gray : .default, attributes: dim))
            }
        }
    }
}

/// One row of the help overlay.
struct HelpRow {
    let key: String
    let title: String
    /// A command that cannot run now is listed dimmed.
    let isDimmed: Bool
}
