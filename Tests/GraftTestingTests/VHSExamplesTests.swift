import Foundation
import Testing

@testable import GraftTapes
@testable import GraftTesting

/// Parses the example tapes of VHS (github.com/charmbracelet/vhs, MIT) from a
/// checkout in `.build/vhs-examples` (Scripts/vhs-examples.sh makes one) or
/// the folder `GRAFT_VHS_EXAMPLES` names. Skipped when neither is there.
@Suite("VHS's example tapes")
struct VHSExamplesTests {
    static let checkout: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            ProcessInfo.processInfo.environment["GRAFT_VHS_EXAMPLES"].map { URL(fileURLWithPath: $0) },
            packageRoot.appendingPathComponent(".build/vhs-examples"),
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("examples").path) }
    }()

    /// Every example tape, by its path under the checkout.
    static func tapes(in checkout: URL) -> [String] {
        let examples = checkout.appendingPathComponent("examples")
        let files = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".tape") }.map { "examples/" + $0 }.sorted()
    }

    @Test(.enabled(if: checkout != nil)) func atLeastNinetyTwoOfTheHundredAndSixAreWellFormed() throws {
        let checkout = try #require(Self.checkout)
        var refused: [String: String] = [:]
        let tapes = Self.tapes(in: checkout)
        for path in tapes {
            let source = try String(contentsOf: checkout.appendingPathComponent(path), encoding: .utf8)
            do {
                _ = try Tape.parse(source, fileName: path) { try? String(contentsOf: checkout.appendingPathComponent($0), encoding: .utf8) }
            } catch {
                refused[path] = error.description
            }
        }
        let accepted = tapes.count - refused.count
        #expect(tapes.count >= 100)
        #expect(accepted >= 92, "accepted \(accepted) of \(tapes.count):\n\(refused.values.sorted().joined(separator: "\n"))")
        // The one meant to fail does, with every one of its errors.
        #expect(refused.keys.contains("examples/errors/parser.tape"))
        #expect(refused["examples/errors/parser.tape"]?.hasSuffix("5 errors in examples/errors/parser.tape") == true)
    }
}
