import Foundation
import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// The detail's star rating: a focusable GraftUI view with key handlers,
/// kept in the store and saved with the rest of the state.
@MainActor
@Suite("Product ratings")
struct RatingFlowTests {
    @Test func keysRateTheProductAndTheRatingIsSaved() async throws {
        let harness = await CatalogHarness.launch()
        let id = try #require(harness.model.store.products.first).id
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Your rating ☆☆☆☆☆")
        // The stars come first on the screen, so they have focus as it opens.
        try await harness.pilot.waitFor("←/→ or 1–5")
        try await harness.pilot.press(.tab)
        var screen = await harness.screen()
        #expect(!screen.text.contains("←/→ or 1–5"), "the hint shows only while the stars have focus")
        try await harness.pilot.press(.tab, modifiers: .shift)
        try await harness.pilot.waitFor("←/→ or 1–5")
        try await harness.pilot.press(.character("4"))
        try await harness.pilot.waitFor("★★★★☆")
        #expect(harness.model.store.rating(of: id) == 4)
        try await harness.pilot.press(.right, times: 3)
        try await harness.pilot.waitFor("★★★★★")
        try await harness.pilot.press(.left)
        try await harness.pilot.waitFor("★★★★☆")
        #expect(harness.model.savedState.ratings == [id: 4])
        try await harness.pilot.press(.character("0"))
        try await harness.pilot.waitFor("☆☆☆☆☆")
        #expect(harness.model.store.rating(of: id) == nil)
        #expect(harness.model.savedState.ratings.isEmpty)
        // Other keys still work while the stars have focus.
        try await harness.pilot.press(.character("f"))
        screen = await harness.screen()
        #expect(screen.text.contains("Remove from Favorites"))
    }

    @Test func aClickOnTheThirdStarSetsThreeStars() async throws {
        let harness = await CatalogHarness.launch()
        let id = try #require(harness.model.store.products.first).id
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Your rating ☆☆☆☆☆")
        let screen = await harness.screen()
        let first = try #require(screen.location(of: "☆☆☆☆☆"))
        try await harness.pilot.click(column: first.x + 2, row: first.y)
        try await harness.pilot.waitFor("★★★☆☆")
        #expect(harness.model.store.rating(of: id) == 3)
        try await harness.pilot.click(column: first.x, row: first.y)
        #expect(harness.model.store.rating(of: id) == 1)
    }

    @Test func draggingAcrossTheStarsFollowsThePointer() async throws {
        let harness = await CatalogHarness.launch()
        let id = try #require(harness.model.store.products.first).id
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Your rating ☆☆☆☆☆")
        let first = try #require(await harness.screen().location(of: "☆☆☆☆☆"))
        try await harness.pilot.drag(fromColumn: first.x, row: first.y, toColumn: first.x + 3, row: first.y)
        try await harness.pilot.waitFor("★★★★☆")
        #expect(harness.model.store.rating(of: id) == 4)
        // Past the last star, the rating stays at five; back to the first, one.
        try await harness.pilot.drag(fromColumn: first.x + 2, row: first.y, toColumn: first.x + 9, row: first.y)
        try await harness.pilot.waitFor("★★★★★")
        try await harness.pilot.drag(fromColumn: first.x + 4, row: first.y, toColumn: first.x, row: first.y)
        try await harness.pilot.waitFor("★☆☆☆☆")
        #expect(harness.model.savedState.ratings == [id: 1])
    }

    @Test func theKeysMapToStars() {
        #expect(RatingControl.stars(after: .right, from: nil) == .some(1))
        #expect(RatingControl.stars(after: .right, from: 5) == .some(5))
        #expect(RatingControl.stars(after: .left, from: 1) == .some(nil))
        #expect(RatingControl.stars(after: .left, from: nil) == .some(nil))
        #expect(RatingControl.stars(after: .character("3"), from: nil) == .some(3))
        #expect(RatingControl.stars(after: .character("6"), from: 2) == nil)
        #expect(RatingControl.stars(after: .backspace, from: 2) == .some(nil))
        #expect(RatingControl.stars(after: .character("x"), from: 2) == nil)
        #expect(ProductRating.glyphs(for: 2) == "★★☆☆☆")
    }

    @Test func theAccessibilityTreeReadsTheRating() async throws {
        let harness = await CatalogHarness.launch()
        let id = try #require(harness.model.store.products.first).id
        harness.model.store.setRating(3, for: id)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("★★★☆☆")
        let host = try #require(
            harness.app.root.catalogList?.navigationController?.topViewController as? TUIHostingController<ProductDetailView>)
        #expect(host.accessibilityDescription.contains("\"Your rating\" value \"3 of 5 stars\""))
    }

    @Test func savedRatingsLoadAndRatingsOutOfRangeAreDropped() throws {
        let json = #"{"version": 1, "ratings": {"field-notes-case": 5, "pen": 9, "mat": 0}}"#
        let state = try SavedState.decode(Data(json.utf8))
        #expect(state.ratings == ["field-notes-case": 5])
        let model = AppModel(
            catalog: .standard, savedState: state, stateFile: nil,
            purchaseService: SimulatedPurchaseService(delay: .zero))
        #expect(model.store.rating(of: "field-notes-case") == 5)
    }
}
