import GraftHosting
import GraftTesting
import Testing
@testable import CatalogApp

@MainActor
@Suite("Catalog flows")
struct CatalogFlowTests {
    @Test func launchShowsTheCatalogWithTheFirstRowSelected() async throws {
        let harness = await CatalogHarness.launch()
        let screen = await harness.screen()
        print(screen.text)
        #expect(screen.lines[0].contains("Catalog"))
        #expect(screen.text.contains("Field Notes Case"))
    }

    @Test func enterOnARowOpensItsDetail() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.down)
        try await harness.pilot.press(.enter)
        let screen = await harness.screen()
        print(screen.text)
        #expect(screen.lines[0].contains("Product"))
    }
}
