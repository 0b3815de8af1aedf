/// Why the real terminal could not be used.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (for example, piped to a file).
    case notATerminal(stream: String)
    /// ncurses could not start on this terminal type: the terminfo database does not have it.
    case cannotStart(terminalType: String)
    /// The terminal type cannot place the cursor (`TERM=dumb`), so no screen can be drawn.
    case cannotDrawScreen(terminalType: String)
    /// A system call failed.
    case systemCallFailed(call: String, errno: Int32)

    /// A message naming what failed and what to do.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream) is not a terminal; run in a terminal, or use a headless mode"
        case .cannotStart(let terminalType):
            "the terminal type '\(terminalType)' (TERM) is not in the terminfo database; "
                + "set TERM to a type it has, such as xterm-256color (toe -a lists them)"
        case .cannotDrawScreen(let terminalType):
            "the terminal type '\(terminalType.isEmpty ? "(empty)" : terminalType)' (TERM) cannot move the cursor, so it cannot show a screen; "
                + "run in a terminal emulator with TERM set to its type, such as xterm-256color, or use a headless mode"
        case .systemCallFailed(let call, let errno):
            "\(call) failed with errno \(errno)"
        }
    }
}
