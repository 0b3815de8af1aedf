import Foundation
import Testing

@testable import CatalogApp

/// Helpers for tests of saving state: fresh directories, models on them,
/// and waiting for what the saver reports back on the main actor.
@MainActor
enum StateTestSupport {
    /// A new, empty directory under the temporary directory.
    static func temporaryDirectory(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A model of the standard catalog saving to (and loading from) `directory`.
    static func model(in directory: URL, watchInterval: Duration? = nil) throws -> AppModel {
        let file = StateFile(directory: directory)
        try file.prepare()
        return AppModel(
            catalog: .standard, savedState: try file.load().state, stateFile: file,
            purchaseService: SimulatedPurchaseService(delay: .zero), watchInterval: watchInterval)
    }

    /// Waits for `condition`, recording an issue if it never holds. Polls
    /// in turns (at least 20 s of them), not to a deadline: other suites
    /// may keep the main actor busy for seconds at a time.
    static func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0 ..< 4000 where !condition() {
            try await Task.sleep(for: .milliseconds(5))
        }
        if !condition() { Issue.record("timed out") }
    }
}
