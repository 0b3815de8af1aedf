import Foundation
import GraftTerminal
import Testing

@testable import CatalogApp

/// The detail's "Buy Now" button ends in a space of its background color.
/// After a resize and after Ctrl-Z then `fg` (full redraws) that last cell
/// still has its color on the terminal. (tmux's `capture-pane` without `-N`
/// drops a trailing space even with a background, which is what made it
/// look lost; the bytes ncurses sends color it: see issue 20.)
@MainActor
@Suite(
    "Colored runs on a real terminal",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the real-terminal tests need it (apt-get install tmux)")
)
struct ColorRunRealTerminalTests {
    /// The SGR background in effect on the cell right after `text` in a
    /// line of `capture-pane -e -N`, or nil when `text` is not in it.
    static func background(after text: String, in styled: String) -> String? {
        for line in styled.split(separator: "\n") {
            guard let range = line.range(of: text) else { continue }
            var background = "49"
            var index = line.startIndex
            while index < line.endIndex {
                if line[index] == "\u{1B}", let end = line[index...].firstIndex(of: "m") {
                    let parameters = line[line.index(index, offsetBy: 2) ..< end].split(separator: ";").map(String.init)
                    for parameter in parameters.isEmpty ? ["0"] : parameters {
                        if parameter == "0" || parameter == "49" { background = "49" }
                        if let code = Int(parameter), (40 ... 47).contains(code) || (100 ... 107).contains(code) { background = parameter }
                    }
                    index = line.index(after: end)
                    continue
                }
                if index >= range.upperBound { return background }
                index = line.index(after: index)
            }
            return nil
        }
        return nil
    }

    @Test func theLastCellOfBuyNowKeepsItsColorAfterAResizeAndAfterFg() async throws {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("graft-color-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let session = try TmuxSession(
            command: "exec bash --norc --noprofile -i", columns: 100, rows: 30,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PS1": "$ "]
        )
        defer { session.close() }
        try await session.waitForScreen { $0.hasPrefix("$") }
        try session.send(["unset NO_COLOR; '\(catalog)' --state-dir '\(state)'", "Enter"])
        try await session.waitForScreen { $0.contains("Field Notes Case") }
        try session.send(["Enter"])
        try await session.waitForScreen { $0.contains("Buy Now") }
        let first = try #require(Self.background(after: "Buy Now", in: try session.captureWithStyles()))
        #expect(first != "49", "the button's last cell has a background")
        try session.resize(columns: 90, rows: 28)
        try await Task.sleep(for: .milliseconds(400))
        try await session.waitForScreen { $0.contains("Buy Now") }
        #expect(Self.background(after: "Buy Now", in: try session.captureWithStyles()) == first, "after a resize")
        try session.send(["C-z"])
        try await session.waitForScreen { $0.contains("Stopped") }
        try session.send(["fg", "Enter"])
        try await session.waitForScreen { $0.contains("Buy Now") }
        try await Task.sleep(for: .milliseconds(200))
        #expect(Self.background(after: "Buy Now", in: try session.captureWithStyles()) == first, "after Ctrl-Z and fg")
        try session.send(["q"])
    }
}
