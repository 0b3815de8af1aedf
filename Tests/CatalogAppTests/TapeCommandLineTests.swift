import Foundation
import Testing
@testable import CatalogApp

/// Plays the shipped tapes through the real `catalog` command line, headless.
@Suite("Tapes on the command line")
struct TapeCommandLineTests {
    private static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    private func runCatalog(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        return try #require(ChildProcess.run([catalog] + arguments), "cannot run \(catalog)")
    }

    @Test func theShippedTapePlaysHeadlessAndRecordsTheSameTextEveryTime() throws {
        let tape = Self.packageRoot.appendingPathComponent("Assets/Tapes/terminal-layer.tape").path
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-tape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first.txt").path
        let second = directory.appendingPathComponent("second.txt").path
        let run = try runCatalog(["--terminal-check", "--tape", tape, "--headless", "--output", first])
        #expect(run.status == 0, "\(run.output)")
        _ = try runCatalog(["--terminal-check", "--tape", tape, "--headless", "--output", second])
        let text = try String(contentsOfFile: first, encoding: .utf8)
        #expect(text.contains("--- start ---") && text.contains("--- input ---") && text.contains("--- resized ---") && text.contains("--- final ---"))
        #expect(text.contains("60x20"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
    }

    @Test func aFailedExpectationExitsOneAndShowsTheScreen() throws {
        let tape = FileManager.default.temporaryDirectory.appendingPathComponent("graft-\(UUID().uuidString).tape")
        try "Type \"x\"\nExpect \"not on screen\"\n".write(to: tape, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: tape) }
        let run = try runCatalog(["--tape", tape.path, "--headless"])
        #expect(run.status == 1)
        #expect(run.output.contains(":2:") && run.output.contains("Field Notes Case"))
    }

    @Test func aMalformedTapeIsRefusedBeforeAnythingRuns() throws {
        let tape = FileManager.default.temporaryDirectory.appendingPathComponent("graft-\(UUID().uuidString).tape")
        try "Type \"x\"\nDown x\n".write(to: tape, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: tape) }
        let run = try runCatalog(["--tape", tape.path, "--headless"])
        #expect(run.status == 65)
        #expect(run.output.contains(":2:"))
    }

    @Test func aTapeThatIsADirectoryOrMissingSaysSo() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let directoryRun = try runCatalog(["--tape", directory, "--headless"])
        #expect(directoryRun.status == 66)
        #expect(directoryRun.output.contains("cannot read tape '\(directory)': it is a directory"), "\(directoryRun.output)")
        let missing = directory + "/graft-no-such-\(UUID().uuidString).tape"
        let missingRun = try runCatalog(["--tape", missing, "--headless"])
        #expect(missingRun.status == 66)
        #expect(missingRun.output.contains("cannot read tape '\(missing)': no such file"), "\(missingRun.output)")
    }

    @Test func aTapeThatIsNotUTF8IsMalformedAtItsLineAndColumn() throws {
        let tape = FileManager.default.temporaryDirectory.appendingPathComponent("graft-\(UUID().uuidString).tape")
        try Data(Array("Wait \"Field\"\nType \"ab".utf8) + [0xFF] + Array("\"\n".utf8)).write(to: tape)
        defer { try? FileManager.default.removeItem(at: tape) }
        let run = try runCatalog(["--tape", tape.path, "--headless"])
        #expect(run.status == 65)
        #expect(run.output.contains("\(tape.path):2:9: this text is not valid UTF-8; tapes must be UTF-8"), "\(run.output)")
    }

    @Test func theSizeOnTheCommandLineWinsOverTheTapesSetSize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tape = directory.appendingPathComponent("sized.tape").path
        try "Set Size 60x20\nWait \"Field Notes Case\"\n".write(toFile: tape, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out.txt").path
        let run = try runCatalog(["--tape", tape, "--headless", "--size", "90x25", "--output", output])
        #expect(run.status == 0, "\(run.output)")
        let final = try String(contentsOfFile: output, encoding: .utf8).components(separatedBy: "--- final ---\n").last ?? ""
        let lines = final.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 25, "\(final)")
        #expect(lines.contains { $0.count > 60 }, "90 columns wide:\n\(final)")
    }
}
