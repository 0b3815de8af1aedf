/// The products of one category, in catalog order.
public struct CatalogSection: Identifiable, Hashable, Sendable {
    /// The category's name, which identifies the section.
    public var id: String { category }
    /// The category's name, as the section header shows it.
    public var category: String

    /// The products listed under the category, in catalog order.
    ///
    /// A store's section keeps only the products' positions and looks the
    /// ids up when asked: a search makes sections of up to every product on
    /// each keystroke, and copying an id string per match cost more than
    /// the search itself.
    public var productIDs: [Product.ID] {
        get { explicitIDs ?? productIndexes.map { catalogProducts[$0].id } }
        set {
            explicitIDs = newValue
            productIndexes = []
            catalogProducts = []
        }
    }

    /// The ids given to ``init(category:productIDs:)``; nil for a store's section.
    private var explicitIDs: [Product.ID]?
    /// The positions of the products in the store's `products`, for lists
    /// keyed by position (an integer hashes far faster than an id string);
    /// empty for a section made outside a store.
    private(set) var productIndexes: [Int] = []
    /// The store's products, which `productIndexes` point into (shared, not copied).
    private var catalogProducts: [Product] = []

    /// Creates a section.
    public init(category: String, productIDs: [Product.ID]) {
        self.category = category
        explicitIDs = productIDs
    }

    /// Creates a section of the products at `productIndexes` in a store's `products`.
    init(category: String, productIndexes: [Int], of products: [Product]) {
        self.category = category
        self.productIndexes = productIndexes
        catalogProducts = products
    }

    /// How many products the section lists, without looking up their ids.
    var count: Int { explicitIDs?.count ?? productIndexes.count }

    /// Whether the section carries its products' positions in a store.
    var hasProductIndexes: Bool { explicitIDs == nil }

    /// Sections are equal when they list the same products under the same
    /// category, however each was made.
    ///
    /// Two sections of the same store compare their positions, not their
    /// ids: the store's observable `sections` compares the old value with
    /// the new one on every search keystroke, and looking up an id string
    /// per product to do it cost more than grouping the matches.
    public static func == (lhs: CatalogSection, rhs: CatalogSection) -> Bool {
        guard lhs.category == rhs.category, lhs.count == rhs.count else { return false }
        if lhs.hasProductIndexes, rhs.hasProductIndexes, lhs.sharesProducts(with: rhs) {
            return lhs.productIndexes == rhs.productIndexes
        }
        return lhs.productIDs == rhs.productIDs
    }

    /// Whether both sections point into the same products array (the same
    /// store's), so equal positions mean equal products.
    private func sharesProducts(with other: CatalogSection) -> Bool {
        catalogProducts.withUnsafeBufferPointer { mine in
            other.catalogProducts.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress && mine.count == theirs.count }
        }
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
