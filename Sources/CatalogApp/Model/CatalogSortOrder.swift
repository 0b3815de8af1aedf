/// How the catalog orders the products within each category.
public enum CatalogSortOrder: String, CaseIterable, Codable, Sendable {
    /// The catalog's own order.
    case featured
    /// By name, A to Z, case and accents aside.
    case name
    /// Cheapest first.
    case priceLowToHigh
    /// Dearest first.
    case priceHighToLow
    /// The shopper's highest-rated first; unrated products last.
    case rating

    /// The label the sort menu shows.
    public var title: String {
        switch self {
        case .featured: "Featured"
        case .name: "Name"
        case .priceLowToHigh: "Price: Low to High"
        case .priceHighToLow: "Price: High to Low"
        case .rating: "Your Rating"
        }
    }
}
