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
    /// Print the version and exit.
    public var showsVersion = false
    /// A catalog file to use instead of the built-in one.
    public var catalogPath: String?
    /// Where to keep the state file, instead of `$XDG_STATE_HOME/graft-catalog`.
    public var stateDirectory: String?
    /// The appearance for this run, which also becomes the saved setting.
    public var theme: Theme?
    /// How many purchases, from the first, the simulated payment declines.
    public var failingPurchaseCount = 0
    /// Whether to show the terminal check (`--terminal-check`) instead of the catalog.
    public var showsTerminalCheck = false
    /// Tapes to check without playing them (`--validate FILE...`).
    public var validationPaths: [String]?
    /// Print more about a tape run: the `Set` commands a recording ignores.
    public var isVerbose = false
    /// Write a generated catalog instead of running the app (`--generate-catalog N FILE`,
    /// not in `--help`: a tool for benchmarks and tests).
    public var catalogGeneration: CatalogGeneration?

    /// A request to write a generated catalog.
    public struct CatalogGeneration: Equatable, Sendable {
        /// How many products.
        public var count: Int
        /// The file to write.
        public var path: String
    }

    /// What `--version` prints.
    public static let version = "catalog (Graft) 0.1.0"

    /// Options with every default.
    public init() {}

    /// The usage text `--help` prints.
    public static let usage = """
        Usage: catalog [options]
               catalog --tape FILE [--headless [--size COLSxROWS]] [--output FILE] [options]
               catalog --validate FILE...

        Runs Graft's product-catalog demo in the terminal.

        Options:
          --catalog FILE       Use the products in FILE (JSON, the schema of Assets/catalog.json)
                               instead of the built-in catalog.
          --state-dir DIR      Keep favorites, purchases and settings in DIR/state.json
                               (default: $XDG_STATE_HOME/graft-catalog, or ~/.local/state/graft-catalog).
          --theme THEME        Appearance: system, light or dark (saved as the setting).
          --fail-purchases N   Decline the first N purchases, to show a failed purchase and a retry.
          --tape FILE          Play a tape of keystrokes (see Assets/Tapes/) on the terminal, at human pace,
                               from a clean state that is not saved (unless --state-dir is given), with
                               prices in the en_US locale so recordings are the same everywhere.
          --headless           With --tape: play without a terminal, as fast as the app allows.
          --size COLSxROWS     With --headless: the screen size (default: the tape's Set Size, or 80x24).
          --output FILE        With --tape: record the run as .txt, .ansi, .cast (asciicast v2) or .svg,
                               instead of the tape's own Output lines.
          --verbose            With --tape: also list the tape's settings a recording ignores.
          --validate FILE...   Check tapes without playing them; print every error.
          --terminal-check     Show what this terminal reports (size, colors, keys, mouse, paste)
                               instead of the catalog.
          -h, --help           Show this help and exit.
          --version            Show the version and exit.
        An option's value may also follow an equals sign (--size=80x24); -- ends the options.

        Keys: arrows or j/k move, Enter opens, Escape or Backspace goes back, Tab moves focus,
        f toggles a favorite, / searches, s opens settings, 1-3 switch tabs, ? shows every key,
        q or Ctrl-C quits; Ctrl-Z suspends (resume with fg).

        Tapes use VHS's syntax (github.com/charmbracelet/vhs); several commands may share a line,
        # starts a comment, strings are "…", '…' or `…` with no escapes:
          Output demo.svg            where to record (.svg .cast .ansi .txt; others are skipped)
          Set Size 100x30            the screen in cells (or Set Width/Height in pixels, FontSize,
                                     Padding, Theme, TypingSpeed, WaitTimeout, WaitPattern, Framerate)
          Type "text"  Enter 2  Down@100ms 3  Ctrl+C  Alt+Up  Key F5  Tab  Space  Backspace
          Sleep 0.5  Sleep 500ms     a bare number is seconds
          Wait "text"  Wait /regex/  Wait+Screen@5s /regex/     wait for the screen
          Expect "text"  Expect not "text"                      check the screen now
          Click COL ROW  Scroll Down COL ROW  ScrollUp 3  Resize 60x20  Copy "x"  Paste
          Screenshot name  Screenshot shot.svg  Hide  Show  Require git  Env K "v"  Source a.tape

        Environment:
          NO_COLOR             Set (not empty): no colors, only bold, underline and reverse.
          COLORTERM            truecolor or 24bit: 24-bit color, through the -direct entry of TERM.
          TERM                 The terminal type; dumb or a type terminfo does not know is refused.
          LANG, LC_ALL, LC_MONETARY   How prices show (a tape run always uses en_US).
          XDG_STATE_HOME       Where the state directory is, unless --state-dir is given.
          GRAFT_DEBUG_LOG      A file to append layout diagnostics to.
          GRAFT_SNAPSHOT_RECORD, GRAFT_PROPERTY_SEED, GRAFT_PROPERTY_COUNT, GRAFT_FUZZ_COUNT
                               For Graft's own tests: record snapshots, seed and size property tests.

        Exit status: 0 success, 1 a tape's Expect, Wait or Require failed, 64 bad arguments,
        65 an invalid catalog or a malformed tape, 66 a catalog or tape that cannot be read,
        73 a state directory that cannot be written, 74 a state file or recording that
        cannot be read or written.
        """

    /// The options that take a value, which `--option=value` may give.
    private static let valueOptions: Set<String> = [
        "--tape", "--output", "--catalog", "--state-dir", "--theme", "--fail-purchases", "--size", "--generate-catalog",
    ]

    /// Parses `arguments` (without the program name).
    ///
    /// An option's value may be the next argument or follow `=` (`--size=80x24`);
    /// `--` ends the options, and what follows are files for `--validate`.
    /// An option given twice is an error, as is a value that is not valid.
    ///
    /// - Throws: ``CommandLineError`` naming the argument that was not understood.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        var seen: Set<String> = []
        var files: [String] = []
        var inlineValue: String?
        func value(for option: String) throws(CommandLineError) -> String {
            if let inline = inlineValue {
                inlineValue = nil
                return inline
            }
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else { throw .missingValue(option) }
            return value
        }
        while let next = remaining.popFirst() {
            var argument = next
            if argument == "--" {
                files += remaining
                break
            }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let name = String(argument[..<equals])
                guard valueOptions.contains(name) else {
                    throw Self.knownOptions.contains(name) ? .unexpectedValue(name) : .unknownOption(name)
                }
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = name
            }
            if argument.hasPrefix("-"), argument != "-" {
                let name = argument == "-h" ? "--help" : argument
                guard !seen.contains(name) else { throw .repeated(argument) }
                seen.insert(name)
            }
            switch argument {
            case "-h", "--help":
                options.showsHelp = true
            case "--tape":
                options.tapePath = try value(for: argument)
            case "--headless":
                options.isHeadless = true
            case "--output":
                options.outputPath = try value(for: argument)
            case "--verbose":
                options.isVerbose = true
            case "--validate":
                options.validationPaths = []
            case "--version":
                options.showsVersion = true
            case "--terminal-check":
                options.showsTerminalCheck = true
            case "--catalog":
                options.catalogPath = try value(for: argument)
            case "--state-dir":
                let text = try value(for: argument)
                // An empty path would be the current directory: never what was meant.
                guard !text.isEmpty else {
                    throw .invalidValue(option: argument, value: text, expected: "a directory path, not an empty one")
                }
                options.stateDirectory = text
            case "--theme":
                let text = try value(for: argument)
                guard let theme = Theme(rawValue: text) else {
                    throw .invalidValue(option: argument, value: text, expected: "system, light or dark")
                }
                options.theme = theme
            case "--fail-purchases":
                let text = try value(for: argument)
                guard let count = Int(text), count >= 0 else {
                    throw .invalidValue(option: argument, value: text, expected: "a whole number, 0 or more")
                }
                options.failingPurchaseCount = count
            case "--generate-catalog":
                let text = try value(for: argument)
                guard let count = Int(text), (0 ... 10_000_000).contains(count) else {
                    throw .invalidValue(option: argument, value: text, expected: "a number of products from 0 to 10000000")
                }
                inlineValue = nil
                options.catalogGeneration = CatalogGeneration(count: count, path: try value(for: argument))
            case "--size":
                let text = try value(for: argument)
                guard let size = parseSize(text) else {
                    throw .invalidValue(option: argument, value: text, expected: "COLSxROWS, such as 100x30")
                }
                options.size = size
            default:
                if argument.hasPrefix("-"), argument != "-" { throw .unknownOption(argument) }
                files.append(argument)
            }
        }
        if options.validationPaths != nil {
            guard !files.isEmpty else { throw .missingValue("--validate") }
            options.validationPaths = files
        } else if let file = files.first {
            throw .unexpectedArgument(file)
        }
        if options.tapePath == nil {
            if options.isHeadless { throw .requires(option: "--headless", other: "--tape") }
            if options.outputPath != nil { throw .requires(option: "--output", other: "--tape") }
            if options.isVerbose { throw .requires(option: "--verbose", other: "--tape") }
        }
        if options.size != nil, !options.isHeadless { throw .requires(option: "--size", other: "--headless") }
        return options
    }

    /// Every option, for telling a misplaced `=` from an unknown option.
    private static let knownOptions: Set<String> = valueOptions.union([
        "--help", "--headless", "--verbose", "--validate", "--version", "--terminal-check",
    ])

    private static func parseSize(_ text: String) -> Size? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1 ... 1000).contains(columns), (1 ... 1000).contains(rows)
        else { return nil }
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
    /// An option that takes one value, given more than once.
    case repeated(String)
    /// `--option=value` for an option that takes no value.
    case unexpectedValue(String)

    /// A message naming the argument and pointing at `--help`.
    public var description: String {
        switch self {
        case .unknownOption(let option): "unknown option '\(option)' (see catalog --help)"
        case .unexpectedArgument(let argument): "unexpected argument '\(argument)' (see catalog --help)"
        case .missingValue(let option): "option '\(option)' needs a value (see catalog --help)"
        case .invalidValue(let option, let value, let expected): "invalid value '\(value)' for \(option): expected \(expected)"
        case .requires(let option, let other): "\(option) only works with \(other) (see catalog --help)"
        case .repeated(let option): "option '\(option)' is given more than once; give it once"
        case .unexpectedValue(let option): "option '\(option)' takes no value (see catalog --help)"
        }
    }
}
