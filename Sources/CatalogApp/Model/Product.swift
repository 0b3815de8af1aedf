import Foundation

/// One item for sale in the catalog.
///
/// A product is a value: the catalog file describes it, and what changes
/// while the app runs (whether it is a favorite, what was bought) lives in
/// ``CatalogStore``. ``isFavorite`` is only the catalog's initial value.
public struct Product: Identifiable, Hashable, Sendable {
    /// The catalog's stable identifier, unique within a catalog.
    public var id: String
    /// The name shown in lists and as the detail screen's title.
    public var name: String
    /// The exact price in ``currencyCode``.
    public var price: Decimal
    /// Whether the product starts as a favorite before any saved state applies.
    ///
    /// Declared after the 20-byte price, where it fills the gap before the
    /// next string: a product then takes 120 bytes instead of 128, 8 MB
    /// less at a million products.
    public var isFavorite: Bool
    /// The ISO 4217 code of the price's currency, such as `USD`.
    public var currencyCode: String
    /// The category the catalog lists the product under.
    public var category: String
    /// A sentence or two about the product; empty when the catalog gives none.
    public var summary: String
    /// An SF Symbols name drawn as the product's glyph (see docs/SYMBOLS.md), if any.
    public var symbol: String?

    /// The currency a catalog entry uses when it names none.
    public static let defaultCurrencyCode = "USD"

    /// Creates a product.
    ///
    /// - Parameters:
    ///   - id: The stable identifier, unique within the catalog.
    ///   - name: The display name.
    ///   - price: The exact price.
    ///   - currencyCode: The ISO 4217 currency code; `USD` when omitted.
    ///   - category: The category the product is listed under.
    ///   - summary: A short description.
    ///   - symbol: An SF Symbols name for the product's glyph.
    ///   - isFavorite: Whether the product starts as a favorite.
    public init(
        id: String, name: String, price: Decimal, currencyCode: String = Product.defaultCurrencyCode,
        category: String, summary: String = "", symbol: String? = nil, isFavorite: Bool = false
    ) {
        self.id = id
        self.name = name
        self.price = price
        self.currencyCode = currencyCode
        self.category = category
        self.summary = summary
        self.symbol = symbol
        self.isFavorite = isFavorite
    }
}
