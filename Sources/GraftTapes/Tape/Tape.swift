import Foundation
import GraftTerminal

/// A script of keystrokes, waits and checks to play against an app, in the
/// syntax of VHS tapes (charmbracelet/vhs), with Graft's own commands added.
///
/// Tokens are separated by spaces or line breaks, so several commands may
/// share a line; `#` starts a comment that runs to the end of the line.
///
/// ```
/// # Open the first product and buy it.
/// Output cart.svg
/// Set Size 80x24
/// Set TypingSpeed 40ms
/// Wait "Products"
/// Down 2 Enter
/// Type "2"
/// Ctrl+S
/// Expect "Saved"
/// Screenshot cart
/// ```
///
/// VHS's commands:
///
/// | Command | Meaning |
/// |---|---|
/// | `Output demo.svg` | Where to write the recording; several are allowed, the extension picks the format. |
/// | `Require git` | The program must be on `PATH`, or the run ends with status 1. |
/// | `Set Width 1200`, `Set FontSize 22`, … | A setting; see ``TapeSetting``. |
/// | `Type "text"`, `Type@100ms "x"` | One key press per character. Strings are quoted with double quotes, single quotes or backticks and have no escapes; a bare word is a string too. |
/// | `Enter`, `Escape`, `Tab`, `Space`, `Backspace`, `Delete`, `Insert`, `Up`, `Down`, `Left`, `Right`, `Home`, `End`, `PageUp`, `PageDown` | That key, optionally paced and repeated (`Down@100ms 3`). |
/// | `ScrollUp 3`, `ScrollDown` | The mouse wheel over the middle of the screen. |
/// | `Ctrl+C`, `Alt+x`, `Shift+Tab`, `Ctrl+Alt+Left` | A chord: modifiers `Ctrl`, `Alt`, `Shift`, then one character or a key name. |
/// | `Sleep 0.5`, `Sleep 500ms` | A pause; a bare number is seconds, the units are `ms`, `s` and `m`. |
/// | `Wait`, `Wait /regex/`, `Wait+Screen@5s /regex/` | Waits until the pattern matches the last non-blank line (`+Line`, the default) or the screen (`+Screen`). |
/// | `Screenshot shot.png` | Writes the current frame (`.svg`, `.txt` or `.ansi`; `.png` is skipped with a warning). |
/// | `Copy "text"`, `Paste` | A clipboard of the tape's own; `Paste` pastes it into the app. |
/// | `Env NAME "value"` | An environment variable (noted in an asciicast's header). |
/// | `Source other.tape` | The other tape's commands, here (not its `Output`). |
/// | `Hide`, `Show` | Leaves the steps between them out of the recording. |
///
/// Graft's own:
///
/// | Command | Meaning |
/// |---|---|
/// | `Set Size 100x30` | The screen size in cells, before any command. |
/// | `Key f`, `Key F5`, `Key Ctrl+K 2` | Any key: one character, a key name (including `F1`–`F12`) or a chord, with an optional count. |
/// | `Click 10 4` | A left click at column 10, row 4 (zero-based). |
/// | `Scroll Down 10 4 3` | The wheel turned at column 10, row 4, optionally several notches. |
/// | `Resize 60x20` | The terminal changes size. |
/// | `Wait "text"`, `Wait@5s "text"` | Waits until the screen shows the text. |
/// | `Expect "text"`, `Expect not "text"` | Checks the screen now. |
/// | `Screenshot name` | Keeps the current frame under `name` (ASCII letters, digits, `-`, `_`, `.`; not `final`). |
///
/// A tape is checked whole before anything plays: ``parse(_:fileName:loadingSource:)``
/// throws ``TapeErrors`` with every mistake, each naming the file, line and
/// column, with the line, a caret and a hint.
public struct Tape: Hashable, Sendable {
    /// The name the tape was parsed under, used in error messages.
    public var fileName: String
    /// The commands, in order; comments are left out, sourced tapes are spliced in.
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
    ///   - loadingSource: Reads the tape a `Source` command names; the
    ///     default reads the path relative to the current directory, as VHS does.
    /// - Returns: The tape.
    /// - Throws: ``TapeErrors`` with every command that is not valid.
    /// - Complexity: O(*n*) in the length of `source`.
    public static func parse(
        _ source: String, fileName: String,
        loadingSource: @escaping (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
    ) throws(TapeErrors) -> Tape {
        var parser = TapeParser(source: source, fileName: fileName, loadSource: loadingSource)
        let (steps, errors) = parser.parse()
        guard errors.isEmpty else { throw TapeErrors(errors) }
        return Tape(fileName: fileName, steps: steps)
    }

    /// The settings in the order the tape gives them.
    public var settings: [TapeSetting] {
        steps.compactMap { if case .set(let setting) = $0.command { setting } else { nil } }
    }

    /// The screen size in cells: `Set Size`, else what `Set Width` and `Set
    /// Height` leave room for (see ``RecordingLook/cells(forWidth:height:)``), else nil.
    public var initialSize: Size? {
        var width: Int?
        var height: Int?
        for setting in settings {
            switch setting {
            case .size(let size): return size
            case .width(let pixels): width = pixels
            case .height(let pixels): height = pixels
            default: break
            }
        }
        guard width != nil || height != nil else { return nil }
        return look.cells(forWidth: width ?? RecordingLook.vhsWidth, height: height ?? RecordingLook.vhsHeight)
    }

    /// How the recording looks, from the tape's settings.
    public var look: RecordingLook { RecordingLook(settings) }

    /// The programs `Require` names, in order.
    public var requiredPrograms: [String] {
        steps.compactMap { if case .require(let program) = $0.command { program } else { nil } }
    }

    /// The files `Output` names, in order.
    public var outputPaths: [String] {
        steps.compactMap { if case .output(let path) = $0.command { path } else { nil } }
    }

    /// The variables `Env` sets; a later one wins.
    public var environment: [String: String] {
        var result: [String: String] = [:]
        for step in steps {
            if case .env(let name, let value) = step.command { result[name] = value }
        }
        return result
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
