import Foundation
import Testing

@testable import CatalogApp

/// Two instances of the app on one state directory: each save merges with
/// what the other saved (under an advisory lock), and each instance shows
/// the other's changes.
@MainActor
@Suite("Two instances on one state")
struct SharedStateTests {
    private static func purchase(_ id: Product.ID, at seconds: TimeInterval) -> Purchase {
        Purchase(productID: id, price: 10, currencyCode: "USD", date: Date(timeIntervalSince1970: seconds))
    }

    @Test func aMergeKeepsBothSidesChanges() {
        let kept = Self.purchase("pen", at: 1)
        let theirs = Self.purchase("mug", at: 3)
        let mine = Self.purchase("lamp", at: 2)
        let base = SavedState(favorites: ["a", "b"], purchases: [kept], settings: Settings(theme: .dark), ratings: ["a": 2, "b": 3])
        let other = SavedState(
            favorites: ["a", "b", "c"], purchases: [kept, theirs],
            settings: Settings(theme: .dark, recentPurchaseCount: 8), ratings: ["a": 5, "b": 3])
        let this = SavedState(favorites: ["b", "d"], purchases: [kept, mine], settings: Settings(theme: .light), ratings: ["b": 1])
        let merged = SavedState.merging(base: base, mine: this, theirs: other)
        #expect(merged.favorites == ["b", "d", "c"])
        #expect(merged.purchases == [kept, mine, theirs])
        #expect(merged.settings == Settings(theme: .light, recentPurchaseCount: 8))
        #expect(merged.ratings == ["b": 1])  // "a" removed here wins over "a" changed there: this instance's last word
        // Removing a purchase here removes it from the merge.
        let removed = SavedState.merging(
            base: base, mine: SavedState(favorites: ["a", "b"], settings: Settings(theme: .dark), ratings: base.ratings), theirs: other)
        #expect(removed.purchases == [theirs])
    }

    @Test func twoModelsOnOneDirectoryKeepAndShowEachOthersChanges() async throws {
        let directory = try StateTestSupport.temporaryDirectory("graft-state")
        defer { try? FileManager.default.removeItem(at: directory) }
        let favoriting = try StateTestSupport.model(in: directory)
        let buying = try StateTestSupport.model(in: directory)
        favoriting.store.setFavorite(true, for: "fountain-pen")
        buying.store.recordPurchase(of: "field-notes-case")
        buying.store.setRating(4, for: "fountain-pen")
        favoriting.flush()
        buying.flush()
        let saved = try #require(try StateFile(directory: directory).load().state)
        #expect(saved.favorites.contains("fountain-pen"))
        #expect(saved.purchases.map(\.productID) == ["field-notes-case"])
        #expect(saved.ratings == ["fountain-pen": 4])
        // Each shows the other's changes once it looks (a timer does, in the app).
        for model in [favoriting, buying] {
            model.refresh()
            model.flush()
        }
        try await StateTestSupport.waitUntil { favoriting.store.purchases.count == 1 && buying.store.isFavorite("fountain-pen") }
        #expect(favoriting.store.rating(of: "fountain-pen") == 4)
        #expect(favoriting.savedState.favorites == buying.savedState.favorites)
        #expect(favoriting.savedState.purchases.map(\.id) == buying.savedState.purchases.map(\.id))
    }

    @Test func aSaveHoldsTheLockSoAnotherInstanceWaits() throws {
        let directory = try StateTestSupport.temporaryDirectory("graft-state")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = StateFile(directory: directory)
        try file.prepare()
        let lock = open(StateFileLock.url(for: file.url).path, O_RDWR | O_CREAT, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = try? file.synchronize(mine: SavedState(favorites: ["pen"]), base: SavedState())
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + .milliseconds(300)) == .timedOut, "the save waits for the lock")
        #expect(try file.load() == .missing)
        flock(lock, LOCK_UN)
        #expect(finished.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(try file.load().state?.favorites == ["pen"])
    }

    // MARK: - The real command, twice at once

    private static let favoritingTape = """
        Set Size 100x30
        Set WaitTimeout 15s
        Wait "Field Notes Case"
        Type "f"
        Type "3"
        Wait "♥ 1 favorite"
        Wait "• Field Notes Case"
        """

    private static let buyingTape = """
        Set Size 100x30
        Set WaitTimeout 15s
        Wait "Field Notes Case"
        Enter
        Wait "Buy Now"
        Type "b"
        Wait "Thank you"
        Type "3"
        Wait "Recent purchases"
        Wait "♥ 1 favorite"
        """

    @Test func twoHeadlessInstancesInParallelEndWithBothChangesInTheFileAndOnBothScreens() async throws {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let directory = try StateTestSupport.temporaryDirectory("graft-state")
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("state").path
        var commands: [[String]] = []
        for (name, tape) in [("favoriting", Self.favoritingTape), ("buying", Self.buyingTape)] {
            let tapePath = directory.appendingPathComponent("\(name).tape").path
            try tape.write(toFile: tapePath, atomically: true, encoding: .utf8)
            commands.append([
                catalog, "--tape", tapePath, "--headless", "--state-dir", state,
                "--output", directory.appendingPathComponent("\(name).txt").path,
            ])
        }
        let runs = await withTaskGroup(of: (Int, (status: Int32, output: String)?).self) { group in
            for (index, command) in commands.enumerated() {
                group.addTask { (index, ChildProcess.run(command)) }
            }
            var results: [(status: Int32, output: String)?] = [nil, nil]
            for await (index, result) in group { results[index] = result }
            return results
        }
        for run in runs {
            let run = try #require(run)
            #expect(run.status == 0, "\(run.output)")
        }
        let saved = try #require(try StateFile(directory: URL(fileURLWithPath: state)).load().state)
        #expect(saved.favorites == ["field-notes-case"])
        #expect(saved.purchases.map(\.productID) == ["field-notes-case"])
        for name in ["favoriting", "buying"] {
            let text = try String(contentsOfFile: directory.appendingPathComponent("\(name).txt").path, encoding: .utf8)
            let final = String(text[(text.range(of: "--- final ---")?.upperBound ?? text.startIndex)...])
            #expect(final.contains("♥ 1 favorite") && final.contains("• Field Notes Case"), "\(name)'s last screen:\n\(final)")
        }
    }
}
