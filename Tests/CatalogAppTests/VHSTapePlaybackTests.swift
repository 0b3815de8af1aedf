import Foundation
import GraftTerminal
import GraftTesting
import Testing

@testable import CatalogApp

/// Plays tapes written in VHS's syntax (Tests/CatalogAppTests/VHSTapes)
/// against the catalog app, headless.
@Suite("VHS-syntax tapes against the catalog")
@MainActor
struct VHSTapePlaybackTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("VHSTapes")

    private func play(_ name: String) async throws -> (Tape, Recording) {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let tape = try Tape.parse(source, fileName: name)
        let app = try TourHeadlessApp(size: tape.initialSize ?? Size(width: 80, height: 24))
        let recording = try await TapePlayer(target: app.target).play(tape)
        return (tape, recording)
    }

    @Test func searchTypesWaitsForPatternsAndOpensAProduct() async throws {
        let (tape, recording) = try await play("search.tape")
        #expect(tape.outputPaths == ["search.gif", "search.svg"])
        // 1000 - 2 × 20 pixels at 9.6 a cell, 520 - 40 at 19.43: the size VHS's settings ask for.
        #expect(tape.initialSize == Size(width: 100, height: 24))
        #expect(recording.finalFrame.size == Size(width: 100, height: 24))
        let detail = try #require(recording.screenshots.first { $0.name == "detail" })
        #expect(detail.frame.text.contains("Walnut Monitor Riser") && detail.frame.text.contains("Add to Favorites"))
        let look = tape.look
        #expect(look.theme == .light && look.fontSize == 16 && look.padding == 20)
        #expect(look.ignoredSettings == ["Shell bash", "WindowBar Colorful"])
        let svg = recording.svg(look.renderer)
        #expect(svg.contains("font-size=\"16\"") && svg.contains("fill=\"#fafafa\""))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000\" height=\"520\""))  // Set Width, Set Height
        // Typing at 0.02 s a key (Type@10ms for "wal") and the bare-number sleeps set the time line.
        #expect(recording.duration >= .milliseconds(300))
    }

    @Test func copyPasteScrollAndHiddenSteps() async throws {
        let (_, recording) = try await play("clipboard.tape")
        let texts = recording.frames.map(\.frame.text)
        #expect(texts.contains { $0.contains("lamp") && $0.contains("Architect Desk Lamp") })
        // Nothing from before Show: the first recorded frame already shows the catalog.
        #expect(recording.frames.first?.frame.text.contains("Field Notes Case") == true)
    }

    @Test func waitLineLooksAtTheLastLineThatIsNotBlank() async throws {
        let (_, recording) = try await play("waitline.tape")
        #expect(recording.finalFrame.text.contains("Your catalog"))
        // A product name is on screen, but not on the last line.
        let tape = try Tape.parse("Wait+Screen /Field Notes Case/\nWait+Line@200ms /Field Notes Case/", fileName: "line.tape")
        let app = try TourHeadlessApp(size: Size(width: 80, height: 24))
        let failure = await #expect(throws: TapeFailure.self) { _ = try await TapePlayer(target: app.target).play(tape) }
        #expect(failure?.step.line == 2)
        #expect(failure?.message == "the last line did not match /Field Notes Case/ within 200ms")
    }

    @Test func everyTapeHereIsWellFormed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".tape") }
        #expect(names.count >= 3)
        for name in names {
            let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(throws: Never.self) { _ = try Tape.parse(source, fileName: name) }
        }
    }
}
