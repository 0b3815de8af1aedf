import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// The catalog's Sort button: a popover under it lists the orders, the
/// one in use checked; picking one orders each category and is saved.
@MainActor
@Suite("Sorting the catalog")
struct SortFlowTests {
    @Test func oOpensThePopoverUnderSortAndEnterPicksAnOrder() async throws {
        let harness = await CatalogHarness.launch()
        var screen = await harness.screen()
        #expect(screen.lines[0].contains("Sort"), "the bar shows the Sort button")
        #expect(screen.lines.last?.contains("o Sort") == true, "the footer lists the key")
        try await harness.pilot.press(.character("o"))
        try await harness.pilot.waitFor("Price: Low to High")
        screen = await harness.screen()
        // Right under the bar, with an arrow toward the button.
        #expect(screen.lines[1].contains("▲"))
        #expect(screen.lines[1].contains("╭"))
        let featured = try #require(screen.lines.first { $0.contains("Featured") })
        #expect(featured.contains("✓"), "the order in use is checked")
        try await harness.pilot.press(.down, times: 2)
        try await harness.pilot.press(.enter)
        screen = await harness.screen()
        #expect(!screen.text.contains("Price: Low to High"))
        #expect(harness.model.store.sortOrder == .priceLowToHigh)
        #expect(harness.model.savedState.settings.catalogSortOrder == .priceLowToHigh)
        let first = try #require(harness.model.store.sections.first)
        let prices = first.productIDs.compactMap { harness.model.store.product(withID: $0)?.price }
        #expect(prices == prices.sorted())
        // The keys are back in the list, on a product.
        #expect(harness.app.root.catalogList?.currentProductID != nil)
        try await harness.pilot.press(.character("o"))
        try await harness.pilot.waitFor("Price: Low to High")
        screen = await harness.screen()
        let checked = try #require(screen.lines.first { $0.contains("Price: Low to High") })
        #expect(checked.contains("✓"))
        try await harness.pilot.press(.escape)
        screen = await harness.screen()
        #expect(!screen.text.contains("Featured"))
        #expect(harness.model.store.sortOrder == .priceLowToHigh, "Escape picks nothing")
    }

    @Test func aNarrowTerminalShowsTheOrdersInASheet() async throws {
        let harness = await CatalogHarness.launch(size: Size(width: 60, height: 24))
        try await harness.pilot.press(.character("o"))
        try await harness.pilot.waitFor("Price: High to Low")
        let screen = await harness.screen()
        #expect(!screen.text.contains("▲"))
        #expect(screen.lines.last?.contains("Esc Close") == true, "a sheet's footer")
        try await harness.pilot.press(.escape)
        #expect(await !harness.screen().text.contains("Price: High to Low"))
    }
}
