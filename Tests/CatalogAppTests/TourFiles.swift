import Foundation
import GraftTesting
import Testing

/// The catalog tour's tape, and its headless recording as the `catalog`
/// command line writes it: what the tour tests compare against.
enum TourFiles {
    /// The arguments the tour is played with: one declined purchase, so the
    /// tour can show the failure alert before a successful retry.
    static let appArguments = ["--fail-purchases", "1"]

    /// The path of `Assets/Tapes/tour.tape`.
    static var tapePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/Tapes/tour.tape").path
    }

    /// The parsed tour.
    static func tape() throws -> Tape {
        try Tape.parse(String(contentsOfFile: tapePath, encoding: .utf8), fileName: tapePath)
    }

    /// The names of the tour's screenshots, in order.
    static func screenshotNames() throws -> [String] {
        try tape().steps.compactMap { step in
            if case .screenshot(let name) = step.command { return name }
            return nil
        }
    }

    /// A new empty directory for one test's files.
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("graft-tour-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Plays the tour headless with the `catalog` executable, writing the
    /// recording to `output` (its extension picks the format).
    static func playHeadless(output: String) throws -> (status: Int32, output: String) {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let arguments = [catalog, "--tape", tapePath, "--headless", "--output", output] + appArguments
        return try #require(ChildProcess.run(arguments), "cannot run \(catalog)")
    }

    /// One screenshot of a `.txt` recording: its name and its lines joined.
    struct Screenshot {
        var name: String
        var text: String
    }

    /// Splits a `.txt` recording at its `--- NAME ---` headers.
    static func screenshots(inRecording text: String) -> [Screenshot] {
        var result: [Screenshot] = []
        var lines: [Substring] = []
        var name: String?
        func finish() {
            if let name, name != "final" { result.append(Screenshot(name: name, text: lines.joined(separator: "\n"))) }
            lines = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- "), line.hasSuffix(" ---"), line.count > 8 {
                finish()
                name = String(line.dropFirst(4).dropLast(4))
            } else {
                lines.append(line)
            }
        }
        finish()
        return result
    }
}
