/// Why the real terminal could not be used.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (for example, piped to a file).
    case notATerminal(stream: String)
    /// ncurses could not start on this terminal type.
    case cannotStart(terminalType: String)
    /// A system call failed.
    case systemCallFailed(call: String, errno: Int32)

    /// A message naming what failed and what to do.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream) is not a terminal; run in a terminal, or use a headless mode"
        case .cannotStart(let terminalType):
            "cannot start the terminal of type '\(terminalType)' (is TERM set to a type in the terminfo database?)"
        case .systemCallFailed(let call, let errno):
            "\(call) failed with errno \(errno)"
        }
    }
}
