import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

@MainActor
@Suite("Catalog flows")
struct CatalogFlowTests {
    @Test func escapeFromTheResultsClearsTheSearchAndKeepsTheProductInView() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("/"))
        try await harness.pilot.type("lamp")
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.down)
        try await harness.pilot.waitFor("Esc Clear")
        try await harness.pilot.press(.escape)
        let screen = await harness.screen()
        #expect(harness.app.root.catalogList?.searchField?.text == "")
        #expect(screen.text.contains("Search products"), "the field shows its placeholder again")
        #expect(screen.text.contains("Trail Headlamp"), "the product the keys were on is still in view")
        #expect(
            harness.app.root.catalogList?.currentProductID.flatMap { harness.model.store.product(withID: $0)?.name } == "Trail Headlamp")
    }

    @Test func anEmptyCatalogSaysSoAndASearchWithoutMatchesSaysThat() async throws {
        let empty = await CatalogHarness.launch(catalog: Catalog(products: []))
        #expect(await empty.screen().text.contains("The catalog is empty."))
        #expect(await !empty.screen().text.contains("match your search"))

        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("/"))
        try await harness.pilot.type("zzzz")
        try await harness.pilot.waitFor("No products match your search.")
    }

    @Test func launchShowsTheCatalogWithTheFirstRowSelected() async throws {
        let harness = await CatalogHarness.launch()
        let screen = await harness.screen()
        #expect(screen.lines[0].contains("Catalog"))
        #expect(screen.lines[1].contains("Search products"))
        #expect(screen.lines[2].hasPrefix(" Carry"))
        #expect(screen.lines[3].contains("Field Notes Case"))
        #expect(harness.app.root.catalogList?.currentProductID == harness.model.store.products.first?.id)
    }

    @Test func enterOnARowOpensItsDetailAndEscapeGoesBack() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.enter)
        var screen = await harness.screen()
        #expect(screen.lines[0].contains("Product"))
        #expect(screen.text.contains("Commuter Backpack"))
        #expect(screen.text.contains("Buy Now"))
        try await harness.pilot.press(.escape)
        screen = await harness.screen()
        #expect(screen.lines[0].contains("Catalog"))
        #expect(harness.app.root.catalogList?.currentProductID == "commuter-backpack" || screen.text.contains("Commuter Backpack"))
    }

    @Test func fTogglesTheFavoriteOfTheSelectedRowAndOnlyThatRowChanges() async throws {
        let harness = await CatalogHarness.launch()
        let id = try #require(harness.model.store.products.first?.id)
        try await harness.pilot.press(.character("f"))
        #expect(harness.model.store.isFavorite(id))
        let screen = await harness.screen()
        #expect(screen.lines[3].contains("Field Notes Case") && screen.lines[3].contains("♥"))
        #expect(!screen.lines[4].contains("♥"))
        try await harness.pilot.press(.character("f"))
        #expect(!harness.model.store.isFavorite(id))
    }

    @Test func favoritingOnTheDetailShowsInTheListAndTheFavoritesTab() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("f"))
        var screen = await harness.screen()
        #expect(screen.text.contains("Remove from Favorites"))
        try await harness.pilot.press(.escape)
        screen = await harness.screen()
        #expect(screen.lines[3].contains("♥"))
        try await harness.pilot.press(.character("2"))
        screen = await harness.screen()
        #expect(screen.lines[0].contains("Favorites"))
        #expect(screen.text.contains("Field Notes Case"))
    }

    @Test func buyingPushesTheCheckout() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Checkout")
        let screen = await harness.screen()
        #expect(screen.text.contains("Field Notes Case"))
        #expect(screen.text.contains("49.00"))
        #expect(harness.model.store.purchases.count == 1)
    }

    /// The catalog with its first product's purchase declined and the alert up.
    private static func showingAFailedPurchase() async throws -> CatalogHarness {
        let harness = await CatalogHarness.launch(failingPurchases: 1)
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Purchase Failed")
        return harness
    }

    @Test func aFailedPurchaseOffersTryAgainWhichEnterChoosesAndWhichSucceeds() async throws {
        let harness = try await Self.showingAFailedPurchase()
        let alert = await harness.screen().text
        #expect(alert.contains("[ OK ]") || alert.contains(" OK "))
        #expect(alert.contains("Try Again"))
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Checkout")
        let screen = await harness.screen()
        #expect(screen.text.contains("Thank you"))
        #expect(!screen.text.contains("Purchase Failed"))
        #expect(harness.model.store.purchases.count == 1)
    }

    @Test func escapeGivesUpAfterAFailedPurchaseAndBuyingAgainSucceeds() async throws {
        let harness = try await Self.showingAFailedPurchase()
        try await harness.pilot.press(.escape)
        var screen = await harness.screen()
        #expect(!screen.text.contains("Purchase Failed"))
        #expect(harness.model.store.purchases.isEmpty)
        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Checkout")
        screen = await harness.screen()
        #expect(screen.text.contains("Thank you"))
        #expect(harness.model.store.purchases.count == 1)
    }

    @Test func sOpensSettingsAndDoneClosesThem() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("s"))
        var screen = await harness.screen()
        #expect(screen.text.contains("Settings"))
        #expect(screen.text.contains("Theme"))
        try await harness.pilot.press(.escape)
        screen = await harness.screen()
        #expect(!screen.text.contains("Theme"))
    }

    @Test func theDashboardShowsTheStatsCardAndBadge() async throws {
        let harness = await CatalogHarness.launch()
        harness.model.store.toggleFavorite(try #require(harness.model.store.products.first?.id))
        try await harness.pilot.press(.character("3"))
        let screen = await harness.screen()
        print(screen.text)
        #expect(screen.lines[0].contains("Dashboard"))
        #expect(screen.text.contains("Your catalog"))
        #expect(screen.text.contains("1 favorite"))
    }
}

@MainActor
@Suite("Catalog settings and search")
struct CatalogSettingsTests {
    @Test func theProfileEditorIsAUIKitFormInsideTheSettingsSheet() async throws {
        let harness = await CatalogHarness.launch(size: Size(width: 80, height: 30))
        try await harness.pilot.press(.character("s"))
        try await harness.pilot.press(.character("e"))
        try await harness.pilot.waitFor("Edit Profile")
        try await harness.pilot.type("Ada")
        try await harness.pilot.press(.enter)
        try await harness.pilot.type("ada@example.com")
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Settings")
        #expect(harness.model.settings.profile == Profile(name: "Ada", email: "ada@example.com"))
        let screen = await harness.screen()
        #expect(screen.text.contains("ada@example.com"))
        #expect(!screen.text.contains("Edit Profile  "))
    }

    @Test func theProfileNotesTakeSeveralLinesAndTabLeavesThemForSave() async throws {
        let harness = await CatalogHarness.launch(size: Size(width: 80, height: 30))
        try await harness.pilot.press(.character("s"))
        try await harness.pilot.press(.character("e"))
        try await harness.pilot.waitFor("Edit Profile")
        for _ in 0 ..< 3 { try await harness.pilot.press(.tab) }
        try await harness.pilot.type("Hi")
        try await harness.pilot.press(.enter)
        try await harness.pilot.type("there")
        #expect(await harness.screen().text.contains("Notes    Hi\n          there"))
        // Escape stops typing and leaves the sheet open; Tab goes on to Cancel, then Save.
        try await harness.pilot.press(.escape)
        #expect(await harness.screen().text.contains("Edit Profile"))
        try await harness.pilot.press(.tab)
        try await harness.pilot.press(.tab)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Settings")
        #expect(harness.model.settings.profile.notes == "Hi\nthere")
    }

    @Test func typingInTheSearchFieldFiltersTheCatalog() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("/"))
        try await harness.pilot.type("lamp")
        let screen = await harness.screen()
        #expect(screen.text.contains("Architect Desk Lamp"))
        #expect(!screen.text.contains("Field Notes Case"))
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.enter)
        #expect(await harness.screen().lines[0].contains("Product"))
    }

    @Test func escapeInTheSearchFieldClearsItAndReturnsToTheList() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("/"))
        try await harness.pilot.type("lamp")
        #expect(await !harness.screen().text.contains("Field Notes Case"))
        #expect(await harness.screen().lines[23].contains("Esc"))
        try await harness.pilot.press(.escape)
        let screen = await harness.screen()
        #expect(screen.text.contains("Field Notes Case"))
        #expect(screen.text.contains("Search products"))
        try await harness.pilot.press(.character("f"))
        #expect(harness.model.store.favoriteProductIDs.count == 1)
    }

    @Test func theThemeSettingOverridesTheWindowsAppearance() async throws {
        let harness = await CatalogHarness.launch()
        harness.model.settings.theme = .light
        // The theme follows on a later turn of the main actor.
        var turns = 0
        while harness.app.window.traitCollection.userInterfaceStyle != .light, turns < 500 {
            await harness.pilot.settle()
            try await Task.sleep(for: .milliseconds(5))
            turns += 1
        }
        #expect(harness.app.window.traitCollection.userInterfaceStyle == .light)
    }

    @Test func belowTheMinimumSizeTheAppAsksForALargerTerminal() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.resize(to: Size(width: 30, height: 10))
        #expect(await harness.screen().text.contains("Make the terminal larger"))
        try await harness.pilot.resize(to: Size(width: 80, height: 24))
        #expect(await harness.screen().text.contains("Field Notes Case"))
    }

    @Test func belowTheMinimumSizeTheMessageCoversASheetAndKeysWait() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("s"))
        try await harness.pilot.waitFor("Appearance")
        try await harness.pilot.resize(to: Size(width: 36, height: 10))
        let small = await harness.screen().text
        #expect(small.contains("Make the terminal larger") && small.contains("wait until then"), "\(small)")
        #expect(!small.contains("Appearance") && !small.contains("Settings"), "the sheet is covered:\n\(small)")
        // Keys do not act on the hidden screens: Escape would close the sheet.
        for key in [Key.escape, .character("2"), .enter] { try await harness.pilot.press(key) }
        try await harness.pilot.resize(to: Size(width: 80, height: 24))
        let large = await harness.screen().text
        #expect(large.contains("Appearance") && !large.contains("Make the terminal larger"), "\(large)")
    }
}

@MainActor
@Suite("Catalog accessibility")
struct CatalogAccessibilityTests {
    @Test func theDetailScreenReadsAsItsTitlePriceAndButtons() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.enter)
        let navigation = try #require(harness.app.root.tabs.selectedViewController as? TUINavigationController)
        let detail = try #require(navigation.topViewController as? TUIHostingController<ProductDetailView>)
        let tree = detail.accessibilityDescription
        #expect(tree.contains("staticText \"Field Notes Case\""))
        #expect(tree.contains("staticText \"$49.00\""))
        #expect(tree.contains("button \"Add to Favorites\""))
        #expect(tree.contains("button \"Buy Now\""))
    }
}
