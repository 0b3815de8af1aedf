import Foundation
import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// The dashboard's chart of purchases per day: a Swift Charts view in a
/// child hosting controller of the UIKit dashboard, reached with Tab.
@MainActor
@Suite("Dashboard chart")
struct DashboardChartFlowTests {
    /// 2026-03-14 15:00 UTC, a Saturday.
    static let now = Date(timeIntervalSince1970: 1_773_500_400)

    /// The app at `size` with `now` pinned and dates shown in UTC.
    private func launch(size: Size = Size(width: 80, height: 24)) async throws -> CatalogHarness {
        let harness = await CatalogHarness.launch(size: size)
        harness.model.store.now = { Self.now }
        let tabs = try #require(harness.app.root.tabs.viewControllers)
        let dashboard = try #require((tabs[2] as? TUINavigationController)?.viewControllers.first as? DashboardViewController)
        dashboard.historyTimeZone = try #require(TimeZone(identifier: "UTC"))
        harness.model.settings.locale = Locale(identifier: "en_US")
        return harness
    }

    @Test func withoutRecentPurchasesTheChartSaysSo() async throws {
        let harness = try await launch()
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.waitFor("No purchases in the last 14 days.")
    }

    @Test func theArrowsSelectADayAndTheChartWritesItsPurchases() async throws {
        let harness = try await launch()
        let store = harness.model.store
        for product in store.products.prefix(3) { store.recordPurchase(of: product.id) }
        store.recordPurchase(of: store.products[3].id, date: Self.now.addingTimeInterval(-2 * 86_400))
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.waitFor("Purchases, last 14 days")
        var screen = await harness.screen()
        #expect(screen.text.contains("← → select a day"))
        // Weekly labels on Sundays; today's bar (3) is the tallest.
        #expect(screen.text.contains("Mar 8"))
        // Tab from the history button to the chart, End for today.
        try await harness.pilot.press(.tab)
        try await harness.pilot.waitFor("← Previous")
        #expect(await !harness.screen().text.contains("Esc Clear"), "nothing to clear yet")
        try await harness.pilot.press(.end)
        try await harness.pilot.waitFor("Esc Clear")
        try await harness.pilot.waitFor("Mar 14, 2026: Purchases 3")
        try await harness.pilot.press(.left)
        try await harness.pilot.press(.left)
        try await harness.pilot.waitFor("Mar 12, 2026: Purchases 1")
        // Escape clears the selection first; the next Escape is the screen's.
        try await harness.pilot.press(.escape)
        try await harness.pilot.waitFor("← → select a day")
        screen = await harness.screen()
        #expect(screen.text.contains("Recent purchases"))
    }

    @Test func aNarrowTerminalLeavesTheChartOutWhole() async throws {
        let harness = try await launch(size: Size(width: 60, height: 24))
        let store = harness.model.store
        store.recordPurchase(of: store.products[0].id)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.waitFor("Recent purchases")
        let screen = await harness.screen()
        #expect(!screen.text.contains("Purchases, last"))
        #expect(!screen.text.contains("┈"))
    }
}
