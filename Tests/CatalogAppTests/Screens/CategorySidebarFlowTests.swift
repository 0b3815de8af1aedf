import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// The catalog tab's sidebar of categories on a terminal wider than 120 columns.
@MainActor
@Suite("Category sidebar")
struct CategorySidebarFlowTests {
    private func sidebarList(_ harness: CatalogHarness) throws -> TUICollectionView {
        let split = try #require(harness.app.root.tabs.selectedViewController as? TUISplitViewController)
        let sidebar = try #require(split.viewController(for: .primary) as? CategorySidebarViewController)
        return try #require(sidebar.collectionView)
    }

    /// The category of the product the list's keys are on.
    private func currentCategory(_ harness: CatalogHarness) throws -> String? {
        let list = try #require(harness.app.root.catalogList)
        let id = try #require(list.currentProductID)
        return harness.model.store.products.first { $0.id == id }?.category
    }

    @Test func aWideTerminalShowsTheCategoriesBesideTheProductsAndChoosingOneShowsIt() async throws {
        let harness = await CatalogHarness.launch(size: Size(width: 130, height: 35))
        let categories = harness.model.store.sections.map(\.category)
        try #require(categories.count > 2)
        let screen = await harness.screen().text
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[0].contains("Categories") && rows[0].contains("Catalog"), "\(rows[0])")
        #expect(screen.contains(categories[1]) && screen.contains("│"))
        // Focus starts on the products, as without the sidebar.
        let products = try #require(harness.app.root.catalogList?.collectionView)
        #expect(harness.app.window.focusedView === products)

        let sidebar = try sidebarList(harness)
        for _ in 0 ..< 8 where harness.app.window.focusedView !== sidebar {
            try await harness.pilot.press(.tab, modifiers: .shift)
        }
        #expect(harness.app.window.focusedView === sidebar, "Shift-Tab reaches the sidebar")
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.down)
        #expect(try currentCategory(harness) == categories[2], "the list follows the sidebar")
        #expect(await harness.screen().text.contains(categories[2]))
        try await harness.pilot.press(.enter)
        #expect(harness.app.window.focusedView === products, "Enter goes to the products")
        #expect(try currentCategory(harness) == categories[2])

        // A product opens in the products' column; the sidebar stays.
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy Now")
        #expect(await harness.screen().text.contains("Categories"))
        try await harness.pilot.press(.escape)
        #expect(harness.app.window.focusedView === products)
    }

    @Test func narrowerThanTheSidebarTheCatalogTabIsItsListAloneAndComesBack() async throws {
        let harness = await CatalogHarness.launch(size: Size(width: 130, height: 35))
        try await harness.pilot.resize(to: Size(width: 100, height: 30))
        let narrow = await harness.screen().text
        #expect(!narrow.contains("Categories"), "\(narrow)")
        #expect(harness.app.root.tabs.selectedViewController is TUINavigationController)
        let today = await CatalogHarness.launch(size: Size(width: 100, height: 30))
        #expect(narrow == (await today.screen().text), "exactly as without the sidebar")

        try await harness.pilot.resize(to: Size(width: 130, height: 35))
        #expect(await harness.screen().text.contains("Categories"))
        #expect(harness.app.root.tabs.selectedViewController is TUISplitViewController)
        #expect(harness.app.window.focusedView === harness.app.root.catalogList?.collectionView)
    }
}
