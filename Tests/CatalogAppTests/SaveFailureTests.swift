import Foundation
import Testing

@testable import CatalogApp

/// A save that fails (directory gone, disk full, `ulimit -f`) is shown at
/// once without stopping the user, kept in memory, retried, and reported
/// with exit status 74 if it is still not saved at quit.
@MainActor
@Suite("Failed saves")
struct SaveFailureTests {
    @Test func aFailedSaveIsShownKeptAndRetriedUntilItSucceeds() async throws {
        let directory = try StateTestSupport.temporaryDirectory("graft-state")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stateDirectory = directory.appendingPathComponent("state")
        let file = StateFile(directory: stateDirectory)
        let model = try StateTestSupport.model(in: stateDirectory)
        // The directory disappears under the running app.
        try FileManager.default.removeItem(at: stateDirectory)
        model.store.setFavorite(true, for: "fountain-pen")
        model.flush()
        try await StateTestSupport.waitUntil { model.notices.saveWarning != nil }
        let warning = try #require(model.notices.line)
        #expect(warning.contains("Not saved") && warning.contains(stateDirectory.path) && warning.contains("No such file or directory"))
        #expect(model.store.isFavorite("fountain-pen"), "the change is kept in memory")
        // A later change is not lost either, and quitting now would report it.
        model.store.setRating(5, for: "fountain-pen")
        #expect(model.finishSaving() != nil)
        // Once the directory is back, the next retry saves everything.
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        model.refresh()
        model.flush()
        let saved = try #require(try file.load().state)
        #expect(saved.favorites == ["fountain-pen"] && saved.ratings == ["fountain-pen": 5])
        try await StateTestSupport.waitUntil { model.notices.saveWarning == nil }
        #expect(model.finishSaving() == nil)
    }

    @Test func theAppRetriesOnItsOwn() async throws {
        let directory = try StateTestSupport.temporaryDirectory("graft-state")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stateDirectory = directory.appendingPathComponent("state")
        let file = StateFile(directory: stateDirectory)
        let model = try StateTestSupport.model(in: stateDirectory, watchInterval: .milliseconds(20))
        try FileManager.default.removeItem(at: stateDirectory)
        model.store.setFavorite(true, for: "fountain-pen")
        try await StateTestSupport.waitUntil { model.notices.saveWarning != nil }
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        try await StateTestSupport.waitUntil { model.notices.saveWarning == nil }
        #expect(try file.load().state?.favorites == ["fountain-pen"])
    }

    @Test func aSaveOverTheFileSizeLimitIsShownInTheAppAndTheExitStatusIs74() throws {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let directory = try StateTestSupport.temporaryDirectory("graft-state")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tape = directory.appendingPathComponent("favorite.tape").path
        try """
        Set Size 100x30
        Wait "Field Notes Case"
        Type "f"
        Wait "Not saved"
        Expect "File too large"
        """.write(toFile: tape, atomically: true, encoding: .utf8)
        let state = directory.appendingPathComponent("state").path
        // `ulimit -f 0`: no file may grow, and SIGXFSZ must not end the app.
        let run = try #require(
            ChildProcess.run([
                "/bin/sh", "-c", "ulimit -f 0; exec \"$0\" \"$@\"", catalog,
                "--tape", tape, "--headless", "--state-dir", state,
            ]))
        #expect(run.status == 74, "\(run.output)")
        #expect(
            run.output.contains("not saved") && run.output.contains(state + "/state.json") && run.output.contains("File too large"),
            "\(run.output)")
    }

    @Test func aCorruptStateWarningShowsInTheAppNotOnlyAfterIt() throws {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let directory = try StateTestSupport.temporaryDirectory("graft-corrupt")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"version": 1, "settings": {"theme": "neon"}}"#.utf8).write(to: directory.appendingPathComponent("state.json"))
        let tape = directory.appendingPathComponent("look.tape").path
        try """
        Set Size 100x30
        Wait "Field Notes Case"
        Expect "⚠ part of the saved state was left out"
        """.write(toFile: tape, atomically: true, encoding: .utf8)
        let run = try #require(ChildProcess.run([catalog, "--tape", tape, "--headless", "--state-dir", directory.path]))
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func theLaunchWarningGoesOnceTheStateFileIsWrittenWhole() async throws {
        let directory = try StateTestSupport.temporaryDirectory("graft-warning")
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = try StateTestSupport.model(in: directory)
        model.notices.launchWarning = "part of the saved state was left out"
        model.store.setFavorite(true, for: "fountain-pen")
        model.flush()
        try await StateTestSupport.waitUntil { model.notices.launchWarning == nil }
    }
}
