import Foundation
import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// The dashboard's rewards, its spinner for orders in flight, and the
/// purchase history it opens, driven by keys and the mouse.
@MainActor
@Suite("Dashboard flows")
struct DashboardFlowTests {
    /// Records purchases of the first `count` products, as buying them would.
    private func buy(_ count: Int, in harness: CatalogHarness) {
        let store = harness.model.store
        for product in store.products.prefix(count) { store.recordPurchase(of: product.id) }
    }

    /// Waits, a bounded number of turns, until `text` is off the screen.
    private func waitUntilGone(_ text: String, from harness: CatalogHarness) async throws {
        for _ in 0 ..< 400 where await harness.screen().text.contains(text) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(await !harness.screen().text.contains(text), "\(text) is still on screen")
    }

    @Test func theBadgesHeartIsEmptyUntilThereIsAFavorite() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.waitFor("♡ 0 favorites")
        try await harness.pilot.press(.character("1"))
        try await harness.pilot.press(.character("f"))
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.waitFor("♥ 1 favorite")
    }

    @Test func theRewardsBarFillsAPartPerPurchaseAndCountsRewardsEarned() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("3"))
        var screen = await harness.screen()
        #expect(screen.text.contains("0 of 5 purchases to your next reward"))
        #expect(!screen.text.contains("earned"))
        buy(7, in: harness)
        screen = await harness.screen()
        #expect(screen.text.contains("2 of 5 purchases to your next reward"))
        #expect(screen.text.contains("★ 1 reward earned"))
        // Two fifths of the 20-cell bar: 8 filled cells, then the track.
        let bar = try #require(screen.lines.first { $0.contains("2 of 5") })
        #expect(bar.hasPrefix(" " + String(repeating: "█", count: 8) + String(repeating: "░", count: 12)))
    }

    @Test func theRecentPurchasesFollowTheSettingsCount() async throws {
        let harness = await CatalogHarness.launch()
        buy(4, in: harness)
        try await harness.pilot.press(.character("3"))
        let products = harness.model.store.products
        var screen = await harness.screen()
        #expect(products.prefix(4).allSatisfy { screen.text.contains("• " + $0.name) })
        harness.model.settings.recentPurchaseCount = 2
        try await harness.pilot.waitFor("• " + products[3].name)
        for _ in 0 ..< 50 where await harness.screen().text.contains("• " + products[1].name) { await Task.yield() }
        screen = await harness.screen()
        #expect(screen.text.contains("• " + products[3].name) && screen.text.contains("• " + products[2].name))
        #expect(!screen.text.contains("• " + products[1].name), "only the 2 newest are listed")
    }

    @Test func theSpinnerTurnsWhileAPurchaseIsInFlightAndHidesWhenItEnds() async throws {
        let service = GatedPurchaseService()
        let harness = await CatalogHarness.launch(purchaseService: service)
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("b"))
        // Back to the list first: on the detail, the focused stars take 3.
        try await harness.pilot.press(.escape)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.waitFor("Processing 1 order…")
        #expect(harness.model.store.purchasesInProgress == 1)
        await service.finishAll(approving: true)
        try await waitUntilGone("Processing", from: harness)
        #expect(harness.model.store.purchasesInProgress == 0)
        let screen = await harness.screen()
        #expect(screen.text.contains("• Field Notes Case"))
        #expect(screen.text.contains("1 of 5 purchases"))
    }

    @Test func hOpensThePurchaseHistoryNewestFirstAndEscapeGoesBack() async throws {
        let harness = await CatalogHarness.launch()
        buy(3, in: harness)
        try await harness.pilot.press(.character("3"))
        #expect(await harness.screen().lines.last?.contains("h History") == true)
        try await harness.pilot.press(.character("h"))
        try await harness.pilot.waitFor("Purchase History")
        let names = harness.model.store.products.prefix(3).map(\.name)
        let lines = await harness.screen().lines
        let rows = names.compactMap { name in lines.firstIndex { $0.contains(name) } }
        #expect(rows.count == 3)
        #expect(rows == rows.sorted(by: >), "the newest purchase is listed first")
        #expect(lines.contains { $0.contains("[ Delete (0) ]") })
        try await harness.pilot.press(.escape)
        let screen = await harness.screen()
        #expect(screen.text.contains("Your catalog"))
        #expect(!screen.text.contains("Delete ("), "the toolbar belongs to the history screen only")
    }

    @Test func clickingTheHistoryButtonOpensTheHistory() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.click(on: "Purchase History")
        try await harness.pilot.waitFor("No purchases yet.")
        #expect(await harness.screen().lines[0].contains("Purchase History"))
    }

    @Test func selectingTwoPurchasesAndConfirmingDeletesThemEverywhere() async throws {
        let harness = await CatalogHarness.launch()
        buy(6, in: harness)
        let store = harness.model.store
        let newest = Array(store.purchases.suffix(2))
        try await harness.pilot.press(.character("3"))
        #expect(await harness.screen().text.contains("★ 1 reward earned"))
        try await harness.pilot.press(.character("h"))
        try await harness.pilot.waitFor("Purchase History")
        #expect(await harness.screen().lines[1].hasSuffix("20% 1 of 5 purchases to your next reward"))
        // The list has focus when the screen opens, its keyboard row on the top row.
        try await harness.pilot.press(.character(" "))
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.character(" "))
        try await harness.pilot.waitFor("[ Delete (2) ]")
        try await harness.pilot.press(.character("d"))
        try await harness.pilot.waitFor("Delete 2 purchases?")
        try await harness.pilot.click(on: "[ Delete ]")
        try await harness.pilot.waitFor("[ Delete (0) ]")
        #expect(store.purchases.count == 4)
        #expect(!store.purchases.contains { newest.contains($0) })
        let history = await harness.screen().text
        #expect(history.contains("80% 4 of 5 purchases to your next reward"), "the history's rewards bar moved back")
        for purchase in newest {
            let name = try #require(store.product(withID: purchase.productID)).name
            #expect(!history.contains(name))
        }
        try await harness.pilot.press(.escape)
        let dashboard = await harness.screen().text
        #expect(dashboard.contains("4 of 5 purchases to your next reward"))
        #expect(!dashboard.contains("earned"))
    }

    @Test func theReceiptOfTheOneSelectedPurchaseShowsInASheet() async throws {
        let harness = await CatalogHarness.launch()
        buy(2, in: harness)
        harness.model.settings.profile.shippingAddress = "5 Elm Sq"
        let newest = try #require(harness.model.store.purchases.last)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.press(.character("h"))
        try await harness.pilot.waitFor("[ Receipt ]")
        try await harness.pilot.press(.character("r"))
        var screen = await harness.screen()
        #expect(!screen.text.contains("Order "), "Receipt is disabled until one purchase is selected")
        try await harness.pilot.press(.character(" "))
        try await harness.pilot.press(.character("r"))
        try await harness.pilot.waitFor("Order \(newest.orderNumber)")
        screen = await harness.screen()
        #expect(screen.text.contains("Ships to 5 Elm Sq"))
        #expect(screen.text.contains("Paid") && screen.text.contains("$168.00"))
        try await harness.pilot.press(.enter)
        try await waitUntilGone("Order \(newest.orderNumber)", from: harness)
        // With two selected there is no single receipt to show.
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.character(" "))
        try await harness.pilot.waitFor("[ Delete (2) ]")
        try await harness.pilot.press(.character("r"))
        #expect(await !harness.screen().text.contains("Order "))
    }

    @Test func cancellingTheDialogKeepsThePurchasesAndTheSelection() async throws {
        let harness = await CatalogHarness.launch()
        buy(2, in: harness)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.press(.character("h"))
        try await harness.pilot.press(.character(" "))
        try await harness.pilot.press(.character("d"))
        try await harness.pilot.waitFor("Delete 1 purchase?")
        try await harness.pilot.press(.escape)
        try await waitUntilGone("Delete 1 purchase?", from: harness)
        #expect(harness.model.store.purchases.count == 2)
        #expect(await harness.screen().text.contains("[ Delete (1) ]"))
    }

    @Test func clearingTheHistoryLeavesTheEmptyState() async throws {
        let harness = await CatalogHarness.launch()
        buy(3, in: harness)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.press(.character("h"))
        try await harness.pilot.click(on: "[ Clear History ]")
        try await harness.pilot.waitFor("Delete 3 purchases?")
        try await harness.pilot.click(on: "[ Delete ]")
        try await harness.pilot.waitFor("No purchases yet.")
        #expect(harness.model.store.purchases.isEmpty)
        try await harness.pilot.press(.escape)
        #expect(await harness.screen().text.contains("Nothing bought yet."))
    }

    @Test func deleteIsDisabledUntilSomethingIsSelected() async throws {
        let harness = await CatalogHarness.launch()
        buy(1, in: harness)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.press(.character("h"))
        try await harness.pilot.click(on: "[ Delete (0) ]")
        try await harness.pilot.press(.character("d"))
        let screen = await harness.screen()
        #expect(!screen.text.contains("Delete 1 purchase?"))
        #expect(harness.model.store.purchases.count == 1)
    }
}

/// The store's side of the history: removal and orders in flight.
@MainActor
@Suite("Purchase removal and orders in flight")
struct PurchaseRemovalTests {
    @Test func removingPurchasesKeepsTheRestInOrderAndTellsEachRemoval() throws {
        let store = CatalogStore(catalog: .standard)
        let ids = store.products.prefix(4).map(\.id)
        let purchases = ids.map { store.recordPurchase(of: $0) }
        var changes: [CatalogChange] = []
        let subscription = store.observeChanges { changes.append($0) }
        store.removePurchases(withIDs: [purchases[1].id, purchases[3].id, UUID()])
        #expect(store.purchases == [purchases[0], purchases[2]])
        #expect(changes == [.purchase(purchases[1], isRecorded: false), .purchase(purchases[3], isRecorded: false)])
        store.removePurchases(withIDs: [UUID()])
        #expect(changes.count == 2, "removing nothing tells nobody")
        subscription.cancel()
    }

    @Test func aPurchaseIsInFlightFromBuyUntilItEndsWhetherOrNotItGoesThrough() async throws {
        let store = CatalogStore(catalog: .standard)
        let id = try #require(store.products.first).id
        let service = GatedPurchaseService()
        let model = ProductDetailModel(productID: id, store: store, purchaseService: service)
        for succeeds in [false, true] {
            let buying = Task { await model.buy() }
            // Polls in turns, not a deadline: the main actor may be busy with other suites.
            for _ in 0 ..< 1000 where store.purchasesInProgress == 0 { try await Task.sleep(for: .milliseconds(5)) }
            #expect(store.purchasesInProgress == 1)
            await service.finishAll(approving: succeeds)
            #expect(await (buying.value != nil) == succeeds)
            #expect(store.purchasesInProgress == 0)
        }
    }
}
