import GraftTerminal

/// What the `catalog` command was asked to do.
public struct CommandLineOptions: Equatable, Sendable {
    /// Print the usage and exit.
    public var showsHelp = false
    /// A tape of keystrokes to play.
    public var tapePath: String?
    /// Play the tape without a terminal, as fast as the app allows.
    public var isHeadless = false
    /// The headless screen size (overrides the tape's `Set Size`).
    public var size: Size?
    /// Where to record the run: `.txt`, `.ansi`, `.cast` or `.svg`.
    public var outputPath: String?

    /// Options with every default.
    public init() {}

    /// The usage text `--help` prints.
    public static let usage = """
        Usage: catalog [options]

        Runs Graft's product-catalog demo in the terminal.

        Options:
          --tape FILE          Play a tape of keystrokes (see Assets/Tapes/) on the terminal, at human pace.
          --headless           With --tape: play without a terminal, as fast as the app allows.
          --size COLSxROWS     With --headless: the screen size (default: the tape's Set Size, or 80x24).
          --output FILE        With --tape: record the run as .txt, .ansi, .cast (asciicast v2) or .svg.
          -h, --help           Show this help and exit.

        Keys: q or Ctrl-C quits; Ctrl-Z suspends (resume with fg).

        Exit status: 0 success, 1 a tape's Expect or Wait failed, 64 bad arguments,
        65 a malformed tape, 74 the recording could not be written.
        """

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``CommandLineError`` naming the argument that was not understood.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        func value(for option: String) throws(CommandLineError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else { throw .missingValue(option) }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                options.showsHelp = true
            case "--tape":
                options.tapePath = try value(for: argument)
            case "--headless":
                options.isHeadless = true
            case "--output":
                options.outputPath = try value(for: argument)
            case "--size":
                let text = try value(for: argument)
                guard let size = parseSize(text) else { throw .invalidValue(option: argument, value: text, expected: "COLSxROWS, such as 100x30") }
                options.size = size
            default:
                throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
            }
        }
        if options.tapePath == nil {
            if options.isHeadless { throw .requires(option: "--headless", other: "--tape") }
            if options.outputPath != nil { throw .requires(option: "--output", other: "--tape") }
        }
        if options.size != nil, !options.isHeadless { throw .requires(option: "--size", other: "--headless") }
        return options
    }

    private static func parseSize(_ text: String) -> Size? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              (1 ... 1000).contains(columns), (1 ... 1000).contains(rows) else { return nil }
        return Size(width: columns, height: rows)
    }
}

/// A command line that could not be understood.
public enum CommandLineError: Error, Equatable, CustomStringConvertible {
    /// An option the command does not have.
    case unknownOption(String)
    /// An argument where none is taken.
    case unexpectedArgument(String)
    /// An option given without its value.
    case missingValue(String)
    /// An option's value that is not valid.
    case invalidValue(option: String, value: String, expected: String)
    /// An option that only makes sense with another.
    case requires(option: String, other: String)

    /// A message naming the argument and pointing at `--help`.
    public var description: String {
        switch self {
        case .unknownOption(let option): "unknown option '\(option)' (see catalog --help)"
        case .unexpectedArgument(let argument): "unexpected argument '\(argument)' (see catalog --help)"
        case .missingValue(let option): "option '\(option)' needs a value (see catalog --help)"
        case .invalidValue(let option, let value, let expected): "invalid value '\(value)' for \(option): expected \(expected)"
        case .requires(let option, let other): "\(option) only works with \(other) (see catalog --help)"
        }
    }
}
