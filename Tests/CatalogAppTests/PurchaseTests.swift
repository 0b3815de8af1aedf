import Foundation
import Observation
import Testing

@testable import CatalogApp

@MainActor
@Suite("Buying")
struct PurchaseTests {
    private let store = CatalogStore(catalog: .standard)

    @Test func theSimulatedServiceDeclinesTheFirstNPurchases() async {
        let service = SimulatedPurchaseService(delay: .zero, failingFirst: 2)
        let product = Catalog.standard.products[0]
        var outcomes: [Bool] = []
        for _ in 0 ..< 3 {
            do {
                try await service.purchase(product)
                outcomes.append(true)
            } catch {
                outcomes.append(false)
                #expect(error.message.contains("declined"))
            }
        }
        #expect(outcomes == [false, false, true])
    }

    @Test func buyingIsOneAtATimeAndRecordsThePurchaseOnce() async throws {
        let service = GatedPurchaseService()
        let model = ProductDetailModel(productID: "field-notes-case", store: store, purchaseService: service)
        let first = Task { await model.buy() }
        while await service.waitingCount == 0 { await Task.yield() }
        #expect(model.isBuying)
        #expect(await model.buy() == nil)  // a second press while buying does nothing
        await service.finish(approving: true)
        let purchase = try #require(await first.value)
        #expect(!model.isBuying)
        #expect(await service.requests == ["field-notes-case"])
        #expect(store.purchases == [purchase] && model.completedPurchase == purchase)
        #expect(purchase.price == 49)
    }

    @Test func aDeclinedPurchaseShowsTheFailureAndARetryCanSucceed() async throws {
        let model = ProductDetailModel(
            productID: "fountain-pen", store: store, purchaseService: SimulatedPurchaseService(delay: .zero, failingFirst: 1))
        #expect(await model.buy() == nil)
        #expect(model.isShowingFailure && ProductDetailModel.purchaseFailedTitle == "Purchase Failed")
        #expect(model.failure?.message.contains("Everyday Fountain Pen") == true)
        #expect(store.purchases.isEmpty && !model.isBuying)
        let purchase = try #require(await model.retry())
        #expect(!model.isShowingFailure && model.failure == nil)
        #expect(store.purchases == [purchase])
        // Dismissing the alert (OK) clears the failure too.
        let failing = ProductDetailModel(
            productID: "fountain-pen", store: store, purchaseService: SimulatedPurchaseService(delay: .zero, failingFirst: 1))
        await failing.buy()
        failing.isShowingFailure = false
        #expect(failing.failure == nil)
    }

    @Test func theDetailsFavoriteMirrorsTheStoreBothWays() {
        let model = ProductDetailModel(productID: "field-notes-case", store: store, purchaseService: SimulatedPurchaseService(delay: .zero))
        let changed = ChangeFlag()
        withObservationTracking {
            _ = model.isFavorite
        } onChange: {
            changed.set()
        }
        store.toggleFavorite("field-notes-case")
        #expect(changed.value && model.isFavorite && model.favoriteButtonTitle == "Remove from Favorites")
        model.toggleFavorite()
        #expect(!store.isFavorite("field-notes-case") && model.favoriteButtonTitle == "Add to Favorites")
        model.isFavorite = true
        #expect(store.favoriteProductIDs == ["field-notes-case"])
    }
}

@MainActor
@Suite("App model")
struct AppModelTests {
    @Test func changesAreSavedAndComeBackOnTheNextRun() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = StateFile(directory: directory)
        try file.prepare()
        let app = AppModel(catalog: .standard, savedState: nil, stateFile: file, purchaseService: SimulatedPurchaseService(delay: .zero))
        app.store.toggleFavorite("chef-knife")
        app.store.toggleFavorite("field-notes-case")
        await app.detailModel(for: "gift-card").buy()
        app.settings.theme = .light
        app.settings.profile.name = "Ana"
        // Settings are saved on the main actor's next turn.
        // Count turns, not wall time: other tests may hold the main actor for seconds.
        var turns = 0
        while try file.load().state?.settings.profile.name != "Ana", turns < 1_000 {
            try await Task.sleep(for: .milliseconds(5))
            app.flush()
            turns += 1
        }
        let saved = try #require(try file.load().state)
        #expect(saved.favorites == ["field-notes-case", "chef-knife"])
        #expect(saved.purchases.map(\.productID) == ["gift-card"])
        #expect(saved.settings == Settings(theme: .light, profile: Profile(name: "Ana")))
        let next = AppModel(catalog: .standard, savedState: saved, stateFile: nil, purchaseService: SimulatedPurchaseService(delay: .zero))
        #expect(next.store.favoriteProductIDs == ["field-notes-case", "chef-knife"])
        #expect(next.settings.theme == .light && next.store.purchases.count == 1)
    }
}
