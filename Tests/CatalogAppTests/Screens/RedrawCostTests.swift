import Testing

@testable import CatalogApp
@testable import TUIKit

/// How much of the screen a key press redraws in the real app: a change
/// that shows in one row redraws that row and sends its changed cells only.
@MainActor
@Suite("What a key press redraws")
struct RedrawCostTests {
    @Test func aFavoriteToggleRedrawsItsRowAndChangesOnlyTheHeart() async throws {
        let harness = await CatalogHarness.launch()
        _ = await harness.screen()
        let changedBefore = harness.target.surface.changedCellCount
        try await harness.pilot.press(.character("f"))
        let screen = await harness.screen()
        #expect(screen.lines[3].contains("♥"))
        #expect(harness.app.application.lastFrameWasIncremental)
        #expect(harness.app.application.lastFrameRedrawnRows == [3], "only the favorited row is drawn again")
        // The heart's cell, and nothing else, differs from the frame before.
        #expect(harness.target.surface.changedCellCount - changedBefore == 1)
    }

    @Test func moveTheSelectionRedrawsTheTwoRowsAndTheFooter() async throws {
        let harness = await CatalogHarness.launch()
        _ = await harness.screen()
        try await harness.pilot.press(.down)
        _ = await harness.screen()
        let redrawn = harness.app.application.lastFrameRedrawnRows
        #expect(harness.app.application.lastFrameWasIncremental)
        #expect(redrawn.contains(3) && redrawn.contains(4))
        #expect(redrawn.count <= 4, "the rows that changed and the footer, not the screen: \(redrawn)")
    }
}
