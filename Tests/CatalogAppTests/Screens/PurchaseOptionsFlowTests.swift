import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// The settings that change how buying works, the profile's receipts
/// switch, and the favorites' Remove All, driven by keys and clicks.
@MainActor
@Suite("Catalog purchase options and favorites toolbar")
struct PurchaseOptionsFlowTests {
    /// Opens settings and moves focus to the confirmation switch:
    /// theme, currency, then the switch.
    private func focusConfirmationSwitch(_ harness: CatalogHarness) async throws {
        try await harness.pilot.press(.character("s"))
        try await harness.pilot.waitFor("Confirm before buying")
        // The theme picker has focus as the sheet opens; then the currency, the switch.
        try await harness.pilot.press(.tab, times: 2)
    }

    @Test func theConfirmationSwitchMakesBuyNowAskFirst() async throws {
        let harness = await CatalogHarness.launch()
        try await focusConfirmationSwitch(harness)
        try await harness.pilot.press(.character(" "))
        #expect(harness.model.settings.confirmsPurchases)
        var screen = await harness.screen()
        let row = try #require(screen.lines.first { $0.contains("Confirm before buying") })
        let withoutScrollIndicator = String(row.filter { $0 != "┃" && $0 != "│" }).trimmingCharacters(in: .whitespaces)
        #expect(withoutScrollIndicator.hasSuffix("[ ●]"), "the switch sits at the end of its row, on")
        try await harness.pilot.press(.escape)

        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Buy Field Notes Case?")
        // Keys go to the sheet's code field at once; tabs do not switch under it.
        try await harness.pilot.type("2")
        try await harness.pilot.waitFor("•")
        try await harness.pilot.press(.escape)
        screen = await harness.screen()
        #expect(!screen.text.contains("Buy Field Notes Case?"))
        #expect(screen.text.contains("Buy Now") && screen.lines[0].contains("Product"))
        #expect(harness.model.store.purchases.isEmpty, "closing the sheet buys nothing")

        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Buy Field Notes Case?")
        screen = await harness.screen()
        #expect(!screen.text.contains("•"), "the code is not kept")
        try await harness.pilot.type("12")
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Enter the 3 or 4 digits on the back of your card.")
        #expect(harness.model.store.purchases.isEmpty)
        try await harness.pilot.type("3")
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Thank you for your order")
        #expect(harness.model.store.purchases.count == 1)
    }

    @Test func theConfirmationSheetsBuyButtonWaitsForACodeAndAClickBuys() async throws {
        let harness = await CatalogHarness.launch()
        harness.model.settings.confirmsPurchases = true
        harness.model.settings.profile.shippingAddress = "5 Elm Sq"
        try await harness.pilot.press(.enter)
        try await harness.pilot.click(on: "Buy Now")
        try await harness.pilot.waitFor("Buy Field Notes Case?")
        var screen = await harness.screen()
        #expect(screen.text.contains("5 Elm Sq") && screen.text.contains("$49.00"))
        let sheetTop = try #require(screen.lines.firstIndex { $0.contains("Buy Field Notes Case?") })
        let sheetButtons = try #require(screen.lines.indices.last { $0 > sheetTop && screen.lines[$0].contains("Buy Now") })
        let column = try #require(screen.lines[sheetButtons].range(of: "Buy Now")).lowerBound.utf16Offset(in: screen.lines[sheetButtons])
        try await harness.pilot.click(column: column, row: sheetButtons)
        screen = await harness.screen()
        #expect(screen.text.contains("Buy Field Notes Case?"), "disabled until a code is typed")
        try await harness.pilot.type("1234")
        try await harness.pilot.click(column: column, row: sheetButtons)
        try await harness.pilot.waitFor("Thank you for your order")
        #expect(harness.model.store.purchases.count == 1)
    }

    @Test func theSecurityCodeFieldTakesFourDigitsAndNothingElse() async throws {
        let harness = await CatalogHarness.launch()
        harness.model.settings.confirmsPurchases = true
        try await harness.pilot.press(.enter)
        try await harness.pilot.click(on: "Buy Now")
        try await harness.pilot.waitFor("Buy Field Notes Case?")
        try await harness.pilot.type("1a2-3 45")
        let field = try #require(await harness.screen().lines.first { $0.contains("Security code") })
        #expect(field.contains("••••") && !field.contains("•••••"), "four digits kept: \(field)")
        #expect(ConfirmPurchaseView.acceptedSecurityCode("1a2-3 45") == "1234")
        #expect(ConfirmPurchaseView.acceptedSecurityCode("٣٤٥") == "", "digits of other scripts are not card digits")
        // Enter buys with the four digits kept.
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Thank you for your order")
    }

    @Test func withoutConfirmationBuyNowBuysAtOnce() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Thank you for your order")
        #expect(harness.model.store.purchases.count == 1)
    }

    @Test func theStepperAndTheAddressFieldChangeTheSettingsAndTheCheckoutSaysWhereItShips() async throws {
        let harness = await CatalogHarness.launch()
        try await focusConfirmationSwitch(harness)
        try await harness.pilot.press(.tab)
        try await harness.pilot.press(.character("+"), times: 2)
        try await harness.pilot.waitFor("Recent purchases shown: 7")
        #expect(harness.model.settings.recentPurchaseCount == 7)
        try await harness.pilot.press(.tab)
        // Letters that are key commands elsewhere (s, q, f) are typed here.
        try await harness.pilot.type("5 Elm Sq, Fairfield")
        try await harness.pilot.waitFor("5 Elm Sq, Fairfield")
        #expect(harness.model.settings.profile.shippingAddress == "5 Elm Sq, Fairfield")
        #expect(harness.app.root.presentedViewController != nil, "s and q did not close or quit anything")
        try await harness.pilot.press(.escape)

        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Thank you for your order")
        let screen = await harness.screen()
        #expect(screen.text.contains("ships to 5 Elm Sq,\n Fairfield in 1–2 business days."))
        #expect(screen.text.contains("Add your email in Settings to get a receipt."))
    }

    @Test func theReceiptsSwitchInTheProfileFormIsSavedAndShown() async throws {
        let harness = await CatalogHarness.launch(size: Size(width: 80, height: 30))
        try await harness.pilot.press(.character("s"))
        // The large sheet shows every setting, the receipts row too.
        try await harness.pilot.press(.up, modifiers: .alt)
        try await harness.pilot.press(.character("e"))
        try await harness.pilot.waitFor("Email a receipt after each purchase")
        try await harness.pilot.type("Ada")
        try await harness.pilot.press(.tab)
        try await harness.pilot.type("ada@example.com")
        try await harness.pilot.press(.tab)
        try await harness.pilot.press(.character(" "))
        try await harness.pilot.waitFor("[○ ] Email a receipt")
        // Back to the email field, where Enter saves.
        try await harness.pilot.press(.tab, modifiers: .shift)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Receipts")
        #expect(harness.model.settings.profile == Profile(name: "Ada", email: "ada@example.com", sendsReceipts: false))
        let screen = await harness.screen()
        let row = try #require(screen.lines.first { $0.contains("Receipts") })
        #expect(String(row.filter { $0 != "┃" && $0 != "│" }).trimmingCharacters(in: .whitespaces).hasSuffix("Off"))
    }

    @Test func aClickOnTheSwitchFlipsIt() async throws {
        let harness = await CatalogHarness.launch(size: Size(width: 80, height: 30))
        try await harness.pilot.press(.character("s"))
        // The large sheet shows every setting, the receipts row too.
        try await harness.pilot.press(.up, modifiers: .alt)
        try await harness.pilot.press(.character("e"))
        try await harness.pilot.waitFor("Email a receipt after each purchase")
        // Clicks land where things rest: the editor's sheet has finished rising.
        _ = await harness.screen()
        try await harness.pilot.click(on: "[ ●]")
        try await harness.pilot.waitFor("[○ ] Email a receipt")
        try await harness.pilot.click(on: "Save")
        try await harness.pilot.waitFor("Receipts")
        #expect(harness.model.settings.profile.sendsReceipts == false)
    }

    @Test func removeAllOnTheFavoritesToolbarAsksFirstAndEnterKeepsThem() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("f"))
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.character("f"))
        try await harness.pilot.press(.character("2"))
        var screen = await harness.screen()
        let toolbar = screen.lines[screen.lines.count - 3]
        #expect(toolbar.hasSuffix("[ Remove All ]"), "the toolbar sits above the tab bar")
        #expect(screen.lines[screen.lines.count - 2].contains("Favorites"))

        try await harness.pilot.press(.character("x"))
        try await harness.pilot.waitFor("2 products will be removed from your favorites.")
        try await harness.pilot.press(.enter)
        screen = await harness.screen()
        #expect(!screen.text.contains("Remove All Favorites?"))
        #expect(harness.model.store.favoriteProductIDs.count == 2, "Enter chose Cancel")

        try await harness.pilot.click(on: "[ Remove All ]")
        try await harness.pilot.waitFor("Remove All Favorites?")
        try await harness.pilot.press(.tab)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("No favorites yet")
        #expect(harness.model.store.favoriteProductIDs.isEmpty)
        screen = await harness.screen()
        #expect(screen.lines[0].contains("Favorites"))
        try await harness.pilot.press(.character("1"))
        screen = await harness.screen()
        #expect(!screen.text.contains("♥"), "the catalog's rows lost their hearts too")
    }

    @Test func removeAllIsDisabledWithNoFavoritesAndTheToolbarLeavesWithTheList() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("2"))
        try await harness.pilot.waitFor("No favorites yet")
        try await harness.pilot.click(on: "[ Remove All ]")
        try await harness.pilot.press(.character("x"))
        var screen = await harness.screen()
        #expect(!screen.text.contains("Remove All Favorites?"))
        try await harness.pilot.press(.character("1"))
        screen = await harness.screen()
        #expect(!screen.text.contains("Remove All"))
    }
}
