import Foundation
import Observation
import Testing

@testable import CatalogApp

@MainActor
@Suite("Catalog store")
struct CatalogStoreTests {
    private static let catalog = Catalog(products: [
        Product(id: "lamp", name: "Desk Lamp", price: 119, category: "Desk", summary: "A balanced arm"),
        Product(id: "kettle", name: "Café Kettle", price: 79, category: "Kitchen", summary: "Gooseneck spout", isFavorite: true),
        Product(id: "pen", name: "Fountain Pen", price: 58, category: "Desk", summary: "Steel nib"),
        Product(id: "torch", name: "Crème Brûlée Torch", price: 39, category: "Kitchen", summary: "Refillable butane"),
        Product(id: "tent", name: "Trail Tent", price: 300, category: "Outdoors", summary: "Sleeps two in a storm"),
    ])

    @Test func sectionsFollowFirstAppearanceAndRowsKeepCatalogOrder() {
        let store = CatalogStore(catalog: Self.catalog)
        #expect(store.categories == ["Desk", "Kitchen", "Outdoors"])
        #expect(
            store.sections == [
                CatalogSection(category: "Desk", productIDs: ["lamp", "pen"]),
                CatalogSection(category: "Kitchen", productIDs: ["kettle", "torch"]),
                CatalogSection(category: "Outdoors", productIDs: ["tent"]),
            ])
        #expect(store.product(withID: "pen")?.name == "Fountain Pen")
        #expect(store.product(withID: "nope") == nil)
    }

    @Test func searchIgnoresCaseAndDiacriticsAndNeedsEveryWord() {
        let store = CatalogStore(catalog: Self.catalog)
        store.searchText = "CREME"
        #expect(store.sections == [CatalogSection(category: "Kitchen", productIDs: ["torch"])])
        store.searchText = "cafe"
        #expect(store.sections.flatMap(\.productIDs) == ["kettle"])
        store.searchText = "kitchen"
        #expect(store.sections.flatMap(\.productIDs) == ["kettle", "torch"])
        store.searchText = "bru\u{302}lee"  // decomposed û
        #expect(store.sections.flatMap(\.productIDs) == ["torch"])
        store.searchText = "desk steel"
        #expect(store.sections.flatMap(\.productIDs) == ["pen"])
        store.searchText = "  storm   two "
        #expect(store.sections.flatMap(\.productIDs) == ["tent"])
        #expect(store.matchCount == 1)
        store.searchText = "lamp kitchen"  // words in different products do not match
        #expect(store.sections.isEmpty)
        store.searchText = "pdesk"  // no match across the name/category boundary
        #expect(store.sections.isEmpty)
        store.searchText = " "
        #expect(store.sections.count == 3 && store.matchCount == 5)
    }

    @Test func typingAndDeletingGiveTheSameResultsAsAFreshSearch() {
        let catalog = Catalog(products: CatalogGenerator.products(count: 600, seed: 3))
        let store = CatalogStore(catalog: catalog)
        let typed = "walnut lamp 1"
        var queries: [String] = []
        for end in typed.indices + [typed.endIndex] { queries.append(String(typed[..<end])) }
        queries += queries.reversed() + ["zoe", "zoë f", "cafe", "caf", "über 19"]
        let folded = catalog.products.map { [$0.name, $0.category, $0.summary].map(Self.fold) }
        let fresh = CatalogStore(catalog: catalog)
        for query in queries {
            store.searchText = query
            fresh.searchText = ""  // forgets earlier results
            fresh.searchText = query
            #expect(store.sections == fresh.sections, "\(query)")
            #expect(fresh.sections == naiveSections(catalog, folded: folded, query: query), "\(query)")
        }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The search spelled out: Foundation's folding and `contains` on every field.
    private func naiveSections(_ catalog: Catalog, folded: [[String]], query: String) -> [CatalogSection] {
        let words = Self.fold(query).split(separator: " ")
        var sections: [CatalogSection] = []
        for (product, fields) in zip(catalog.products, folded) {
            guard words.allSatisfy({ word in fields.contains { $0.contains(word) } }) else { continue }
            if let index = sections.firstIndex(where: { $0.category == product.category }) {
                sections[index].productIDs.append(product.id)
            } else {
                sections.append(CatalogSection(category: product.category, productIDs: [product.id]))
            }
        }
        let order = Array(NSOrderedSet(array: catalog.products.map(\.category))) as? [String] ?? []
        return sections.sorted { order.firstIndex(of: $0.category) ?? 0 < order.firstIndex(of: $1.category) ?? 0 }
    }

    @Test func favoritesStartFromTheCatalogOrFromSavedStateAndKeepUnknownIDs() {
        let fromCatalog = CatalogStore(catalog: Self.catalog)
        #expect(fromCatalog.favoriteProductIDs == ["kettle"])
        let saved = CatalogStore(catalog: Self.catalog, favoriteIDs: ["tent", "gone", "lamp"])
        #expect(saved.favoriteProductIDs == ["lamp", "tent"])
        #expect(!saved.isFavorite("kettle"))
        #expect(saved.persistentFavoriteIDs == ["lamp", "tent", "gone"])
        #expect(saved.favorites.map(\.name) == ["Desk Lamp", "Trail Tent"])
    }

    @Test func togglingAFavoriteNotifiesOnlyThatProductsObservers() {
        let store = CatalogStore(catalog: Self.catalog)
        let lampChanged = ChangeFlag()
        let penChanged = ChangeFlag()
        let listChanged = ChangeFlag()
        withObservationTracking {
            _ = store.isFavorite("lamp")
        } onChange: {
            lampChanged.set()
        }
        withObservationTracking {
            _ = store.isFavorite("pen")
        } onChange: {
            penChanged.set()
        }
        withObservationTracking {
            _ = store.favoriteProductIDs
        } onChange: {
            listChanged.set()
        }
        var changes: [CatalogChange] = []
        let subscription = store.observeChanges { changes.append($0) }
        store.toggleFavorite("lamp")
        #expect(lampChanged.value && !penChanged.value && listChanged.value)
        #expect(store.isFavorite("lamp") && store.favoriteProductIDs == ["lamp", "kettle"])
        #expect(changes == [.favorite("lamp", isFavorite: true)])
        #expect(changes.flatMap(\.productIDs) == ["lamp"])
        store.setFavorite(true, for: "lamp")  // no change, no notification
        #expect(changes.count == 1)
        subscription.cancel()
        store.toggleFavorite("lamp")
        #expect(changes.count == 1 && !store.isFavorite("lamp"))
    }

    @Test func aReleasedSubscriptionStopsNotifying() {
        let store = CatalogStore(catalog: Self.catalog)
        var count = 0
        var subscription: CatalogChangeSubscription? = store.observeChanges { _ in count += 1 }
        store.searchText = "pen"
        #expect(count == 1)
        _ = subscription
        subscription = nil
        store.searchText = "lamp"
        #expect(count == 1)
    }

    @Test func purchasesAreRecordedAtTheCurrentPrice() {
        let store = CatalogStore(catalog: Self.catalog)
        var changes: [CatalogChange] = []
        let subscription = store.observeChanges { changes.append($0) }
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let purchase = store.recordPurchase(of: "pen", date: date)
        #expect(purchase.productID == "pen" && purchase.price == 58 && purchase.currencyCode == "USD" && purchase.date == date)
        #expect(store.purchases == [purchase])
        #expect(changes == [.purchase(purchase)])
        subscription.cancel()
    }
}

/// Records that an observation fired; onChange may run on any thread.
final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false

    func set() {
        lock.withLock { fired = true }
    }

    var value: Bool {
        lock.withLock { fired }
    }
}
