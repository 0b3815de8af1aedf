import GraftHosting
import GraftTerminal
import Testing

@testable import CatalogApp
@testable import TUIKit

/// The catalog's search box is the hosting guides' `SearchField`: a GraftUI representable
/// wrapping TUIKit's search field, its edits flowing into the store through a binding.
@MainActor
@Suite("Catalog search field representable")
struct SearchFieldRepresentableTests {
    @Test func theSearchFieldIsHostedByGraftUIAndItsEditsReachTheStore() async throws {
        let harness = await CatalogHarness.launch()
        let field = try #require(harness.app.root.catalogList?.searchField)
        #expect(sequence(first: field as TUIView, next: \.superview).contains { $0 is TUIHostingView<CatalogSearchBar> })

        try await harness.pilot.press(.character("/"))
        try await harness.pilot.type("lamp")
        #expect(harness.model.store.searchText == "lamp")
        #expect(await harness.screen().lines[1].contains("lamp"))
    }

    @Test func theFieldFollowsTheStoreWhenTheSearchChangesElsewhere() async throws {
        let harness = await CatalogHarness.launch()
        harness.model.store.searchText = "desk"
        try await harness.pilot.settle()
        #expect(harness.app.root.catalogList?.searchField?.text == "desk")
        #expect(await harness.screen().lines[1].contains("desk"))
    }

    @Test func enterInTheFieldGoesToTheResults() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.character("/"))
        try await harness.pilot.type("lamp")
        try await harness.pilot.press(.enter)
        #expect(harness.app.root.catalogList?.searchField?.isEditing == false)
        let focused = try #require(harness.app.window.focusedView)
        #expect(sequence(first: focused, next: \.superview).contains { $0 is TUICollectionView }, "the results have focus")
    }
}
