import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

@MainActor
@Suite("Catalog with the mouse")
struct CatalogMouseTests {
    @Test func clickingARowOpensItsDetailAndClickingBackReturns() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.click(on: "Slim Card Wallet")
        var screen = await harness.screen()
        #expect(screen.lines[0].contains("Product"))
        #expect(screen.text.contains("Slim Card Wallet"))
        try await harness.pilot.click(on: "‹ Catalog")
        screen = await harness.screen()
        #expect(screen.lines[0].contains("Catalog"))
        #expect(screen.text.contains("Search products"))
    }

    @Test func theWheelScrollsTheListAndClickingATabSwitchesToIt() async throws {
        let harness = await CatalogHarness.launch()
        #expect(await harness.screen().lines[2].hasPrefix(" Carry"))
        try await harness.pilot.scroll(.down, column: 10, row: 8, notches: 3)
        #expect(await !harness.screen().lines[2].hasPrefix(" Carry"))
        try await harness.pilot.click(on: "Dashboard")
        #expect(await harness.screen().text.contains("Your catalog"))
    }

    @Test func clickingTheDetailsButtonsFavoritesAndBuys() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.enter)
        try await harness.pilot.click(on: "Add to Favorites")
        #expect(harness.model.store.isFavorite("field-notes-case"))
        try await harness.pilot.click(on: "Buy Now")
        try await harness.pilot.waitFor("Checkout")
    }
}

@MainActor
@Suite("Catalog settings by mouse")
struct CatalogSettingsMouseTests {
    @Test func clickingSettingsOpensTheSheetAndDoneDismissesIt() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.click(on: "[ Settings ]")
        #expect(await harness.screen().text.contains("Appearance"))
        try await harness.pilot.click(on: "[ Done ]")
        #expect(await !harness.screen().text.contains("Appearance"))
        #expect(harness.app.root.presentedViewController == nil)
    }
}
