import Foundation
import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

@Suite("Asciicast export")
struct AsciicastTests {
    /// The file's lines, each parsed as JSON.
    private func parse(_ cast: String) throws -> (header: [String: Any], events: [[Any]]) {
        #expect(cast.hasSuffix("\n"))
        let lines = cast.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
        let header = try #require(objects.first as? [String: Any])
        let events = try objects.dropFirst().map { try #require($0 as? [Any]) }
        return (header, events)
    }

    @Test func headerHasVersionSizeAndOnlyTheOptionsGiven() throws {
        let (plain, _) = try parse(Fixtures.recording.asciicast())
        #expect(plain["version"] as? Int == 2)
        #expect(plain["width"] as? Int == 10)
        #expect(plain["height"] as? Int == 3)
        #expect(plain["timestamp"] == nil)
        #expect(plain["title"] == nil)
        #expect(plain["env"] == nil)

        let options = AsciicastOptions(title: "Tour \"one\"", timestamp: 1_700_000_000, environment: ["TERM": "xterm-256color", "A": "b"])
        let cast = Fixtures.recording.asciicast(options)
        let (header, _) = try parse(cast)
        #expect(header["title"] as? String == "Tour \"one\"")
        #expect(header["timestamp"] as? Int == 1_700_000_000)
        #expect(header["env"] as? [String: String] == ["TERM": "xterm-256color", "A": "b"])
        #expect(
            cast.hasPrefix(
                #"{"version":2,"width":10,"height":3,"timestamp":1700000000,"title":"Tour \"one\"","env":{"A":"b","TERM":"xterm-256color"}}"#
            ))
    }

    @Test func eventsAreOutputWithNonDecreasingTimes() throws {
        let (_, events) = try parse(Fixtures.recording.asciicast())
        #expect(events.count == 4)
        let times = try events.map { try #require($0[0] as? Double) }
        #expect(times == [0, 0.05, 1.25, 1.25])
        #expect(times == times.sorted())
        for event in events {
            #expect(event.count == 3)
            #expect(event[1] as? String == "o")
        }
    }

    @Test func firstFrameClearsAndDrawsLaterFramesSendOnlyChanges() throws {
        let (_, events) = try parse(Fixtures.recording.asciicast())
        let data = try events.map { try #require($0[2] as? String) }
        #expect(data[0].contains("\u{1B}[2J"))
        #expect(data[0].contains("\u{1B}[1;1H\u{1B}[0mMenu"))
        #expect(data[0].contains("\u{1B}[0;1;36mone"))
        #expect(data[1] == "\u{1B}[3;1H\u{1B}[0m>\u{1B}[0m")
        #expect(data[2] == "\u{1B}[1;6H\u{1B}[0;38;2;255;136;0;48;5;236mdone\u{1B}[0m")
    }

    @Test func timesHaveSixDecimals() throws {
        let cast = Fixtures.recording.asciicast()
        #expect(cast.contains("\n[0.000000,\"o\","))
        #expect(cast.contains("\n[0.050000,\"o\","))
        #expect(cast.contains("\n[1.250000,\"o\","))
        #expect(Recording.seconds(.seconds(3723) + .microseconds(7)) == "3723.000007")
    }

    @Test func aChangeOfSizeIsAResizeEventAndAFullRedraw() throws {
        let small = Fixtures.canvas(["ab"])
        let large = Fixtures.canvas(["ab", "cd"], width: 4)
        let recording = Recording(frames: [.init(time: .zero, frame: small), .init(time: .seconds(1), frame: large)], finalFrame: large)
        let (header, events) = try parse(recording.asciicast())
        #expect(header["width"] as? Int == 2)
        #expect(events[1][1] as? String == "r")
        #expect(events[1][2] as? String == "4x2")
        #expect(events[2][1] as? String == "o")
        #expect((events[2][2] as? String)?.contains("\u{1B}[2J") == true)
    }

    @Test func recordingWithoutTimedFramesShowsTheFinalFrame() throws {
        let recording = Recording(finalFrame: Fixtures.canvas(["end"]))
        let (_, events) = try parse(recording.asciicast())
        #expect(events.count == 2)
        #expect((events[0][2] as? String)?.hasSuffix("end\u{1B}[0m") == true)
    }

    @Test func theLastEventShowsTheCursorAgain() throws {
        let (_, events) = try parse(Fixtures.recording.asciicast())
        #expect(events.last?[2] as? String == "\u{1B}[?25h")
        #expect((events.first?[2] as? String)?.hasPrefix("\u{1B}[?25l") == true)
    }

    @Test func theHeaderNamesTheThemeAsAsciinemaReadsIt() throws {
        let cast = Fixtures.recording.asciicast(AsciicastOptions(environment: ["TERM": "xterm-256color"], theme: .dark))
        let (header, _) = try parse(cast)
        let theme = try #require(header["theme"] as? [String: String])
        #expect(theme["fg"] == "#d0d0d0" && theme["bg"] == "#121212")
        let palette = try #require(theme["palette"]).split(separator: ":")
        #expect(palette.count == 16 && palette.first == "#262626")
        #expect(header["env"] as? [String: String] == ["TERM": "xterm-256color"])
    }

    @Test func controlCharactersAreEscapedAsJSON() throws {
        var text = ""
        for value in 0 ..< 0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        text += "\u{7F}\"\\/é漢\u{2028}"
        let literal = JSONText.string(text)
        #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(literal.contains("\\u001b"))
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(decoded == [text])
    }

    @MainActor
    @Test func playedTapeGivesAValidCast() async throws {
        let app = EchoApp()
        let tape = try Tape.parse("Type \"hi\"\nCtrl+L\nWait \"loaded\"\nResize 20x4\nType \"!\"", fileName: "t.tape")
        let recording = try await TapePlayer(target: app.target).play(tape)
        let (header, events) = try parse(recording.asciicast())
        #expect(header["width"] as? Int == 30)
        let times = try events.map { try #require($0[0] as? Double) }
        #expect(times == times.sorted())
        #expect(events.contains { $0[1] as? String == "r" && $0[2] as? String == "20x4" })
    }
}
