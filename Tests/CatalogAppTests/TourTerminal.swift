import Foundation
import GraftTerminal
import GraftTesting
import Testing

/// The real `catalog` app (ncurses, no tape) in tmux, started as a person
/// would start it, with its state in a private directory; and the checks
/// that its screen matches the headless one and that it leaves the
/// terminal as it found it.
@MainActor
struct TourTerminal {
    let session: TmuxSession
    let stateDirectory: String

    /// Starts the app in a `columns` x `rows` terminal with nothing saved.
    /// After it quits, the shell prints its exit status and terminal modes.
    /// With `colors` false the app runs under `NO_COLOR=1`.
    static func start(columns: Int, rows: Int, arguments: [String] = [], colors: Bool = true) throws -> TourTerminal {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let stateDirectory = try TourFiles.temporaryDirectory()
        let words = [catalog, "--state-dir", stateDirectory] + arguments
        let command =
            (colors ? "unset NO_COLOR; " : "export NO_COLOR=1; ") + words.map(quoted).joined(separator: " ")
            + "; echo \"exit=$?\"; stty -a | tr -s ' ;\\n' ' '; echo; sleep 30"
        let session = try TmuxSession(command: command, columns: columns, rows: rows, environment: environment)
        return TourTerminal(session: session, stateDirectory: stateDirectory)
    }

    /// The app's environment: the tests' own locale, so prices are formatted
    /// as the headless app in this process formats them, with UTF-8
    /// characters for ncurses.
    static var environment: [String: String] {
        var environment = ["TERM": "xterm-256color"]
        let own = ProcessInfo.processInfo.environment
        for name in ["LANG", "LC_ALL", "LC_MESSAGES", "LC_MONETARY"] { environment[name] = own[name] }
        if own["LC_ALL"] == nil { environment["LC_CTYPE"] = "C.UTF-8" }
        return environment
    }

    /// Ends tmux and removes the state directory.
    func close() {
        session.close()
        try? FileManager.default.removeItem(atPath: stateDirectory)
    }

    /// Types `bytes` as the terminal would receive them from the keyboard.
    func type(_ bytes: [UInt8]) async throws {
        guard !bytes.isEmpty else { return }
        // `-H` makes tmux send each argument as one byte, given in hex.
        try session.send(["-H"] + bytes.map { String($0, radix: 16) })
        // A lone Escape is told from the start of a sequence by a pause.
        if bytes == [0x1B] { try await Task.sleep(for: .milliseconds(100)) }
    }

    /// Waits until the terminal shows exactly `expected` (trailing spaces
    /// aside), both read through `masking`; otherwise records the differing
    /// lines and returns false.
    @discardableResult
    func waitForExactly(
        _ expected: String, named name: String, masking: (String) -> String = { $0 },
        timeout: Duration = .seconds(10)
    ) async throws -> Bool {
        let expected = masking(expected)
        do {
            try await session.waitForScreen(timeout: timeout) { masking($0) == expected }
            return true
        } catch TmuxError.timedOut(let screen) {
            Issue.record(
                "the terminal and the headless surface differ at '\(name)':\n\(RealTerminalTests.lineDifferences(masking(screen), expected))"
            )
            return false
        }
    }

    /// Waits until every cell of the terminal has the colors and attributes
    /// `expected` has (once brought down to the terminal's 256 colors);
    /// otherwise records the first differing cells and returns false.
    @discardableResult
    func waitForLooks(of expected: Canvas, named name: String, timeout: Duration = .seconds(10)) async throws -> Bool {
        let wanted = TerminalLooks.looks(of: expected)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var differences: [String] = []
        repeat {
            let shown = TerminalLooks.parse(try session.captureWithStyles(), size: expected.size)
            differences = TerminalLooks.differences(expected: wanted, actual: shown)
            if differences.isEmpty { return true }
            try await Task.sleep(for: .milliseconds(50))
        } while clock.now < deadline
        Issue.record("the terminal's colors differ from the headless surface's at '\(name)':\n\(differences.joined(separator: "\n"))")
        return false
    }

    /// After the app quits: exit status 0, main screen, mouse off, cursor
    /// shown, and the line discipline back in cooked mode with echo.
    func expectRestored() async throws {
        try await RealTerminalTests().expectRestored(session, exitStatus: 0)
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
