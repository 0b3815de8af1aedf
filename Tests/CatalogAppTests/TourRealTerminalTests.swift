import Foundation
import GraftTerminal
import GraftTesting
import Testing

@testable import CatalogApp

/// The real `catalog` binary on a real terminal (ncurses in tmux) shows the
/// same text as the headless surface, and at every screenshot of the tour
/// the same colors and attributes too; and the same text at every step of
/// the favorite flow.
@MainActor
@Suite(
    "The catalog on a real terminal",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the real-terminal tests need it (apt-get install tmux)")
)
struct TourRealTerminalTests {
    /// Replays the tour's keys into the real app through tmux, step by step:
    /// `Wait` and `Expect` wait for their text, and each `Screenshot` waits
    /// until the terminal shows exactly the headless recording's frame, text
    /// and then every printed cell's colors and attributes.
    /// Driving tmux from the parsed tape (rather than playing the tape in the
    /// app) sends the keys through the terminal and ncurses' input, and never
    /// races a screen that moves on by itself.
    @Test func everyScreenshotOfTheTourLooksTheSameOnTheRealTerminal() async throws {
        let tape = try TourFiles.tape()
        let size = try #require(tape.initialSize, "the tour sets its size")
        let headless = try await Self.headlessScreenshots(of: tape, size: size)
        let terminal = try TourTerminal.start(columns: size.width, rows: size.height, arguments: TourFiles.appArguments)
        defer { terminal.close() }
        try await terminal.session.waitForScreen { $0.contains("Catalog") }

        var remaining = headless[...]
        for step in tape.steps {
            switch step.command {
            case .set, .sleep, .hide, .show, .output, .require, .env, .copy:
                continue
            case .type, .key:
                try await terminal.type(step.command.inputBytes)
            case .click, .drag, .scroll, .scrollViewport, .paste, .waitMatch, .screenshotFile:
                Issue.record("the tour uses \(step); the terminal replay sends only keys and waits for text")
            case .resize(let size):
                try terminal.session.resize(columns: size.width, rows: size.height)
            case .wait(let text, _), .expect(let text):
                try await terminal.session.waitForScreen { Self.maskingOrderNumber($0).contains(Self.maskingOrderNumber(text)) }
            case .expectAbsent(let text):
                try await terminal.session.waitForScreen { !Self.maskingOrderNumber($0).contains(Self.maskingOrderNumber(text)) }
            case .screenshot(let name):
                let next = remaining.popFirst()
                let expected = try #require(next, "no headless screenshot for '\(name)'")
                try #require(expected.name == name, "the headless recording has '\(expected.name)' where the tape has '\(name)'")
                guard try await terminal.waitForExactly(expected.text, named: name, masking: Self.maskingOrderNumber),
                    try await terminal.waitForLooks(of: expected.frame, named: name)
                else { return }
            }
        }
        #expect(remaining.isEmpty)
        try await terminal.expectRestored()
    }

    /// The screen with its order number hidden: the interactive app gives
    /// each purchase a random one, where tape runs count them up.
    private static func maskingOrderNumber(_ screen: String) -> String {
        screen.replacing(/Order [0-9a-f]{8}/, with: "Order ########")
    }

    /// The tour's screenshots played headless in this process: their text and frames.
    private static func headlessScreenshots(of tape: Tape, size: Size) async throws -> [(name: String, text: String, frame: Canvas)] {
        // At tmux's 256 colors, as the terminal replay shows it: a picture's
        // two pixels that fall on one palette color are a space, not a half block.
        let headless = try TourHeadlessApp(size: size, arguments: TourFiles.appArguments, colorSupport: .indexed256)
        let recording = try await TapePlayer(target: headless.target, mode: .headless).play(tape)
        let texts = TourFiles.screenshots(inRecording: recording.plainText())
        try #require(texts.count == recording.screenshots.count, "every screenshot has its frame")
        return zip(texts, recording.screenshots).map { text, shot in (shot.name, text.text, shot.frame) }
    }

    /// Catalog, detail, favorite, back: after each key the real terminal
    /// shows exactly what the headless app shows after the same key.
    @Test func favoritingFromTheDetailShowsInTheListOnTheRealTerminal() async throws {
        let size = Size(width: 80, height: 24)
        // At tmux's 256 colors, as the terminal shows pictures.
        let headless = try TourHeadlessApp(size: size, colorSupport: .indexed256)
        await headless.pilot.settle()
        let terminal = try TourTerminal.start(columns: size.width, rows: size.height)
        defer { terminal.close() }

        let catalog = await headless.screen()
        #expect(catalog.contains("Catalog") && !catalog.contains("♥"))
        try await terminal.waitForExactly(catalog, named: "catalog")

        let steps: [(name: String, key: Key, check: (String) -> Bool)] = [
            ("detail", .enter, { $0.contains("Field Notes Case") && $0.contains("Add to Favorites") && $0.contains("Buy Now") }),
            ("favorited", .character("f"), { $0.contains("♥ Remove from Favorites") }),
            ("back", .escape, { $0.contains("Field Notes Case") && $0.contains("$49.00 ♥") && !$0.contains("Buy Now") }),
        ]
        for step in steps {
            try await headless.pilot.press(step.key)
            // Animations (the heart scaling in) settle, as they have on the
            // terminal by the time its screen is compared.
            headless.target.advanceTime(by: .seconds(1))
            await headless.pilot.settle()
            let expected = await headless.screen()
            #expect(step.check(expected), "headless '\(step.name)':\n\(expected)")
            try await terminal.type(InputDecoder.encode(KeyEvent(step.key)))
            guard try await terminal.waitForExactly(expected, named: step.name) else { return }
        }

        try await terminal.type(Array("q".utf8))
        try await terminal.expectRestored()
        let saved = try String(contentsOfFile: terminal.stateDirectory + "/state.json", encoding: .utf8)
        #expect(saved.contains("\"field-notes-case\""), "the favorite was saved: \(saved)")
    }

    /// A tape played at human pace on the terminal that ends by quitting
    /// the app still finishes: exit status 0, its recording written.
    @Test func aTapeThatQuitsTheAppOnTheTerminalSucceedsAndWritesItsRecording() async throws {
        let directory = try TourFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tape = directory + "/quit.tape"
        let output = directory + "/quit.txt"
        try "Wait \"Field Notes Case\"\nScreenshot catalog\nType \"q\"\n".write(toFile: tape, atomically: true, encoding: .utf8)
        let terminal = try TourTerminal.start(columns: 80, rows: 24, arguments: ["--tape", tape, "--output", output])
        defer { terminal.close() }
        try await terminal.expectRestored()
        let recording = try String(contentsOfFile: output, encoding: .utf8)
        #expect(recording.hasPrefix("--- catalog ---\n") && recording.contains("Field Notes Case"))
    }
}
