import Foundation

/// A product's fields in a catalog file, in the order error messages list them.
enum ProductField: String, CaseIterable {
    case id, name, price, currency, category, summary, symbol, isFavorite

    static let required: [ProductField] = [.id, .name, .price, .category]

    /// The field a scanned key names, if any.
    ///
    /// The key's length picks the one candidate, whose name is then
    /// compared a word at a time: a hundred thousand products have most of a
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
            guard scanner.bytes(at: key.content.lowerBound, are: Self.names[candidate.position]) else { return nil }
        }
        self = candidate
    }

    /// The fields' names, ready to compare with a file's bytes, in ``allCases`` order.
    private static let names = [
        ShortName("id"), ShortName("name"), ShortName("price"), ShortName("currency"),
        ShortName("category"), ShortName("summary"), ShortName("symbol"), ShortName("isFavorite"),
    ]

    /// The field's position in ``allCases``.
    private var position: Int {
        switch self {
        case .id: 0
        case .name: 1
        case .price: 2
        case .currency: 3
        case .category: 4
        case .summary: 5
        case .symbol: 6
        case .isFavorite: 7
        }
    }

    /// The field's bit in a ``ProductFieldSet``.
    fileprivate var bit: UInt16 {
        1 << UInt16(position)
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
