import Foundation
import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// The purchase history's editing mode: Edit in the navigation bar, Delete
/// on the highlighted row, Done.
@MainActor
@Suite("Purchase history editing flows")
struct HistoryEditingFlowTests {
    private func openHistory(buying count: Int) async throws -> CatalogHarness {
        let harness = await CatalogHarness.launch()
        let store = harness.model.store
        for product in store.products.prefix(count) { store.recordPurchase(of: product.id) }
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.press(.character("h"))
        try await harness.pilot.waitFor("Purchase History")
        return harness
    }

    @Test func editShowsDeleteControlsAndDeleteRemovesTheHighlightedPurchase() async throws {
        let harness = try await openHistory(buying: 3)
        let store = harness.model.store
        let names = store.products.prefix(3).map(\.name)
        #expect(await harness.screen().lines[0].hasSuffix("[ Edit ]"))
        #expect(await !harness.screen().text.contains("⊖"))
        try await harness.pilot.press(.character("e"))
        try await harness.pilot.waitFor("[ Done ]")
        let editing = await harness.screen()
        #expect(editing.lines.filter { $0.contains("⊖") }.count == 3)
        #expect(editing.lines.last?.contains("Del Delete") == true)
        // The newest purchase is highlighted first; Down moves to the next one.
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.delete)
        try await harness.pilot.waitFor("40% 2 of 5 purchases")
        #expect(store.purchases.map(\.productID) == store.products.prefix(3).map(\.id).filter { $0 != store.products[1].id })
        #expect(await !harness.screen().text.contains(names[1]))
        try await harness.pilot.press(.backspace)
        try await harness.pilot.waitFor("20% 1 of 5 purchases")
        #expect(store.purchases.map(\.productID) == [store.products[2].id])
        try await harness.pilot.press(.character("e"))
        try await harness.pilot.waitFor("[ Edit ]")
        let done = await harness.screen()
        #expect(!done.text.contains("⊖"))
        #expect(done.text.contains(names[2]))
        #expect(done.text.contains("[ Delete (0) ]"), "the selection toolbar is back")
    }

    @Test func deleteOutsideEditingModeDeletesNothing() async throws {
        let harness = try await openHistory(buying: 2)
        try await harness.pilot.press(.delete)
        try await harness.pilot.press(.backspace)
        #expect(harness.model.store.purchases.count == 2)
    }
}
