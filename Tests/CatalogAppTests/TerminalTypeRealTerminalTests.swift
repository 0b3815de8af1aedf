import Foundation
import Testing

@testable import CatalogApp

/// The real `catalog` in tmux with the terminal types and color variables a
/// user's environment may have, and keypad mode across Ctrl-Z and `fg`.
@MainActor
@Suite(
    "Terminal types on a real terminal",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the real-terminal tests need it (apt-get install tmux)")
)
struct TerminalTypeRealTerminalTests {
    private func shell(columns: Int = 100) async throws -> TmuxSession {
        let session = try TmuxSession(
            command: "exec bash --norc --noprofile -i", columns: columns, rows: 30,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PS1": "$ "])
        try await session.waitForScreen { $0.hasPrefix("$") }
        return session
    }

    private var catalog: String {
        get throws { try #require(Executables.catalog, "the catalog executable was not built next to the tests") }
    }

    @Test func keypadModeIsOnAgainAfterFg() async throws {
        let session = try await shell()
        defer { session.close() }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("graft-keypad-\(UUID().uuidString)").path
        try session.send(["unset NO_COLOR; '\(try catalog)' --state-dir '\(state)'", "Enter"])
        try await session.waitForScreen { $0.contains("Field Notes Case") }
        #expect(try session.format("#{keypad_cursor_flag}") == "1")
        try session.send(["C-z"])
        try await session.waitForScreen { $0.contains("Stopped") }
        #expect(try session.format("#{keypad_cursor_flag}") == "0")
        try session.send(["fg", "Enter"])
        try await session.waitForScreen { $0.contains("Field Notes Case") }
        #expect(try session.format("#{keypad_cursor_flag}") == "1", "keypad mode after fg")
        try session.send(["q"])
        try await session.waitForScreen { $0.split(separator: "\n").last == "$" }
        try? FileManager.default.removeItem(atPath: state)
    }

    @Test(
        .enabled(
            if: ["/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct"].contains {
                FileManager.default.fileExists(atPath: $0)
            },
            "the xterm-direct terminal type is not installed (apt-get install ncurses-term)"))
    func colorTermTruecolorGives24BitColorOnAn256ColorTerm() async throws {
        let session = try await shell()
        defer { session.close() }
        try session.send(["unset NO_COLOR; COLORTERM=truecolor '\(try catalog)' --terminal-check", "Enter"])
        try await session.waitForScreen { $0.contains("24-bit color") }
        #expect(try session.captureWithStyles().contains("38;2;127;127;127"))
        try session.send(["q"])
    }

    @Test func aDumbOrUnknownTerminalIsRefusedWithAMessage() async throws {
        // Wide enough that the messages are not wrapped; the status shows as 1001
        // so that waiting does not stop at the command line as typed.
        let session = try await shell(columns: 250)
        defer { session.close() }
        try session.send(["TERM=dumb '\(try catalog)'; echo \"exit=$((1000 + $?))\"", "Enter"])
        let dumb = try await session.waitForScreen { $0.contains("exit=10") }
        #expect(dumb.contains("'dumb' (TERM) cannot move the cursor") && dumb.contains("exit=1001"), "\(dumb)")
        try session.send(["TERM=graft-no-such-term '\(try catalog)'; echo \"then=$((2000 + $?))\"", "Enter"])
        let unknown = try await session.waitForScreen { $0.contains("then=20") }
        #expect(
            unknown.contains("'graft-no-such-term' (TERM) is not in the terminfo database") && unknown.contains("then=2001"), "\(unknown)")
    }
}
