import Foundation

/// A completed purchase of one product, as the state file keeps it.
public struct Purchase: Identifiable, Hashable, Codable, Sendable {
    /// A unique identifier for the purchase.
    public var id: UUID
    /// The ``Product/id`` of what was bought.
    public var productID: Product.ID
    /// The price paid.
    public var price: Decimal
    /// The ISO 4217 code of the price's currency.
    public var currencyCode: String
    /// When the purchase completed.
    public var date: Date

    /// Creates a purchase record.
    public init(id: UUID = UUID(), productID: Product.ID, price: Decimal, currencyCode: String, date: Date) {
        self.id = id
        self.productID = productID
        self.price = price
        self.currencyCode = currencyCode
        self.date = date
    }

    /// The order number shoppers see: the first eight hex digits of ``id``.
    public var orderNumber: String {
        String(id.uuidString.prefix(8)).lowercased()
    }

    /// A record of buying `product` at its current price.
    public init(of product: Product, date: Date = .now) {
        self.init(productID: product.id, price: product.price, currencyCode: product.currencyCode, date: date)
    }
}
