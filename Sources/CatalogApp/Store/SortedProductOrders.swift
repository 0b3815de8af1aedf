import Foundation

/// Each sort order's permutation of the catalog, made the first time the
/// order is chosen and kept: a search then walks it once (O(n)) instead of
/// sorting its matches on every keystroke. Ties keep catalog order.
struct SortedProductOrders {
    private var orders: [CatalogSortOrder: [Int]] = [:]

    /// The product indexes in `order`'s order; nil for ``CatalogSortOrder/featured``,
    /// which is the catalog's own.
    ///
    /// - Complexity: O(n log n) the first time for an order, O(1) after.
    mutating func permutation(
        for order: CatalogSortOrder, products: [Product], ratings: [Product.ID: Int]
    ) -> [Int]? {
        guard order != .featured else { return nil }
        if let known = orders[order] { return known }
        let made = Self.sorted(products, by: order, ratings: ratings)
        orders[order] = made
        return made
    }

    /// Forgets the rating order, after a rating changed.
    mutating func ratingsChanged() {
        orders[.rating] = nil
    }

    private static func sorted(_ products: [Product], by order: CatalogSortOrder, ratings: [Product.ID: Int]) -> [Int] {
        let indexes = Array(products.indices)
        switch order {
        case .featured:
            return indexes
        case .name:
            // Folded once (case and accents aside); comparing the folded
            // strings is one native call, no locale involved.
            var folding = SearchFolding()
            let names = products.map { folding.folded($0.name) }
            return indexes.sorted { a, b in names[a] == names[b] ? a < b : names[a] < names[b] }
        case .priceLowToHigh, .priceHighToLow:
            // Decimal comparisons are slow; a price's Double orders the same at catalog precision.
            let prices = products.map { NSDecimalNumber(decimal: $0.price).doubleValue }
            let ascending = order == .priceLowToHigh
            return indexes.sorted { a, b in
                guard prices[a] != prices[b] else { return a < b }
                return ascending ? prices[a] < prices[b] : prices[a] > prices[b]
            }
        case .rating:
            let stars = products.map { ratings[$0.id] ?? 0 }
            return indexes.sorted { a, b in stars[a] == stars[b] ? a < b : stars[a] > stars[b] }
        }
    }
}
