import GraftTerminal

/// A script of keystrokes, clicks, waits and checks to play against an app,
/// written as plain text in the spirit of VHS tapes.
///
/// One command per line; blank lines and lines starting with `#` are ignored.
///
/// ```
/// # Open the first product and buy it.
/// Set Size 80x24
/// Set TypingSpeed 40ms
/// Wait "Products"
/// Down 2
/// Enter
/// Type "2"
/// Ctrl+S
/// Expect "Saved"
/// Screenshot cart
/// ```
///
/// Commands:
///
/// | Command | Meaning |
/// |---|---|
/// | `Set Size 100x30` | The screen size before any input (columns x rows). |
/// | `Set TypingSpeed 50ms` | The pause after each key from here on (default 50ms). |
/// | `Set WaitTimeout 5s` | How long `Wait` waits from here on (default 10s). |
/// | `Type "text"` | One key press per character. `"…"` understands `\"`, `\\`, `\n` and `\t`; `'…'` and `` `…` `` take the text as written. `Type@100ms "x"` overrides the typing speed. |
/// | `Enter`, `Escape`, `Tab`, `Space`, `Backspace`, `Delete`, `Insert`, `Up`, `Down`, `Left`, `Right`, `Home`, `End`, `PageUp`, `PageDown` | That key, optionally repeated (`Down 3`) and paced (`Down@100ms 3`). |
/// | `Ctrl+C`, `Alt+x`, `Shift+Tab`, `Ctrl+Alt+Left` | A chord: modifiers `Ctrl`, `Alt`, `Shift`, then one character or a key name. |
/// | `Key f`, `Key F5`, `Key Ctrl+K 2` | Any key: one character, a key name (including `F1`–`F12`) or a chord, with an optional count. |
/// | `Click 10 4` | A left click at column 10, row 4. |
/// | `Scroll Down 10 4 3` | The wheel turned at column 10, row 4, optionally several notches. |
/// | `Resize 60x20` | The terminal changes size. |
/// | `Sleep 500ms` | A pause (`1s`, `0.5s` and `250ms` are durations). |
/// | `Wait "text"`, `Wait@5s "text"` | Waits until the screen shows the text. |
/// | `Expect "text"`, `Expect not "text"` | Checks the screen now. |
/// | `Screenshot name` | Keeps the current frame under `name` (ASCII letters, digits, `-`, `_`, `.`; not `final`). |
/// | `Hide`, `Show` | Leaves the steps between them out of the recording. |
///
/// Coordinates in `Click` and `Scroll` are **zero-based**, like ``Point``:
/// `Click 0 0` is the top-left cell. Durations need a unit, `ms` or `s`.
///
/// A tape is checked whole before anything plays: ``parse(_:fileName:)``
/// throws a ``TapeError`` naming the file, line and column of the first
/// mistake and what would be valid there.
public struct Tape: Hashable, Sendable {
    /// The name the tape was parsed under, used in error messages.
    public var fileName: String
    /// The commands, in order; blank lines and comments are left out.
    public var steps: [TapeStep]

    /// Creates a tape from steps that are already parsed.
    public init(fileName: String, steps: [TapeStep]) {
        self.fileName = fileName
        self.steps = steps
    }

    /// Parses the text of a tape.
    ///
    /// ```swift
    /// let tape = try Tape.parse("Down 3\nEnter\n", fileName: "menu.tape")
    /// tape.steps.count  // 2
    /// ```
    ///
    /// - Parameters:
    ///   - source: The tape's text.
    ///   - fileName: The name to report in errors, usually the file's name.
    /// - Returns: The tape.
    /// - Throws: ``TapeError`` for the first line that is not a valid command.
    /// - Complexity: O(*n*) in the length of `source`.
    public static func parse(_ source: String, fileName: String) throws(TapeError) -> Tape {
        var parser = TapeParser(fileName: fileName)
        return Tape(fileName: fileName, steps: try parser.parse(source))
    }

    /// The size given by `Set Size`, if the tape sets one.
    public var initialSize: Size? {
        for step in steps {
            if case .set(.size(let size)) = step.command { return size }
        }
        return nil
    }
}

/// One command of a tape and where it was written.
public struct TapeStep: Hashable, Sendable, CustomStringConvertible {
    /// What to do.
    public var command: TapeCommand
    /// The one-based line the command is on.
    public var line: Int
    /// The command as written, without surrounding spaces.
    public var source: String

    /// Creates a step.
    public init(command: TapeCommand, line: Int, source: String) {
        self.command = command
        self.line = line
        self.source = source
    }

    /// `line N: source`.
    public var description: String { "line \(line): \(source)" }
}
