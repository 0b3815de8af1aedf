import Foundation
import Testing

@testable import CatalogApp

@MainActor
@Suite("Catalog sort orders")
struct CatalogSortTests {
    private static let catalog = Catalog(products: [
        Product(id: "lamp", name: "Desk Lamp", price: 119, category: "Desk", summary: "A balanced arm"),
        Product(id: "kettle", name: "Café Kettle", price: 79, category: "Kitchen", summary: "Gooseneck spout"),
        Product(id: "pen", name: "fountain Pen", price: 58, category: "Desk", summary: "Steel nib"),
        Product(id: "torch", name: "Crème Brûlée Torch", price: 39, category: "Kitchen", summary: "Refillable butane"),
        Product(id: "tent", name: "Trail Tent", price: 300, category: "Outdoors", summary: "Sleeps two"),
        Product(id: "pad", name: "Blotter Pad", price: 58, category: "Desk", summary: "Felt backed"),
    ])

    private func ids(_ store: CatalogStore) -> [[Product.ID]] { store.sections.map(\.productIDs) }

    @Test func eachOrderSortsWithinCategoriesAndKeepsSectionsByCategory() {
        let store = CatalogStore(catalog: Self.catalog, ratings: ["pen": 5, "lamp": 2, "torch": 4])
        #expect(store.sortOrder == .featured)
        #expect(ids(store) == [["lamp", "pen", "pad"], ["kettle", "torch"], ["tent"]])
        store.sortOrder = .name
        // Case and accents aside: Blotter, Desk, fountain; Café, Crème.
        #expect(ids(store) == [["pad", "lamp", "pen"], ["kettle", "torch"], ["tent"]])
        #expect(store.sections.map(\.category) == ["Desk", "Kitchen", "Outdoors"])
        store.sortOrder = .priceLowToHigh
        // Equal prices keep catalog order.
        #expect(ids(store) == [["pen", "pad", "lamp"], ["torch", "kettle"], ["tent"]])
        store.sortOrder = .priceHighToLow
        #expect(ids(store) == [["lamp", "pen", "pad"], ["kettle", "torch"], ["tent"]])
        store.sortOrder = .rating
        // Highest first, the unrated last in catalog order.
        #expect(ids(store) == [["pen", "lamp", "pad"], ["torch", "kettle"], ["tent"]])
        store.sortOrder = .featured
        #expect(ids(store) == [["lamp", "pen", "pad"], ["kettle", "torch"], ["tent"]])
    }

    @Test func searchingKeepsTheChosenOrderAndChangingItKeepsTheSearch() {
        let store = CatalogStore(catalog: Self.catalog)
        store.sortOrder = .priceLowToHigh
        store.searchText = "desk"
        #expect(ids(store) == [["pen", "pad", "lamp"]])
        store.searchText = "desk n"
        #expect(ids(store) == [["pen", "lamp"]])
        store.sortOrder = .priceHighToLow
        #expect(ids(store) == [["lamp", "pen"]])
        store.searchText = "desk"
        #expect(ids(store) == [["lamp", "pen", "pad"]])
        store.searchText = ""
        #expect(ids(store) == [["lamp", "pen", "pad"], ["kettle", "torch"], ["tent"]])
    }

    @Test func changingTheOrderTellsTheListAndARatingReordersAtTheNextChange() {
        let store = CatalogStore(catalog: Self.catalog)
        var changes: [CatalogChange] = []
        let subscription = store.observeChanges { changes.append($0) }
        store.sortOrder = .rating
        #expect(changes == [.searchResults])
        store.sortOrder = .rating
        #expect(changes == [.searchResults], "the same order again changes nothing")
        store.setRating(3, for: "tent")
        // The row under the keys stays put until the list is sorted or searched again.
        #expect(ids(store)[2] == ["tent"])
        #expect(ids(store)[0] == ["lamp", "pen", "pad"])
        store.setRating(5, for: "pad")
        store.sortOrder = .featured
        store.sortOrder = .rating
        #expect(ids(store)[0] == ["pad", "lamp", "pen"])
        subscription.cancel()
    }

    @Test func aHundredThousandProductsAreOrderedOnceAndEachKeystrokeStaysQuick() {
        let catalog = Catalog(products: CatalogGenerator.products(count: 100_000, seed: 7))
        let store = CatalogStore(catalog: catalog)
        store.sortOrder = .priceLowToHigh
        let prices = store.sections.map { $0.productIDs.compactMap { store.product(withID: $0)?.price } }
        #expect(prices.allSatisfy { zip($0, $0.dropFirst()).allSatisfy { $0 <= $1 } })
        #expect(store.matchCount == 100_000)
        store.searchText = "w"  // waits for the search index
        store.sortOrder = .name  // the name order is made once, here
        let clock = ContinuousClock()
        var slowest = Duration.zero
        for query in ["wa", "wal", "waln", "walnu", "walnut", "walnut ", "walnut l", "walnut", "w", ""] {
            slowest = max(slowest, clock.measure { store.searchText = query })
        }
        slowest = max(slowest, clock.measure { store.sortOrder = .priceLowToHigh })
        slowest = max(slowest, clock.measure { store.sortOrder = .name })
        // A sort per keystroke of 100,000 names took seconds in a debug build; a walk along the made order takes milliseconds.
        #expect(slowest < .milliseconds(700))
        let names =
            store.sections.first.map { section in
                section.productIDs.compactMap {
                    store.product(withID: $0)?.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                }
            } ?? []
        #expect(names == names.sorted())
    }
}

@Suite("Saved sort order")
struct SavedSortOrderTests {
    @Test func theSortOrderIsSavedAndOlderFilesStillLoad() throws {
        let settings = Settings(catalogSortOrder: .priceHighToLow)
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(Settings.self, from: data).catalogSortOrder == .priceHighToLow)
        let older = Data(#"{"theme":"dark"}"#.utf8)
        let decoded = try JSONDecoder().decode(Settings.self, from: older)
        #expect(decoded.catalogSortOrder == .featured)
        #expect(decoded.theme == .dark)
    }
}
