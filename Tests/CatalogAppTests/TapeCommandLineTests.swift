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
        #expect(
            text.contains("--- start ---") && text.contains("--- input ---") && text.contains("--- resized ---")
                && text.contains("--- final ---"))
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

    private func temporaryTape(_ text: String) throws -> URL {
        let tape = FileManager.default.temporaryDirectory.appendingPathComponent("graft-\(UUID().uuidString).tape")
        try text.write(to: tape, atomically: true, encoding: .utf8)
        return tape
    }

    @Test func validateChecksEveryTapeAndPrintsEveryError() throws {
        let good = try temporaryTape("Output demo.gif\nType \"hi\" Enter Sleep 0.5\n")
        let bad = try temporaryTape("Set Foo 1\nType Enter\nSleep 1\n")
        defer { for url in [good, bad] { try? FileManager.default.removeItem(at: url) } }
        let ok = try runCatalog(["--validate", good.path])
        #expect(ok.status == 0 && ok.output.isEmpty, "\(ok.output)")
        let run = try runCatalog(["--validate", good.path, bad.path])
        #expect(run.status == 65)
        #expect(run.output.contains("\(bad.path):1:5: unknown setting 'Foo'") && run.output.contains("\(bad.path):2:6:"))
        #expect(run.output.contains("    2 | Type Enter\n      |      ^"))
        #expect(run.output.contains("1 of 2 tapes are not valid"))
        #expect(try runCatalog(["--validate", "/nonexistent/x.tape"]).status == 66)
    }

    @Test func aBadOutputFailsWith64BeforeTheTapePlays() throws {
        let tape = try temporaryTape("Type \"q\"\n")
        defer { try? FileManager.default.removeItem(at: tape) }
        let format = try runCatalog(["--tape", tape.path, "--headless", "--output", "tour.gif"])
        #expect(format.status == 64 && format.output.contains("use one of .txt, .ansi, .cast, .svg"), "\(format.output)")
        let folder = try runCatalog(["--tape", tape.path, "--headless", "--output", "/nonexistent/dir/tour.svg"])
        #expect(folder.status == 64 && folder.output.contains("'/nonexistent/dir' does not exist"), "\(folder.output)")
    }

    @Test func aTapesOutputsAreWrittenAndTheOnesGraftCannotWriteAreSkippedWithAWarning() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tape = try temporaryTape(
            """
            Output \(directory.path)/demo.gif
            Output \(directory.path)/demo.cast
            Output \(directory.path)/demo.svg
            Set Width 1000
            Set Height 600
            Set Shell zsh
            Set Theme "Dracula"
            Wait+Screen /Field Notes/ Down 2 Sleep 0.5
            Screenshot \(directory.path)/shot.png
            Screenshot \(directory.path)/shot.txt
            """)
        defer { try? FileManager.default.removeItem(at: tape) }
        let run = try runCatalog(["--tape", tape.path, "--headless", "--verbose"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("skipping Output \(directory.path)/demo.gif: Graft writes recordings as .txt, .ansi, .cast, .svg"))
        #expect(run.output.contains("skipping Screenshot \(directory.path)/shot.png"))
        #expect(run.output.contains("ignoring Set Shell zsh"))
        let svg = try String(contentsOfFile: directory.path + "/demo.svg", encoding: .utf8)
        #expect(svg.contains("#282a36") && svg.contains("font-size=\"22\""))  // Dracula's background, VHS's font size
        let cast = try String(contentsOfFile: directory.path + "/demo.cast", encoding: .utf8)
        // 1000 - 2 × 60 pixels at 13.2 a cell; 600 - 120 at 26.71.
        #expect(cast.hasPrefix("{\"version\":2,\"width\":66,\"height\":17,"))
        #expect(cast.contains("\"theme\":{\"fg\":\"#f8f8f2\",\"bg\":\"#282a36\""))
        #expect(cast.contains("\"env\":{\"TERM\":\"xterm-256color\"}"))  // headless: the same on every machine
        #expect(try String(contentsOfFile: directory.path + "/shot.txt", encoding: .utf8).contains("Field Notes"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/demo.gif"))
    }

    @Test func aMissingRequiredProgramEndsTheRunWithStatusOne() throws {
        let tape = try temporaryTape("Require sh\nRequire graft-no-such-program\nType \"q\"\n")
        defer { try? FileManager.default.removeItem(at: tape) }
        let run = try runCatalog(["--tape", tape.path, "--headless"])
        #expect(run.status == 1)
        #expect(
            run.output.hasSuffix(":2: Require graft-no-such-program: 'graft-no-such-program' is required but was not found on PATH\n"),
            "\(run.output)")
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
