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

    private enum CodingKeys: String, CodingKey {
        case id, productID, price, currencyCode, date
    }

    /// Decodes a purchase, refusing a negative price (no purchase this app
    /// records costs less than nothing) and saying what is wrong with an id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let idText = try container.decode(String.self, forKey: .id)
        guard let id = UUID(uuidString: idText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container,
                debugDescription: "\"\(idText)\" is not an order id (a UUID such as 00000001-0000-4000-8000-000000000000)")
        }
        self.id = id
        productID = try container.decode(Product.ID.self, forKey: .productID)
        price = try container.decode(Decimal.self, forKey: .price)
        guard price >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .price, in: container, debugDescription: "the price \(price) is negative; a purchase costs 0 or more")
        }
        currencyCode = try container.decode(String.self, forKey: .currencyCode)
        date = try container.decode(Date.self, forKey: .date)
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
