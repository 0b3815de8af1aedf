import Foundation
import GraftTerminal
import Testing

@testable import CatalogApp

/// A search field's text is bounded, so a huge paste (10 MB) cannot make
/// every later keystroke cost time in proportion to it.
@MainActor
@Suite("Search length")
struct SearchLengthTests {
    @Test func aHugePasteIsCutToTheLimitAndKeystrokesStayCheap() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("/"))
        let huge = String(repeating: "wal ", count: 2_500_000)  // 10 MB
        harness.target.send(.paste(huge))
        await harness.pilot.settle()
        let limit = ProductListViewController.maximumSearchLength
        #expect(harness.model.store.searchText.count == limit)
        let started = ContinuousClock.now
        for _ in 0 ..< 5 {
            try await harness.pilot.press(.backspace)
            try await harness.pilot.press(.character("l"))
        }
        let perKey = (ContinuousClock.now - started) / 10
        print("search keystroke after a 10 MB paste: \(perKey)")
        #expect(harness.model.store.searchText.count == limit)
        #expect(harness.model.store.searchText.hasSuffix("wall"))
        // Typing within the limit is untouched, and at the limit a key does nothing.
        try await harness.pilot.press(.character("x"))
        #expect(harness.model.store.searchText.count == limit && !harness.model.store.searchText.hasSuffix("x"))
    }
}
