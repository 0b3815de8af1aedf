import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

@MainActor
@Suite("Product row context menu")
struct ContextMenuFlowTests {
    @Test func shiftF10OnARowFavoritesItFromTheMenuAndTheMenuThenShowsItChecked() async throws {
        // Wide enough for the footer to reach the menu key, which gives way first.
        let harness = await CatalogHarness.launch(size: Size(width: 120, height: 30))
        let footer = await harness.screen().lines.last ?? ""
        #expect(footer.contains("Menu"), "the footer names the menu key on the list: \(footer)")
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.function(10), modifiers: .shift)
        try await harness.pilot.waitFor("Favorite")
        var screen = await harness.screen()
        let openRow = screen.lines.firstIndex { $0.contains("│") && $0.contains("Open") }
        #expect(openRow == 6, "the menu opens just under the Commuter Backpack row")
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.enter)
        screen = await harness.screen()
        #expect(harness.model.store.isFavorite("commuter-backpack"))
        #expect(!screen.text.contains("│   Open"), "choosing closes the menu")
        #expect(harness.app.root.catalogList?.currentProductID == "commuter-backpack", "the keys are back on the row")
        #expect(screen.lines[4].contains("♥"))

        try await harness.pilot.press(.function(10), modifiers: .shift)
        try await harness.pilot.waitFor("✓ Favorite")
        try await harness.pilot.press(.escape)
        screen = await harness.screen()
        #expect(!screen.text.contains("✓ Favorite"))
        #expect(harness.model.store.isFavorite("commuter-backpack"), "Escape changes nothing")
    }

    @Test func openFromTheMenuShowsTheProduct() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.function(10), modifiers: .shift)
        try await harness.pilot.waitFor("Open")
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy Now")
        #expect(await harness.screen().text.contains("Field Notes Case"))
    }

    @Test func copyNamePutsTheProductsNameOnTheTerminalsClipboard() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.function(10), modifiers: .shift)
        try await harness.pilot.waitFor("Copy Name")
        for _ in 0 ..< 2 { try await harness.pilot.press(.down) }
        try await harness.pilot.press(.enter)
        _ = await harness.screen()
        #expect(harness.target.surface.clipboard == "Commuter Backpack")
    }

    @Test func buyOpensTheProductAndBuysIt() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.function(10), modifiers: .shift)
        try await harness.pilot.waitFor("Buy")
        for _ in 0 ..< 3 { try await harness.pilot.press(.down) }
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Thank you for your order")
        #expect(harness.model.store.purchases.last?.productID == "field-notes-case")
        #expect(await harness.screen().text.contains("Field Notes Case"))
    }
}
