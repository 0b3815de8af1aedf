/// The products of one category, in catalog order.
public struct CatalogSection: Identifiable, Hashable, Sendable {
    /// The category's name, which identifies the section.
    public var id: String { category }
    /// The category's name, as the section header shows it.
    public var category: String
    /// The products listed under the category, in catalog order.
    public var productIDs: [Product.ID]

    /// Creates a section.
    public init(category: String, productIDs: [Product.ID]) {
        self.category = category
        self.productIDs = productIDs
    }
}

/// Something that changed in a ``CatalogStore``, naming the products it touched
/// so a list can reconfigure exactly those items.
public enum CatalogChange: Equatable, Sendable {
    /// A product became a favorite or stopped being one.
    case favorite(Product.ID, isFavorite: Bool)
    /// A purchase was recorded.
    case purchase(Purchase)
    /// The search text changed, and with it ``CatalogStore/sections``.
    case searchResults

    /// The products whose own appearance changed (not those a search hid or showed).
    public var productIDs: [Product.ID] {
        switch self {
        case .favorite(let id, _): [id]
        case .purchase(let purchase): [purchase.productID]
        case .searchResults: []
        }
    }
}
