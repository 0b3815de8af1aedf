import GraftTerminal

extension TapeCommand {
    /// The input events the command delivers, in order: one key event per
    /// typed character or key press, a press and a release for a click, one
    /// wheel event per scroll notch. Empty for commands that deliver no
    /// input, including `Resize`, which a terminal signals out of band.
    ///
    /// ```swift
    /// TapeCommand.type("hi\n", speed: nil).events
    /// // [.key(KeyEvent(.character("h"))), .key(KeyEvent(.character("i"))), .key(KeyEvent(.enter))]
    /// ```
    public var events: [Event] {
        switch self {
        case .type(let text, _):
            return text.map { .key(Self.keyEvent(typing: $0)) }
        case .key(let event, let count, _):
            return Array(repeating: .key(event), count: count)
        case .click(let point):
            return [.mouse(MouseEvent(.press(.left), at: point)), .mouse(MouseEvent(.release(.left), at: point))]
        case .drag(let start, let end):
            return [.mouse(MouseEvent(.press(.left), at: start))]
                + Self.cells(from: start, to: end).map { .mouse(MouseEvent(.drag(.left), at: $0)) }
                + [.mouse(MouseEvent(.release(.left), at: end))]
        case .scroll(let direction, let point, let count):
            let action: MouseAction = direction == .up ? .scrollUp : .scrollDown
            return Array(repeating: .mouse(MouseEvent(action, at: point)), count: count)
        case .scrollViewport(let direction, let count, _):
            return Array(repeating: .mouse(MouseEvent(direction == .up ? .scrollUp : .scrollDown, at: Point(x: 0, y: 0))), count: count)
        case .paste:
            return []
        case .set, .output, .require, .env, .resize, .sleep, .wait, .waitMatch, .expect, .expectAbsent, .screenshot,
            .screenshotFile, .copy, .hide, .show:
            return []
        }
    }

    /// The cells a pointer crosses after `start` on a straight line to `end`,
    /// one per step along the longer axis, `end` last.
    static func cells(from start: Point, to end: Point) -> [Point] {
        let steps = max(abs(end.x - start.x), abs(end.y - start.y))
        guard steps > 0 else { return [] }
        return (1 ... steps).map { step in
            Point(
                x: start.x + ((end.x - start.x) * step + steps / 2 * (end.x >= start.x ? 1 : -1)) / steps,
                y: start.y + ((end.y - start.y) * step + steps / 2 * (end.y >= start.y ? 1 : -1)) / steps)
        }
    }

    /// ``events`` on a screen of `size`: `ScrollUp` and `ScrollDown` turn the
    /// wheel over its middle cell.
    public func events(on size: Size) -> [Event] {
        guard case .scrollViewport(let direction, let count, _) = self else { return events }
        let middle = Point(x: size.width / 2, y: size.height / 2)
        return Array(repeating: .mouse(MouseEvent(direction == .up ? .scrollUp : .scrollDown, at: middle)), count: count)
    }

    /// The bytes an xterm-compatible terminal would send for ``events``, to
    /// drive an app running in a real terminal.
    public var inputBytes: [UInt8] {
        events.flatMap { InputDecoder.encode($0) }
    }

    /// The key a terminal reports when `character` is typed: line feed and
    /// carriage return are Enter, tab is Tab, DEL is Backspace, ESC is Escape.
    static func keyEvent(typing character: Character) -> KeyEvent {
        switch character {
        case "\n", "\r", "\r\n": KeyEvent(.enter)
        case "\t": KeyEvent(.tab)
        case "\u{7F}": KeyEvent(.backspace)
        case "\u{1B}": KeyEvent(.escape)
        default: KeyEvent(.character(character))
        }
    }
}
