import GraftTerminal

/// A screen that shows the terminal layer at work: the size, the color level,
/// the last key, mouse event and paste, wide text, colors and line joins.
///
/// It draws only from its own state, so the same events give the same frame
/// on a real terminal and on a headless surface.
@MainActor
public final class TerminalShowcase {
    /// What the screen asks of its host after an event.
    public enum Outcome: Equatable, Sendable {
        /// Keep running.
        case `continue`
        /// Quit.
        case quit
    }

    /// The last terminal size reported.
    public private(set) var size: Size
    /// The color level of the surface, as shown on screen.
    public let colorSupport: ColorSupport
    /// The last key pressed.
    public private(set) var lastKey: KeyEvent?
    /// The last mouse event.
    public private(set) var lastMouse: MouseEvent?
    /// The last pasted text.
    public private(set) var lastPaste: String?
    /// How many events arrived.
    public private(set) var eventCount = 0

    /// Creates the screen for a surface of `size` that shows `colorSupport`.
    public init(size: Size, colorSupport: ColorSupport) {
        self.size = size
        self.colorSupport = colorSupport
    }

    /// Records `event`; `q` and Ctrl-C quit.
    public func handle(_ event: Event) -> Outcome {
        eventCount += 1
        switch event {
        case .key(let key):
            lastKey = key
            if key == KeyEvent(.character("q")) || key == KeyEvent(.character("c"), modifiers: .control) {
                return .quit
            }
        case .mouse(let mouse):
            lastMouse = mouse
        case .resize(let newSize):
            size = newSize
        case .paste(let text):
            lastPaste = text
        }
        return .continue
    }

    /// Draws the screen to fill `canvas`.
    public func draw(into canvas: inout Canvas) {
        let bounds = canvas.bounds
        let accent = Style(foreground: .cyan, attributes: .bold)
        let label = Style(foreground: .gray)
        canvas.drawBox(
            Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - 1, 0)), line: .rounded, style: Style(foreground: .cyan))
        canvas.write(" Graft ", at: Point(x: 2, y: 0), style: accent)

        let rows: [(String, String)] = [
            ("Size", "\(size)"),
            ("Colors", colorSupport.description),
            ("Last key", lastKey.map { "\($0)" } ?? "none yet"),
            ("Last mouse", lastMouse.map { "\($0)" } ?? "none yet"),
            ("Last paste", lastPaste.map { "\"\(Self.oneLine($0))\"" } ?? "none yet"),
            ("Events", "\(eventCount)"),
            ("Wide text", "漢字 かな 한글 ｆｕｌｌ"),
        ]
        canvas.withSavedState { canvas in
            canvas.clip(to: Rect(x: 1, y: 1, width: bounds.width - 2, height: bounds.height - 3))
            canvas.write("The terminal layer", at: Point(x: 2, y: 1), style: Style(attributes: .bold))
            for (index, row) in rows.enumerated() {
                canvas.write(row.0, at: Point(x: 2, y: 3 + index), style: label)
                canvas.write(row.1, at: Point(x: 15, y: 3 + index))
            }
            let paletteRow = 3 + rows.count
            canvas.write("Palette", at: Point(x: 2, y: paletteRow), style: label)
            for color in ANSIColor.allCases {
                canvas.write("  ", at: Point(x: 15 + 2 * Int(color.rawValue), y: paletteRow), style: Style(background: .ansi(color)))
            }
            canvas.write("Lines", at: Point(x: 2, y: paletteRow + 1), style: label)
            let sample = Rect(x: 15, y: paletteRow + 1, width: 9, height: 3)
            canvas.drawBox(sample, line: .single)
            canvas.drawVerticalLine(from: Point(x: 19, y: sample.minY), length: 3)
            canvas.drawBox(sample.offsetBy(dx: 10, dy: 0), line: .double)
            canvas.drawBox(sample.offsetBy(dx: 20, dy: 0), line: .heavy)
        }
        let footer = " q quit · Ctrl-C quit · Ctrl-Z suspend "
        canvas.write(footer, at: Point(x: 0, y: bounds.height - 1), style: Style(foreground: .gray))
    }

    private static func oneLine(_ text: String) -> String {
        String(text.prefix(30)).replacingNewlines()
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0.isNewline ? "⏎" : $0 })
    }
}
