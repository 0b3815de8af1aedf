import GraftTerminal

/// A tape step that did not hold while playing: a `Wait` that timed out, an
/// `Expect` that failed, a click outside the screen.
///
/// The description names the file, line and step, then shows the screen as
/// it was, so a failed scripted demo explains itself in a CI log:
///
/// ```
/// tour.tape:14: Wait@10s "Saved": the screen did not show "Saved" within 10s
/// Screen (40x3):
/// | Cart
/// | 2 items
/// |
/// ```
///
/// A command line that plays tapes exits with status 1 on this error.
public struct TapeFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why a step failed.
    public enum Reason: Hashable, Sendable {
        /// `Wait` did not see the text within the timeout.
        case timedOut(waitingFor: String, after: Duration)
        /// `Expect` did not find the text.
        case missingText(String)
        /// `Expect not` found the text.
        case unexpectedText(String)
        /// `Click` or `Scroll` named a cell outside the screen.
        case outsideScreen(Point, screen: Size)
        /// `Wait /regex/` did not see the pattern within the timeout.
        case noMatch(String, WaitScope, after: Duration)
        /// `Require` named a program that is not on `PATH`.
        case missingProgram(String)
        /// The task playing the tape was cancelled.
        case cancelled
    }

    /// The tape's file name.
    public var fileName: String
    /// The step that failed; its line is where to look.
    public var step: TapeStep
    /// Why it failed.
    public var reason: Reason
    /// The screen as plain text when the step failed.
    public var screen: String
    /// The screen size when the step failed.
    public var screenSize: Size

    /// Creates a failure.
    public init(fileName: String, step: TapeStep, reason: Reason, screen: String, screenSize: Size) {
        self.fileName = fileName
        self.step = step
        self.reason = reason
        self.screen = screen
        self.screenSize = screenSize
    }

    /// What went wrong, without the location or the screen.
    public var message: String {
        switch reason {
        case .timedOut(let text, let timeout):
            "the screen did not show \(Self.quoted(text)) within \(timeout.tapeDescription)"
        case .missingText(let text):
            "the screen does not show \(Self.quoted(text))"
        case .unexpectedText(let text):
            "the screen shows \(Self.quoted(text)), which it should not"
        case .outsideScreen(let point, let size):
            "column \(point.x), row \(point.y) is outside the \(size) screen (columns and rows count from 0)"
        case .noMatch(let pattern, let scope, let timeout):
            "\(scope == .line ? "the last line" : "the screen") did not match /\(pattern)/ within \(timeout.tapeDescription)"
        case .missingProgram(let program):
            "'\(program)' is required but was not found on PATH"
        case .cancelled:
            "playback was cancelled"
        }
    }

    /// `FILE:LINE: STEP: MESSAGE`, then the screen, each line behind `| `
    /// (not for a missing program, which is looked for before anything is shown).
    public var description: String {
        let headline = "\(fileName):\(step.line): \(step.source): \(message)"
        if case .missingProgram = reason { return headline }
        var lines = [headline, "Screen (\(screenSize)):"]
        lines += screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "|" : "| \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The text in double quotes, escaped as a tape writes it.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
