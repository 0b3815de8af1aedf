/// What the `catalog` command was asked to do.
public struct CommandLineOptions: Equatable, Sendable {
    /// Print the usage and exit.
    public var showsHelp = false

    /// Options with every default.
    public init() {}

    /// The usage text `--help` prints.
    public static let usage = """
        Usage: catalog [options]

        Runs Graft's product-catalog demo in the terminal.

        Options:
          -h, --help    Show this help and exit.

        Keys: q or Ctrl-C quits; Ctrl-Z suspends (resume with fg).
        """

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``CommandLineError`` naming the argument that was not understood.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
        var options = CommandLineOptions()
        for argument in arguments {
            switch argument {
            case "-h", "--help":
                options.showsHelp = true
            default:
                throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
            }
        }
        return options
    }
}

/// A command line that could not be understood.
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
    /// An option the command does not have.
    case unknownOption(String)
    /// An argument where none is taken.
    case unexpectedArgument(String)

    /// A message naming the argument and pointing at `--help`.
    public var description: String {
        switch self {
        case .unknownOption(let option): "unknown option '\(option)' (see catalog --help)"
        case .unexpectedArgument(let argument): "unexpected argument '\(argument)' (see catalog --help)"
        }
    }
}
