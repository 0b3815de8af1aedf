import Foundation

/// A product's fields in a catalog file, in the order error messages list them.
enum ProductField: String, CaseIterable {
    case id, name, price, currency, category, summary, symbol, isFavorite

    static let required: [ProductField] = [.id, .name, .price, .category]

    /// The field a scanned key names, if any.
    ///
    /// The key's length picks the one candidate, whose name is then
    /// compared byte for byte: a hundred thousand products have most of a
    /// million keys, and no `String` is made for any of them.
    init?(_ key: JSONStringToken, in scanner: JSONScanner) {
        let candidate: ProductField
        if key.hasEscapes {
            // Rare enough to compare as text.
            guard let field = ProductField(rawValue: scanner.string(key)) else { return nil }
            candidate = field
        } else {
            switch key.content.count {
            case 2: candidate = .id
            case 4: candidate = .name
            case 5: candidate = .price
            case 6: candidate = .symbol
            case 7: candidate = .summary
            case 8: candidate = scanner.bytes[key.content.lowerBound + 1] == UInt8(ascii: "u") ? .currency : .category
            case 10: candidate = .isFavorite
            default: return nil
            }
            guard scanner.string(key, is: candidate.staticName) else { return nil }
        }
        self = candidate
    }

    /// The field's name as the file spells it.
    private var staticName: StaticString {
        switch self {
        case .id: "id"
        case .name: "name"
        case .price: "price"
        case .currency: "currency"
        case .category: "category"
        case .summary: "summary"
        case .symbol: "symbol"
        case .isFavorite: "isFavorite"
        }
    }

    /// The field's bit in a ``ProductFieldSet``.
    fileprivate var bit: UInt16 {
        switch self {
        case .id: 1 << 0
        case .name: 1 << 1
        case .price: 1 << 2
        case .currency: 1 << 3
        case .category: 1 << 4
        case .summary: 1 << 5
        case .symbol: 1 << 6
        case .isFavorite: 1 << 7
        }
    }
}

/// Which of a product's fields were seen: a bit each, cheaper than a set of strings.
struct ProductFieldSet {
    private var bits: UInt16 = 0

    /// Adds `field`; false when it was already there.
    mutating func insert(_ field: ProductField) -> Bool {
        defer { bits |= field.bit }
        return bits & field.bit == 0
    }

    func contains(_ field: ProductField) -> Bool {
        bits & field.bit != 0
    }
}
