/// The products of one category, in catalog order.
public struct CatalogSection: Identifiable, Hashable, Sendable {
    /// The category's name, which identifies the section.
    public var id: String { category }
    /// The category's name, as the section header shows it.
    public var category: String
    /// The products listed under the category, in catalog order.
    public var productIDs: [Product.ID]
    /// The positions of those products in the store's `products`, for lists
    /// keyed by position (an integer hashes far faster than an id string);
    /// empty for a section made outside a store.
    var productIndexes: [Int] = []

    /// Creates a section.
    public init(category: String, productIDs: [Product.ID]) {
        self.category = category
        self.productIDs = productIDs
    }

    /// Creates a section of a store's products at `productIndexes`.
    init(category: String, productIDs: [Product.ID], productIndexes: [Int]) {
        self.init(category: category, productIDs: productIDs)
        self.productIndexes = productIndexes
    }

    /// Sections are equal when they list the same products under the same
    /// category; the indexes only restate the ids.
    public static func == (lhs: CatalogSection, rhs: CatalogSection) -> Bool {
        lhs.category == rhs.category && lhs.productIDs == rhs.productIDs
    }

    /// Hashes the category and the product ids, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(productIDs)
    }
}

/// Something that changed in a ``CatalogStore``, naming the products it touched
/// so a list can reconfigure exactly those items.
public enum CatalogChange: Equatable, Sendable {
    /// A product became a favorite or stopped being one.
    case favorite(Product.ID, isFavorite: Bool)
    /// A purchase was recorded (`isRecorded` true) or removed from the
    /// history (false).
    case purchase(Purchase, isRecorded: Bool = true)
    /// The shopper rated a product (nil: took the rating back).
    case rating(Product.ID, stars: Int?)
    /// The search text changed, and with it ``CatalogStore/sections``.
    case searchResults

    /// The products whose own appearance changed (not those a search hid or showed).
    public var productIDs: [Product.ID] {
        switch self {
        case .favorite(let id, _): [id]
        case .purchase(let purchase, _): [purchase.productID]
        case .rating(let id, _): [id]
        case .searchResults: []
        }
    }
}
