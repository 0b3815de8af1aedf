import Foundation
import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// The purchase history screen, reached from the dashboard, in the light
/// and dark themes: the text and the colors a person sees.
@MainActor
@Suite("Dashboard screen snapshots", .serialized)
struct DashboardSnapshotsTests {
    /// 80x24 in the light and dark themes.
    nonisolated static let looks = SnapshotLook.all.filter { $0.size == Size(width: 80, height: 24) }

    /// Three purchases on fixed dates, shown in UTC, so every run draws the same rows.
    private func launchWithPurchases(_ look: SnapshotLook) async throws -> CatalogHarness {
        let harness = try await CatalogHarness.launch(look)
        let store = harness.model.store
        store.makePurchaseID = CatalogStore.countingPurchaseIDs()
        let start = Date(timeIntervalSince1970: 1_767_268_800)  // 2026-01-01 12:00 UTC
        // "Today" for the dashboard's chart: the day after the last purchase.
        store.now = { start.addingTimeInterval(4 * 86_400) }
        for (offset, product) in store.products.prefix(3).enumerated() {
            store.recordPurchase(of: product.id, date: start.addingTimeInterval(Double(offset) * 90_000))
        }
        let tabs = try #require(harness.app.root.tabs.viewControllers)
        let dashboard = try #require((tabs[2] as? TUINavigationController)?.viewControllers.first as? DashboardViewController)
        dashboard.historyTimeZone = try #require(TimeZone(identifier: "UTC"))
        return harness
    }

    @Test(arguments: looks)
    func purchaseHistory(_ look: SnapshotLook) async throws {
        let harness = try await launchWithPurchases(look)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.press(.character("h"))
        // The newest purchase is the keyboard row when the history opens.
        try await harness.pilot.press(.character(" "))
        try await harness.pilot.waitFor("[ Delete (1) ]")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    /// The chart of purchases per day beside the recent purchases, its
    /// last purchase's day selected with the keyboard.
    @Test(arguments: looks)
    func purchaseChart(_ look: SnapshotLook) async throws {
        let harness = try await launchWithPurchases(look)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.waitFor("Purchases, last 14 days")
        try await harness.pilot.press(.tab)
        try await harness.pilot.press(.end)
        try await harness.pilot.press(.left)
        try await harness.pilot.waitFor("Jan 4, 2026: Purchases 0")
        try await harness.pilot.press(.left)
        try await harness.pilot.waitFor("Jan 3, 2026: Purchases 1")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: looks)
    func purchaseHistoryEmpty(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.press(.character("h"))
        try await harness.pilot.waitFor("No purchases yet.")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: looks)
    func deleteConfirmation(_ look: SnapshotLook) async throws {
        let harness = try await launchWithPurchases(look)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.press(.character("h"))
        // The newest purchase is the keyboard row when the history opens.
        try await harness.pilot.press(.character(" "))
        try await harness.pilot.press(.character("d"))
        try await harness.pilot.waitFor("Delete 1 purchase?")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: looks)
    func receipt(_ look: SnapshotLook) async throws {
        let harness = try await launchWithPurchases(look)
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.press(.character("h"))
        // The newest purchase is the keyboard row when the history opens.
        try await harness.pilot.press(.character(" "))
        try await harness.pilot.press(.character("r"))
        try await harness.pilot.waitFor("Receipt")
        try await harness.pilot.waitFor("Paid")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }
}
