import Foundation
import Testing

@testable import GraftTapes
@testable import GraftTesting

@Suite("Recording files")
struct RecordingFormatTests {
    @Test func formatComesFromTheExtension() throws {
        #expect(try RecordingFormat(path: "out/tour.txt") == .text)
        #expect(try RecordingFormat(path: "tour.ANSI") == .ansi)
        #expect(try RecordingFormat(path: "a.b/tour.cast") == .asciicast)
        #expect(try RecordingFormat(path: "tour.svg") == .svg)
    }

    @Test func unknownOrMissingExtensionsAreRefused() {
        for path in ["tour.gif", "tour", "dir.svg/tour", ".svg", "tour."] {
            #expect(throws: RecordingWriteError.unsupportedFormat(path: path)) { try RecordingFormat(path: path) }
        }
        #expect(
            RecordingWriteError.unsupportedFormat(path: "tour.gif").description
                == "tour.gif: cannot tell the recording format from the file extension; use one of .txt, .ansi, .cast, .svg")
    }

    @Test func writeUsesTheFormatOfTheExtension() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let recording = Fixtures.recording
        for format in RecordingFormat.allCases {
            let path = directory.appendingPathComponent("tour." + format.rawValue).path
            try recording.write(toFile: path)
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written == format.render(recording))
        }
        #expect(RecordingFormat.text.render(recording) == recording.plainText())
        #expect(RecordingFormat.svg.render(recording) == recording.svg())
    }

    @Test func aFailedWriteNamesThePath() throws {
        let path = "/nonexistent-graft-dir/tour.txt"
        let error = try #require(throws: RecordingWriteError.self) { try Fixtures.recording.write(toFile: path) }
        guard case .cannotWrite(let failedPath, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(failedPath == path)
        #expect(error.description.hasPrefix("/nonexistent-graft-dir/tour.txt: cannot write the recording: "))
    }
}
