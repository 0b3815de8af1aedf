import Foundation

/// Checks a parsed catalog against the schema and builds its products.
enum CatalogSchema {
    private static let fieldList = Field.allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " and isFavorite"

    /// The products of a catalog document, in order.
    ///
    /// - Throws: ``JSONProblem`` at the first value the schema does not allow.
    static func products(in root: JSONValue) throws(JSONProblem) -> [Product] {
        guard case .object(let members) = root.kind else {
            throw JSONProblem(offset: root.offset, message: "a catalog must be an object with a \"products\" array, such as {\"products\": []}; found \(root.typeDescription)")
        }
        var productList: JSONValue?
        for member in members {
            guard member.key == "products" else {
                throw JSONProblem(offset: member.keyOffset, message: "unknown member \"\(member.key)\"; a catalog has only \"products\"")
            }
            if productList != nil {
                throw JSONProblem(offset: member.keyOffset, message: "\"products\" appears twice; a catalog has one \"products\" array")
            }
            productList = member.value
        }
        guard let productList else {
            throw JSONProblem(offset: root.offset, message: "this catalog has no \"products\"; expected {\"products\": [...]}")
        }
        guard case .array(let elements) = productList.kind else {
            throw JSONProblem(offset: productList.offset, message: "\"products\" must be an array of products; found \(productList.typeDescription)")
        }
        var products: [Product] = []
        products.reserveCapacity(elements.count)
        var firstOffsetByID: [String: Int] = [:]
        firstOffsetByID.reserveCapacity(elements.count)
        for element in elements {
            let (product, idOffset) = try self.product(from: element)
            if let first = firstOffsetByID.updateValue(idOffset, forKey: product.id) {
                firstOffsetByID[product.id] = first
                throw JSONProblem(offset: idOffset, message: "the id \"\(product.id)\" is used twice; every product needs its own id", relatedOffset: first)
            }
            products.append(product)
        }
        return products
    }

    // MARK: - One product

    private static func product(from value: JSONValue) throws(JSONProblem) -> (Product, idOffset: Int) {
        guard case .object(let members) = value.kind else {
            throw JSONProblem(offset: value.offset, message: "each product must be an object such as {\"id\": \"pen\", \"name\": \"Pen\", \"price\": \"4.50\", \"category\": \"Desk\"}; found \(value.typeDescription)")
        }
        var id: String?, name: String?, category: String?, price: Decimal?
        var idOffset = value.offset
        var currency = Product.defaultCurrencyCode, summary = "", symbol: String?, isFavorite = false
        var seen = FieldSet()
        for member in members {
            guard let field = Field(key: member.key) else {
                throw JSONProblem(offset: member.keyOffset, message: "unknown field \"\(member.key)\"; product fields are \(fieldList)")
            }
            guard seen.insert(field) else {
                throw JSONProblem(offset: member.keyOffset, message: "\"\(member.key)\" appears twice in this product")
            }
            let value = member.value
            switch field {
            case .id:
                id = try nonEmptyString(value, named: "id")
                idOffset = value.offset
            case .name: name = try nonEmptyString(value, named: "name")
            case .category: category = try nonEmptyString(value, named: "category")
            case .price: price = try self.price(value)
            case .currency:
                if let code = try optionalString(value, named: "currency") { currency = try currencyCode(code, at: value.offset) }
            case .summary: summary = try optionalString(value, named: "summary") ?? ""
            case .symbol: symbol = try optionalString(value, named: "symbol")
            case .isFavorite:
                switch value.kind {
                case .bool(let flag): isFavorite = flag
                case .null: break
                default: throw JSONProblem(offset: value.offset, message: "\"isFavorite\" must be true or false; found \(value.typeDescription)")
                }
            }
        }
        guard let id, let name, let price, let category else {
            let missing = Field.required.filter { !seen.contains($0) }.map(\.rawValue)
            let list = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            throw JSONProblem(offset: value.offset, message: "this product has no \(list); every product needs \"id\", \"name\", \"price\" and \"category\"")
        }
        let product = Product(
            id: id, name: name, price: price, currencyCode: currency, category: category,
            summary: summary, symbol: symbol, isFavorite: isFavorite
        )
        return (product, idOffset)
    }

    private static func nonEmptyString(_ value: JSONValue, named name: String) throws(JSONProblem) -> String {
        guard case .string(let text) = value.kind else {
            throw JSONProblem(offset: value.offset, message: "\"\(name)\" must be a string; found \(value.typeDescription)")
        }
        // Blank means ASCII spaces, tabs and line breaks only: a byte scan, not a Character walk.
        guard text.utf8.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else {
            throw JSONProblem(offset: value.offset, message: "\"\(name)\" must not be empty")
        }
        return text
    }

    private static func optionalString(_ value: JSONValue, named name: String) throws(JSONProblem) -> String? {
        switch value.kind {
        case .string(let text): return text
        case .null: return nil
        default: throw JSONProblem(offset: value.offset, message: "\"\(name)\" must be a string; found \(value.typeDescription)")
        }
    }

    private static func currencyCode(_ code: String, at offset: Int) throws(JSONProblem) -> String {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
            throw JSONProblem(offset: offset, message: "\"currency\" must be an ISO 4217 code of three capital letters, such as \"USD\" or \"EUR\"; found \"\(code)\"")
        }
        return code
    }

    private static func price(_ value: JSONValue) throws(JSONProblem) -> Decimal {
        let text: String
        switch value.kind {
        case .string(let string): text = string
        case .number(let literal): text = literal
        default:
            throw JSONProblem(offset: value.offset, message: "\"price\" must be a decimal number such as 49 or \"49.00\"; found \(value.typeDescription)")
        }
        switch DecimalText.parse(text) {
        case .success(let amount): return amount
        case .failure(let problem):
            throw JSONProblem(offset: value.offset, message: "\"price\" \(problem.rawValue); found \(text.debugDescription)")
        }
    }
}

/// A product's fields, in the order error messages list them.
private enum Field: String, CaseIterable {
    case id, name, price, currency, category, summary, symbol, isFavorite

    static let required: [Field] = [.id, .name, .price, .category]

    /// The field named `key`, found by length first: a hundred thousand
    /// products have most of a million keys, and `init(rawValue:)` compares
    /// each against every name in turn.
    init?(key: String) {
        let field: Field? = switch key.utf8.count {
        case 2: .id
        case 4: .name
        case 5: .price
        case 6: key.utf8.first == UInt8(ascii: "s") ? .symbol : nil
        case 7: .summary
        case 8: key.utf8.dropFirst().first == UInt8(ascii: "u") ? .currency : .category
        case 10: .isFavorite
        default: nil
        }
        guard let field, field.rawValue == key else { return nil }
        self = field
    }

    /// The field's bit in a ``FieldSet``.
    var bit: UInt16 {
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
private struct FieldSet {
    private var bits: UInt16 = 0

    /// Adds `field`; false when it was already there.
    mutating func insert(_ field: Field) -> Bool {
        defer { bits |= field.bit }
        return bits & field.bit == 0
    }

    func contains(_ field: Field) -> Bool {
        bits & field.bit != 0
    }
}
