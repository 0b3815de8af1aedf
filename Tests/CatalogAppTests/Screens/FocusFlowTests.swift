import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// Keyboard focus in the catalog app: every screen has a focused item,
/// modal sheets keep focus in, dismissals give it back, and a control's own
/// keys win over the screen's shortcuts.
@MainActor
@Suite("Focus in the catalog app")
struct FocusFlowTests {
    private func focusedView(_ harness: CatalogHarness) -> TUIView? {
        harness.app.window.focusedView
    }

    /// The view the topmost presentation put on the window, if any.
    private func topPresentation(_ harness: CatalogHarness) -> TUIView? {
        harness.app.window.subviews.count > 1 ? harness.app.window.subviews.last : nil
    }

    @Test func tabNeverLeavesTheSettingsSheetOrTheProfileEditor() async throws {
        let harness = await CatalogHarness.launch(size: Size(width: 100, height: 30))
        try await harness.pilot.press(.character("s"))
        try await harness.pilot.waitFor("Confirm before buying")
        let settings = try #require(topPresentation(harness))
        #expect(focusedView(harness)?.isDescendant(of: settings) == true, "Settings opens with a focused control")
        for _ in 0 ..< 30 {
            try await harness.pilot.press(.tab)
            #expect(focusedView(harness)?.isDescendant(of: settings) == true)
        }
        // Escape still closes the sheet, not a field behind it.
        try await harness.pilot.press(.escape)
        #expect(harness.app.root.presentedViewController == nil)

        try await harness.pilot.press(.character("s"))
        try await harness.pilot.press(.up, modifiers: .alt)
        try await harness.pilot.waitFor("Edit Profile")
        _ = await harness.screen()
        try await harness.pilot.click(on: "Edit Profile")
        try await harness.pilot.waitFor("Email a receipt")
        let editor = try #require(topPresentation(harness))
        #expect(editor !== settings)
        for _ in 0 ..< 30 {
            try await harness.pilot.press(.tab)
            #expect(focusedView(harness)?.isDescendant(of: editor) == true)
        }
        try await harness.pilot.type("x")
        #expect(harness.app.root.catalogList?.searchField?.text == "", "typing never reaches the search field behind")
    }

    @Test func afterTheFailedPurchaseAlertBuyNowHasFocusAndTheCheckoutFocusesItsButton() async throws {
        let harness = await CatalogHarness.launch(failingPurchases: 1)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy Now")
        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Purchase Failed")
        try await harness.pilot.press(.escape)
        #expect(harness.app.window.focusedView != nil, "the detail has focus again")
        #expect(!(await harness.screen().text.contains("Purchase Failed")))
        // Enter buys again: focus went back to the button that caused the
        // alert, not to the stars at the top of the screen.
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Thank you for your order")
        let button = try #require(focusedView(harness) as? TUIButton)
        #expect(button.currentTitle?.contains("Back to Catalog") == true)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Search products")
    }

    @Test func theStarsTakeTheirDigitsAndTheBackButtonKeepsTheScreensKeys() async throws {
        let harness = await CatalogHarness.launch()
        let id = try #require(harness.model.store.products.first).id
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("←/→ or 1–5")
        for digit: Character in ["1", "2", "3"] {
            try await harness.pilot.press(.character(digit))
            #expect(harness.model.store.rating(of: id) == Int(String(digit)), "the stars take \(digit), not the tab bar")
        }
        #expect(harness.app.root.tabs.selectedIndex == 0)
        // The bar's back button: the detail's own keys still work.
        try await harness.pilot.press(.tab, modifiers: .shift)
        #expect((focusedView(harness) as? TUIButton)?.currentTitle?.contains("Catalog") == true)
        try await harness.pilot.press(.character("f"))
        #expect(harness.model.store.isFavorite(id))
    }

    @Test func theCatalogHasOneCursorAndEnterOpensTheRowItIsOn() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.down, times: 2)
        let list = try #require(harness.app.root.catalogList?.collectionView)
        #expect(list.indexPathsForSelectedItems == [list.indexPathForFocusedItem].compactMap { $0 })
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Slim Card Wallet")
        try await harness.pilot.press(.escape)
        try await harness.pilot.waitFor("Search products")
        #expect(focusedView(harness) === list, "focus comes back to the list")
    }

    @Test func aClickOnARowsHeartTogglesThatFavoriteAndTheListKeepsFocus() async throws {
        let harness = await CatalogHarness.launch()
        let products = harness.model.store.products
        let screen = await harness.screen()
        // The third row's heart, at the end of its line.
        let row = try #require(screen.lines.firstIndex { $0.contains(products[2].name) })
        let heart = try #require(screen.lines[row].lastIndex(of: "♡"))
        let x = screen.lines[row].distance(from: screen.lines[row].startIndex, to: heart)
        try await harness.pilot.click(column: x, row: row)
        #expect(harness.model.store.isFavorite(products[2].id))
        #expect(!harness.model.store.isFavorite(products[0].id))
        #expect(focusedView(harness) === harness.app.root.catalogList?.collectionView)
        try await harness.pilot.click(column: x, row: row)
        #expect(!harness.model.store.isFavorite(products[2].id))
    }

    /// With the search field focused, the list's selected row stays marked
    /// but not as the focus: nothing on screen is reversed, the row is
    /// underlined, and the terminal's cursor is in the field.
    @Test func withoutColorsTheSelectionBesideAFocusedFieldIsNotASecondFocusMark() async throws {
        let harness = await CatalogHarness.launch(colorSupport: .none)
        try await harness.pilot.press(.character("/"))
        let screen = try #require(harness.target.screen)
        #expect(screen[3, 3].style.attributes.contains(.underline), "the selected row is still marked")
        var reversed: [Point] = []
        for y in 0 ..< screen.size.height {
            for x in 0 ..< screen.size.width where screen[x, y].style.attributes.contains(.reverse) { reversed.append(Point(x: x, y: y)) }
        }
        #expect(reversed.isEmpty, "the only focus mark is the field's cursor, yet \(reversed.count) cells are reversed")
        #expect(harness.app.root.catalogList?.searchField?.isFirstResponder == true)
    }

    /// Without colors, wherever focus goes on the detail, one area is
    /// reversed: Buy Now's fill shows as an underline while it lacks focus.
    @Test func withoutColorsTheDetailShowsOneFocusMarkWhereverFocusIs() async throws {
        let harness = await CatalogHarness.launch(colorSupport: .none)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy Now")
        let buyNow = try #require(await harness.screen().location(of: "Buy Now"))
        for stop in 0 ..< 4 {
            let screen = try #require(harness.target.screen)
            #expect(TourContrastTests.reversedAreas(in: screen, as: .none) == 1, "stop \(stop): one focus mark")
            let onBuyNow = screen[buyNow.x, buyNow.y].style.attributes
            #expect(onBuyNow.contains(.underline), "stop \(stop): Buy Now still looks like the default button")
            try await harness.pilot.press(.tab)
        }
    }

    @Test func everySheetsFooterSaysHowToCloseItAndHowToGetHelpWhileTyping() async throws {
        let harness = await CatalogHarness.launch(size: Size(width: 100, height: 30))
        try await harness.pilot.press(.character("s"))
        try await harness.pilot.waitFor("Confirm before buying")
        #expect(await harness.screen().text.contains("Esc Close"))
        try await harness.pilot.press(.up, modifiers: .alt)
        try await harness.pilot.click(on: "Edit Profile")
        try await harness.pilot.waitFor("Email a receipt")
        let footer = await harness.screen().text.split(separator: "\n").last ?? ""
        #expect(footer.contains("Esc Close") && footer.contains("F1 Help"), "footer: \(footer)")
        try await harness.pilot.press(.function(1))
        try await harness.pilot.waitFor("Close the sheet")
    }

    /// Without colors the selected row and a focused button still show.
    @Test(arguments: [ColorSupport.none, .ansi8])
    func focusAndSelectionShowWithoutColors(_ support: ColorSupport) async throws {
        let harness = await CatalogHarness.launch(colorSupport: support)
        let first = try #require(harness.target.screen)
        if support == .none {
            #expect(first[3, 3].style.attributes.contains(.reverse), "the selected row is marked")
            #expect(!first[3, 4].style.attributes.contains(.reverse), "the next row is not")
        } else {
            #expect(first[3, 3].style.background != first[3, 4].style.background, "the selected row is marked")
        }
        try await harness.pilot.press(.enter)
        let detail = try #require(harness.target.screen)
        let buyNow = try #require(await harness.screen().location(of: "Buy Now"))
        let before = detail[buyNow.x, buyNow.y].style.attributes
        try await harness.pilot.press(.tab, times: 2)
        let after = try #require(harness.target.screen)[buyNow.x, buyNow.y].style.attributes
        #expect(!after.subtracting(before).isEmpty, "focus adds a mark to Buy Now (\(before) → \(after))")
    }
}
