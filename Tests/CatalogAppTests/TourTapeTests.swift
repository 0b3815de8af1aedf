import Foundation
import GraftTesting
import Testing

/// Plays the catalog tour (`Assets/Tapes/tour.tape`) through the real
/// `catalog` command line, headless, as CI does.
@Suite("The catalog tour, headless")
struct TourTapeTests {
    @Test func theTourPlaysHeadlessVisitsEveryScreenAndRecordsTheSameTextEveryTime() throws {
        let directory = try TourFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = directory + "/first.txt"
        let second = directory + "/second.txt"

        let run = try TourFiles.playHeadless(output: first)
        #expect(run.status == 0, "\(run.output)")
        let again = try TourFiles.playHeadless(output: second)
        #expect(again.status == 0, "\(again.output)")

        let text = try String(contentsOfFile: first, encoding: .utf8)
        let headers = text.split(separator: "\n").filter { $0.hasPrefix("--- ") && $0.hasSuffix(" ---") }.map(String.init)
        let expected = try TourFiles.screenshotNames().map { "--- \($0) ---" } + ["--- final ---"]
        #expect(headers == expected)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)),
            "two headless plays of the tour differ")

        // One screenshot for each screen and flow the tour promises to show.
        let screens = Dictionary(
            TourFiles.screenshots(inRecording: text).map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        let promised: [(name: String, shows: String)] = [
            ("catalog", "Field Notes Case"), ("search", "⊙ wal"), ("detail", "Add to Favorites"),
            ("favorited", "Remove from Favorites"), ("favorite-in-list", "$129.00 ♥"),
            ("favorites-tab", "Walnut Monitor Riser"), ("purchase-failed", "Purchase Failed"),
            ("checkout", "Order 00000001"),
            ("dashboard", "1 favorite"), ("settings", "Appearance"), ("theme-changed", "Theme"),
            ("settings-edited", "12 Main Sq"), ("profile-editor", "Email a receipt"), ("help", "Quit the catalog"),
            ("remove-all-favorites", "Remove All Favorites?"), ("confirm-purchase", "•••"),
            ("catalog-again", "$129.00 ♥"),
        ]
        for screen in promised {
            #expect(screens[screen.name]?.contains(screen.shows) == true, "the tour's '\(screen.name)' does not show '\(screen.shows)'")
        }
    }
}

/// What the tour's text recording cannot show: colors.
@MainActor
@Suite("The catalog tour's colors")
struct TourColorTests {
    @Test func theThemeChangeRecolorsTheScreenAtOnce() async throws {
        let tape = try TourFiles.tape()
        let headless = try TourHeadlessApp(size: try #require(tape.initialSize), arguments: TourFiles.appArguments)
        let recording = try await TapePlayer(target: headless.target, mode: .headless).play(tape)
        let frames = Dictionary(recording.screenshots.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let before = try #require(frames["settings"])
        let after = try #require(frames["theme-changed"])
        #expect(before.text == after.text, "the theme changes colors, not words")
        let isRecolored = before != after
        #expect(isRecolored, "the screen right after the theme picker moved is drawn in the new theme's colors")
    }
}
