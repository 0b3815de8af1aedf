import Foundation
import GraftTerminal
import Testing

@testable import CatalogApp

/// Quitting while a purchase is being paid for finishes it, visibly, and
/// says what became of it, instead of dropping it silently.
@MainActor
@Suite("Quitting during a purchase")
struct QuittingFlowTests {
    private func startBuying(_ service: GatedPurchaseService) async throws -> CatalogHarness {
        let harness = await CatalogHarness.launch(purchaseService: service)
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("b"))
        while await service.waitingCount == 0 { try await Task.sleep(for: .milliseconds(5)) }
        return harness
    }

    @Test(arguments: [true, false])
    func quittingWaitsForThePaymentAndSaysHowItEnded(approved: Bool) async throws {
        let service = GatedPurchaseService()
        let harness = try await startBuying(service)
        let quitting = Task { await harness.app.finishPurchasesInProgress() }
        try await harness.pilot.waitFor("Quitting once the purchase in progress is paid for")
        #expect(await harness.screen().text.contains("Quitting once the purchase"))
        await service.finish(approving: approved)
        let outcome = try #require(await quitting.value)
        if approved {
            let order = try #require(harness.model.store.purchases.first).orderNumber
            #expect(outcome == "the purchase of Field Notes Case went through before quitting (order \(order))")
        } else {
            #expect(outcome == "the purchase in progress was declined before quitting; nothing was bought")
            #expect(harness.model.store.purchases.isEmpty)
        }
        #expect(harness.model.notices.quitNotice == nil)
    }

    @Test func aPaymentThatNeverEndsIsGivenUpAndSaidSo() async throws {
        let service = GatedPurchaseService()
        let harness = try await startBuying(service)
        let outcome = await harness.app.finishPurchasesInProgress(timeout: .milliseconds(100))
        #expect(outcome == "quit before the purchase in progress was paid for; it is not recorded")
        await service.finish(approving: false)
    }

    @Test func withNothingInProgressQuittingSaysNothing() async {
        let harness = await CatalogHarness.launch()
        #expect(await harness.app.finishPurchasesInProgress() == nil)
    }
}
