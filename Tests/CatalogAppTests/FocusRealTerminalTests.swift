import Foundation
import Testing

/// Focus on the real terminal (ncurses in tmux): Tab never takes the focus mark or the terminal cursor out of a sheet,
/// and after the sheet closes the keys go where focus was.
@MainActor
@Suite(
    "Focus on a real terminal",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the real-terminal tests need it (apt-get install tmux)")
)
struct FocusRealTerminalTests {
    /// The rows of a styled capture that hold reverse video (the focus mark).
    static func reversedRows(in styled: String) -> [Int] {
        let lines = styled.split(separator: "\n", omittingEmptySubsequences: false)
        let pattern = /\x1B\[(?:[0-9;]*;)?7(?:;[0-9;]*)?m/
        return lines.indices.filter { lines[$0].contains(pattern) }
    }

    /// Opens Settings from the catalog's first screen.
    private func openSettings(_ session: TmuxSession) async throws {
        try await session.waitForScreen { $0.contains("Search products") }
        try session.send(["s"])
        try await session.waitForScreen { $0.contains("Confirm before buying") }
    }

    @Test func tabThirtyTimesInSettingsNeverLeavesTheSheet() async throws {
        let terminal = try TourTerminal.start(columns: 100, rows: 30)
        defer { terminal.close() }
        let session = terminal.session
        try await openSettings(session)
        try session.send(["M-Up"])
        try await session.waitForScreen { $0.contains("Edit Profile") }
        var stepsWithAMark = 0
        for step in 1 ... 30 {
            try session.send(["Tab"])
            try await Task.sleep(for: .milliseconds(60))
            let rows = Self.reversedRows(in: try session.captureWithStyles())
            // The large sheet covers every row but the first.
            #expect(!rows.contains(0), "Tab \(step) put the focus mark behind the sheet")
            if !rows.isEmpty { stepsWithAMark += 1 }
            let cursorRow = Int(try session.format("#{cursor_y}")) ?? 0
            let cursorShown = try session.format("#{cursor_flag}") == "1"
            #expect(!cursorShown || cursorRow > 0, "Tab \(step) put the cursor behind the sheet")
        }
        // Most stops are reversed controls (the address field shows the cursor instead).
        #expect(stepsWithAMark >= 20, "the focus mark was seen at \(stepsWithAMark) of 30 stops")
        try session.send(["Escape"])
        try await session.waitForScreen { !$0.contains("Confirm before buying") }
        // Focus is back on the list: Enter opens the selected product.
        try session.send(["Enter"])
        let screen = try await session.waitForScreen { $0.contains("Buy Now") }
        #expect(screen.contains("Field Notes Case"))
    }

    @Test func tabThirtyTimesInTheProfileEditorNeverLeavesItAndEnterReopensItAfterwards() async throws {
        let terminal = try TourTerminal.start(columns: 100, rows: 30)
        defer { terminal.close() }
        let session = terminal.session
        try await openSettings(session)
        try session.send(["e"])
        try await session.waitForScreen { $0.contains("Email a receipt") }
        // The editor covers every row below the catalog's title and the sheet's edge.
        for step in 1 ... 30 {
            try session.send(["Tab"])
            try await Task.sleep(for: .milliseconds(60))
            let rows = Self.reversedRows(in: try session.captureWithStyles())
            #expect(rows.allSatisfy { $0 > 1 }, "Tab \(step) put the focus mark behind the editor: rows \(rows)")
            let cursorRow = Int(try session.format("#{cursor_y}")) ?? 0
            let cursorShown = try session.format("#{cursor_flag}") == "1"
            #expect(!cursorShown || cursorRow > 1, "Tab \(step) put the cursor behind the editor")
        }
        try session.send(["Escape"])
        try await session.waitForScreen { !$0.contains("Email a receipt") && $0.contains("Confirm before buying") }
        // Focus went back to the row that opened the editor: Enter opens it again.
        try session.send(["Enter"])
        try await session.waitForScreen { $0.contains("Email a receipt") }
    }

    @Test func withoutColorsTheSearchFieldsCursorIsTheOnlyFocusMarkAndTheListShowsOneRow() async throws {
        let terminal = try TourTerminal.start(columns: 100, rows: 30, colors: false)
        defer { terminal.close() }
        let session = terminal.session
        try await session.waitForScreen { $0.contains("Search products") }
        #expect(Self.reversedRows(in: try session.captureWithStyles()) == [3], "the list's one cursor, on its first product")
        try session.send(["/"])
        try await Task.sleep(for: .milliseconds(150))
        #expect(Self.reversedRows(in: try session.captureWithStyles()).isEmpty, "the selection is underlined, not reversed")
        #expect(try session.format("#{cursor_flag}") == "1" && session.format("#{cursor_y}") == "1", "the cursor is in the field")
    }
}
