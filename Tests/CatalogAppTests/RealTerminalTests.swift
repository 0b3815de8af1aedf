import Foundation
import GraftTerminal
import Testing

@testable import CatalogApp

/// Runs the real `catalog` executable on a real terminal (ncurses in tmux) and
/// checks what a user sees: the same frame the headless surface draws for the
/// same input, and a terminal left as it was found however the app ends.
@MainActor
@Suite(
    "Real terminal",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the real-terminal tests need it (apt-get install tmux)")
)
struct RealTerminalTests {
    private let size = Size(width: 80, height: 24)

    private func startCatalog() throws -> TmuxSession {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        // After the app ends, the shell reports its status and terminal modes.
        let command = "unset NO_COLOR; '\(catalog)' --terminal-check; echo \"exit=$?\"; stty -a | tr -s ' ;\\n' ' '; echo; sleep 30"
        return try TmuxSession(
            command: command, columns: size.width, rows: size.height,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        )
    }

    private func headlessFrame(for events: [Event]) -> String {
        let surface = HeadlessSurface(size: size, colorSupport: .indexed256)
        let loop = MainLoop(surface: surface)
        let showcase = TerminalShowcase(size: surface.size, colorSupport: surface.colorSupport)
        TerminalShowcaseApp.connect(showcase, to: loop)
        loop.setNeedsDisplay()
        for event in events { surface.enqueue(event) }
        loop.processInput()
        loop.displayIfNeeded()
        return surface.text
    }

    func expectRestored(_ session: TmuxSession, exitStatus: Int) async throws {
        let screen = try await session.waitForScreen { $0.contains("exit=") && $0.contains("speed") }
        #expect(screen.contains("exit=\(exitStatus)"), "exit status, screen:\n\(screen)")
        #expect(try session.format("#{alternate_on}") == "0", "left the alternate screen")
        #expect(try session.format("#{mouse_any_flag}") == "0", "mouse reporting off")
        #expect(try session.format("#{cursor_flag}") == "1", "cursor visible")
        let modes = screen.split(separator: "\n").first { $0.contains("speed") }.map(String.init) ?? ""
        #expect(
            modes.contains(" icanon") && modes.contains(" echo") && modes.contains(" isig"),
            "line mode and echo restored: \(modes)")
    }

    @Test func theRealTerminalShowsWhatTheHeadlessSurfaceShows() async throws {
        let session = try startCatalog()
        defer { session.close() }
        try await session.waitForScreen { $0.contains("The terminal layer") }
        try session.send(["Down"])
        try session.send(["x漢"], literal: true)
        try session.paste("pasted text")
        try session.send(["C-a"])
        let screen = try await session.waitForScreen { $0.contains("Events       5") }

        let expected = headlessFrame(for: [
            .key(KeyEvent(.down)),
            .key(KeyEvent(.character("x"))),
            .key(KeyEvent(.character("漢"))),
            .paste("pasted text"),
            .key(KeyEvent(.character("a"), modifiers: .control)),
        ])
        #expect(screen == expected, "tmux and headless differ:\n\(Self.lineDifferences(screen, expected))")

        try session.send(["q"])
        try await expectRestored(session, exitStatus: 0)
    }

    static func lineDifferences(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        return (0 ..< max(actualLines.count, expectedLines.count)).compactMap { index in
            let real = index < actualLines.count ? String(actualLines[index]) : "<none>"
            let headless = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
            return real == headless ? nil : "line \(index + 1):\n  terminal: \(real)\n  headless: \(headless)"
        }.joined(separator: "\n")
    }

    @Test func controlCQuitsWithStatus130AndRestoresTheTerminal() async throws {
        let session = try startCatalog()
        defer { session.close() }
        try await session.waitForScreen { $0.contains("The terminal layer") }
        try session.send(["C-c"])
        try await expectRestored(session, exitStatus: 130)
    }

    @Test func controlCInTheCatalogExits130() async throws {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("graft-interrupt-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let command = "'\(catalog)' --state-dir '\(state)'; echo \"exit=$?\"; stty -a | tr -s ' ;\\n' ' '; echo; sleep 30"
        let session = try TmuxSession(
            command: command, columns: size.width, rows: size.height,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        defer { session.close() }
        try await session.waitForScreen { $0.contains("Field Notes Case") }
        try session.send(["C-c"])
        try await expectRestored(session, exitStatus: 130)
    }

    @Test(arguments: [(SIGTERM, 128 + 15), (SIGHUP, 128 + 1), (SIGINT, 128 + 2)])
    func terminationSignalsRestoreTheTerminal(signal: Int32, exitStatus: Int) async throws {
        let session = try startCatalog()
        defer { session.close() }
        try await session.waitForScreen { $0.contains("The terminal layer") }
        let pid = try #require(session.childProcessIDs().first, "catalog's process")
        kill(pid, signal)
        try await expectRestored(session, exitStatus: exitStatus)
    }

    @Test(arguments: [(SIGSEGV, 128 + 11), (SIGABRT, 128 + 6), (SIGILL, 128 + 4)])
    func aCrashRestoresTheTerminal(signal: Int32, exitStatus: Int) async throws {
        let session = try startCatalog()
        defer { session.close() }
        try await session.waitForScreen { $0.contains("The terminal layer") }
        let pid = try #require(session.childProcessIDs().first, "catalog's process")
        kill(pid, signal)
        try await expectRestored(session, exitStatus: exitStatus)
    }

    /// Every signal whose default action ends the process leaves the
    /// terminal as it was found, not only the ones the app handles.
    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGQUIT, SIGVTALRM, SIGXCPU])
    func otherDeadlySignalsRestoreTheTerminal(signal: Int32) async throws {
        let session = try startCatalog()
        defer { session.close() }
        try await session.waitForScreen { $0.contains("The terminal layer") }
        let pid = try #require(session.childProcessIDs().first, "catalog's process")
        kill(pid, signal)
        try await expectRestored(session, exitStatus: 128 + Int(signal))
    }

    @Test func controlZSuspendsAndFgResumesWithAFullRedraw() async throws {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let session = try TmuxSession(
            command: "exec bash --norc --noprofile -i", columns: size.width, rows: size.height,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PS1": "$ "]
        )
        defer { session.close() }
        try await session.waitForScreen { $0.hasPrefix("$") }
        try session.send(["unset NO_COLOR; '\(catalog)' --terminal-check", "Enter"])
        try await session.waitForScreen { $0.contains("The terminal layer") }
        try session.send(["x"])
        try await session.waitForScreen { $0.contains("Events       1") }
        try session.send(["C-z"])
        let shell = try await session.waitForScreen { $0.contains("Stopped") }
        #expect(!shell.contains("The terminal layer"))
        #expect(try session.format("#{alternate_on}") == "0")
        try session.send(["fg", "Enter"])
        let resumed = try await session.waitForScreen { $0.contains("The terminal layer") }
        #expect(resumed.contains("Last key     x"))
        #expect(resumed.hasPrefix("╭─ Graft"))
        #expect(try session.format("#{alternate_on}") == "1")
        try session.send(["q"])
        try await session.waitForScreen { $0.split(separator: "\n").last == "$" }
        #expect(try session.format("#{alternate_on}") == "0")
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/share/terminfo/x/xterm-direct")
                || FileManager.default.fileExists(atPath: "/lib/terminfo/x/xterm-direct"),
            "the xterm-direct terminal type is not installed (apt-get install ncurses-term)"))
    func aDirectColorTerminalGets24BitColors() async throws {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let session = try TmuxSession(
            command: "unset NO_COLOR; '\(catalog)' --terminal-check", columns: size.width, rows: size.height,
            environment: ["TERM": "xterm-direct", "LANG": "C.UTF-8"])
        defer { session.close() }
        try await session.waitForScreen { $0.contains("24-bit color") }
        let styled = try session.captureWithStyles()
        // Gray labels are bright black, which a direct-color terminal gets as RGB.
        #expect(styled.contains("38;2;127;127;127"))
        try session.send(["q"])
    }

    @Test func resizingTheTerminalRedrawsAtTheNewSize() async throws {
        let session = try startCatalog()
        defer { session.close() }
        try await session.waitForScreen { $0.contains("The terminal layer") }
        try session.resize(columns: 60, rows: 20)
        let screen = try await session.waitForScreen { $0.contains("60x20") }
        #expect(screen.split(separator: "\n").first?.hasSuffix("╮") == true)
        try session.send(["q"])
        try await expectRestored(session, exitStatus: 0)
    }
}
