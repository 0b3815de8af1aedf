import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// Every screen of the catalog, reached with keys, at 80x24 and 120x40 in
/// the light and dark themes: the text and the colors a person sees.
///
/// One at a time: each case starts a whole app on the main actor, and dozens
/// interleaved there would keep other suites' main-actor work waiting for
/// seconds.
@MainActor
@Suite("Catalog screen snapshots", .serialized)
struct SnapshotsTests {
    @Test(arguments: SnapshotLook.all)
    func catalog(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func searchResults(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.character("/"))
        try await harness.pilot.type("brass")
        try await harness.pilot.waitFor("Brass Ruler")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func detail(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy Now")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func detailWithPurchaseFailedAlert(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look, failingPurchases: 1)
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Purchase Failed")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func checkout(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.enter)
        try await harness.pilot.press(.character("b"))
        try await harness.pilot.waitFor("Thank you")
        let order = try #require(harness.model.store.purchases.first).id.uuidString.prefix(8).lowercased()
        assertSnapshot(of: try await harness.screen(masking: order), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func favoritesEmpty(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.character("2"))
        try await harness.pilot.waitFor("Favorites")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func favoritesWithItems(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.character("f"))
        try await harness.pilot.press(.down, times: 2)
        try await harness.pilot.press(.character("f"))
        try await harness.pilot.press(.down, times: 10)
        try await harness.pilot.press(.character("f"))
        try await harness.pilot.press(.character("2"))
        try await harness.pilot.waitFor("Slim Card Wallet")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func dashboard(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.character("f"))
        try await harness.pilot.press(.character("3"))
        try await harness.pilot.waitFor("Your catalog")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func settingsMedium(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.character("s"))
        try await harness.pilot.waitFor("Theme")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func settingsLarge(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.character("s"))
        try await harness.pilot.waitFor("Theme")
        let sheet = try #require(harness.app.root.presentedViewController?.sheetPresentationController)
        sheet.selectedDetentIdentifier = .large
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func profileEditor(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.character("s"))
        try await harness.pilot.press(.character("e"))
        try await harness.pilot.waitFor("Edit Profile")
        try await harness.pilot.type("Ada")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.all)
    func helpOverlay(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.character("?"))
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: [Theme.light, .dark])
    func tooSmall(_ theme: Theme) async throws {
        let look = SnapshotLook(size: Size(width: 36, height: 10), theme: theme)
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.waitFor("larger")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.smallest)
    func smallestCatalog(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        assertSnapshot(of: await harness.screen(), named: look.name)
    }

    @Test(arguments: SnapshotLook.smallest)
    func smallestDetail(_ look: SnapshotLook) async throws {
        let harness = try await CatalogHarness.launch(look)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy")
        assertSnapshot(of: await harness.screen(), named: look.name)
    }
}
