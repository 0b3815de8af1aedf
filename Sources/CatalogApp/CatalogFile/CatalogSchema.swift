import Foundation

/// Checks a parsed catalog against the schema and builds its products.
enum CatalogSchema {
    private static let requiredFields = ["id", "name", "price", "category"]
    private static let fieldList = "id, name, price, currency, category, summary, symbol and isFavorite"

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
        var seen: Set<String> = []
        for member in members {
            guard seen.insert(member.key).inserted else {
                throw JSONProblem(offset: member.keyOffset, message: "\"\(member.key)\" appears twice in this product")
            }
            let field = member.value
            switch member.key {
            case "id":
                id = try nonEmptyString(field, named: "id")
                idOffset = field.offset
            case "name": name = try nonEmptyString(field, named: "name")
            case "category": category = try nonEmptyString(field, named: "category")
            case "price": price = try self.price(field)
            case "currency":
                if let code = try optionalString(field, named: "currency") { currency = try currencyCode(code, at: field.offset) }
            case "summary": summary = try optionalString(field, named: "summary") ?? ""
            case "symbol": symbol = try optionalString(field, named: "symbol")
            case "isFavorite":
                switch field.kind {
                case .bool(let flag): isFavorite = flag
                case .null: break
                default: throw JSONProblem(offset: field.offset, message: "\"isFavorite\" must be true or false; found \(field.typeDescription)")
                }
            default:
                throw JSONProblem(offset: member.keyOffset, message: "unknown field \"\(member.key)\"; product fields are \(fieldList)")
            }
        }
        guard let id, let name, let price, let category else {
            let missing = requiredFields.filter { !seen.contains($0) }
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
        guard text.contains(where: { !$0.isWhitespace }) else {
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
