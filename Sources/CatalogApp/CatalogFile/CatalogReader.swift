import Foundation

/// Reads a catalog document straight into products, checking the schema
/// as it scans: no tree of JSON values is built first, keys are compared
/// as bytes, prices go from bytes to `Decimal`, and a value that repeats
/// from one product to the next (a category, a currency, a symbol) is
/// decoded once.
///
/// Problems are reported in the order they appear in the file, each at
/// the byte offset of the value or key that is wrong.
struct CatalogReader {
    private static let fieldList = ProductField.allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " and isFavorite"

    /// The length of `{"id":"a","name":"a","price":0,"category":"a"}`.
    private static let shortestProductLength = 46

    private var scanner: JSONScanner
    private var products: [Product] = []
    private var indexByID = ProductIDIndex()
    /// Where each product's id is, for the message about a repeated id.
    private var idOffsets: [Int] = []

    /// Told how many bytes have been read, about every ``progressStep`` bytes.
    private let progress: (@Sendable (Int) -> Void)?
    /// Bytes between two reports of progress: often enough for a bar to
    /// move smoothly, rarely enough to cost nothing.
    private static let progressStep = 1 << 18

    private init(bytes: UnsafeBufferPointer<UInt8>, progress: (@Sendable (Int) -> Void)?) {
        scanner = JSONScanner(bytes)
        self.progress = progress
    }

    /// The products of a catalog document, in order, and the position of each by id.
    ///
    /// - Throws: ``JSONProblem`` at the first place that is not JSON or not the schema.
    /// - Complexity: O(n) in the size of the document.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, progress: (@Sendable (Int) -> Void)? = nil
    ) throws(JSONProblem) -> (products: [Product], indexByID: ProductIDIndex) {
        var reader = CatalogReader(bytes: bytes, progress: progress)
        try reader.readCatalog()
        return (reader.products, reader.indexByID)
    }

    // MARK: - The document

    private mutating func readCatalog() throws(JSONProblem) {
        scanner.skipWhitespace()
        let offset = scanner.index
        guard try scanner.kindOfCurrentValue() == .object else {
            try wrongType(at: offset, "a catalog must be an object with a \"products\" array, such as {\"products\": []}")
        }
        var sawProducts = false
        if try scanner.beginObject() {
            repeat {
                let key = try scanner.scanKey()
                guard scanner.string(key, is: "products") else {
                    throw JSONProblem(
                        offset: key.start, message: "unknown member \"\(scanner.string(key))\"; a catalog has only \"products\"")
                }
                guard !sawProducts else {
                    throw JSONProblem(offset: key.start, message: "\"products\" appears twice; a catalog has one \"products\" array")
                }
                sawProducts = true
                try readProducts()
            } while try scanner.endMember()
        }
        guard sawProducts else {
            throw JSONProblem(offset: offset, message: "this catalog has no \"products\"; expected {\"products\": [...]}")
        }
        try scanner.finish()
    }

    private mutating func readProducts() throws(JSONProblem) {
        guard try scanner.kindOfCurrentValue() == .array else {
            try wrongType(at: scanner.index, "\"products\" must be an array of products")
        }
        // Every product is an object, so counting braces bounds the count
        // well; the bytes left bound it too, should strings be full of braces.
        let capacity = min(scanner.countOfObjectsAhead(), (scanner.bytes.count - scanner.index) / Self.shortestProductLength)
        products.reserveCapacity(capacity)
        indexByID = ProductIDIndex(capacity: capacity)
        idOffsets.reserveCapacity(capacity)
        guard try scanner.beginArray() else { return }
        var recent = RecentValues()
        var nextReport = scanner.index + Self.progressStep
        repeat {
            try readProduct(recent: &recent)
            if let progress, scanner.index >= nextReport {
                progress(scanner.index)
                nextReport = scanner.index + Self.progressStep
            }
        } while try scanner.endElement()
    }

    // MARK: - One product

    private mutating func readProduct(recent: inout RecentValues) throws(JSONProblem) {
        let offset = scanner.index
        guard try scanner.kindOfCurrentValue() == .object else {
            try wrongType(
                at: offset,
                "each product must be an object such as {\"id\": \"pen\", \"name\": \"Pen\", \"price\": \"4.50\", \"category\": \"Desk\"}")
        }
        var id: String?, name: String?, category: String?, price: Decimal?
        var idOffset = offset
        var currency = Product.defaultCurrencyCode, summary = "", symbol: String?, isFavorite = false
        var seen = ProductFieldSet()
        if try scanner.beginObject() {
            repeat {
                let key = try scanner.scanKey()
                guard let field = ProductField(key, in: scanner) else {
                    throw JSONProblem(
                        offset: key.start, message: "unknown field \"\(scanner.string(key))\"; product fields are \(Self.fieldList)")
                }
                guard seen.insert(field) else {
                    throw JSONProblem(offset: key.start, message: "\"\(scanner.string(key))\" appears twice in this product")
                }
                switch field {
                case .id:
                    let token = try readString(named: "id")
                    try requireText(token, named: "id")
                    id = scanner.string(token)
                    idOffset = token.start
                case .name:
                    let token = try readString(named: "name")
                    try requireText(token, named: "name")
                    name = scanner.string(token)
                case .category:
                    let token = try readString(named: "category")
                    try requireText(token, named: "category")
                    category = recent.categories.text(of: token, in: scanner)
                case .price: price = try readPrice()
                case .currency: currency = try readCurrency(recent: &recent.currencies) ?? currency
                case .summary:
                    if let token = try readOptionalString(named: "summary") { summary = scanner.string(token) }
                case .symbol:
                    if let token = try readOptionalString(named: "symbol") { symbol = recent.symbols.text(of: token, in: scanner) }
                case .isFavorite: isFavorite = try readOptionalBool(named: "isFavorite") ?? false
                }
            } while try scanner.endMember()
        }
        guard let id, let name, let price, let category else {
            let missing = ProductField.required.filter { !seen.contains($0) }.map { "\"\($0.rawValue)\"" }
            throw JSONProblem(
                offset: offset,
                message:
                    "this product has no \(missing.joined(separator: ", ")); every product needs \"id\", \"name\", \"price\" and \"category\""
            )
        }
        if let first = indexByID.insert(products.count, id: id, in: products) {
            throw JSONProblem(
                offset: idOffset, message: "the id \"\(id)\" is used twice; every product needs its own id", relatedOffset: idOffsets[first]
            )
        }
        idOffsets.append(idOffset)
        products.append(
            Product(
                id: id, name: name, price: price, currencyCode: currency, category: category,
                summary: summary, symbol: symbol, isFavorite: isFavorite
            ))
    }

    // MARK: - Values

    /// Reads past a value of the wrong kind (it must still be valid JSON)
    /// and refuses it, saying what was found.
    private mutating func wrongType(at offset: Int, _ expectation: String) throws(JSONProblem) -> Never {
        let kind = try scanner.skipValue()
        throw JSONProblem(offset: offset, message: "\(expectation); found \(kind.description)")
    }

    private mutating func readString(named name: String) throws(JSONProblem) -> JSONStringToken {
        guard scanner.current == UInt8(ascii: "\"") else { try wrongType(at: scanner.index, "\"\(name)\" must be a string") }
        return try scanner.scanString()
    }

    /// A string's token, or nil for `null`.
    private mutating func readOptionalString(named name: String) throws(JSONProblem) -> JSONStringToken? {
        switch scanner.current {
        case UInt8(ascii: "\""): return try scanner.scanString()
        case UInt8(ascii: "n"):
            try scanner.scanNull()
            return nil
        default: try wrongType(at: scanner.index, "\"\(name)\" must be a string")
        }
    }

    private func requireText(_ token: JSONStringToken, named name: String) throws(JSONProblem) {
        guard !scanner.isBlank(token) else {
            throw JSONProblem(offset: token.start, message: "\"\(name)\" must not be empty")
        }
    }

    private mutating func readCurrency(recent: inout RecentText) throws(JSONProblem) -> String? {
        guard let token = try readOptionalString(named: "currency") else { return nil }
        let code = recent.text(of: token, in: scanner)
        let isCode =
            token.hasEscapes
            ? code.utf8.count == 3 && code.utf8.allSatisfy(Self.isCapitalLetter)
            : token.content.count == 3 && scanner.bytes[token.content].allSatisfy(Self.isCapitalLetter)
        guard isCode else {
            throw JSONProblem(
                offset: token.start,
                message: "\"currency\" must be an ISO 4217 code of three capital letters, such as \"USD\" or \"EUR\"; found \"\(code)\"")
        }
        return code
    }

    private static func isCapitalLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    private mutating func readOptionalBool(named name: String) throws(JSONProblem) -> Bool? {
        switch scanner.current {
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return try scanner.scanBool()
        case UInt8(ascii: "n"):
            try scanner.scanNull()
            return nil
        default: try wrongType(at: scanner.index, "\"\(name)\" must be true or false")
        }
    }

    /// A price, from a decimal string or a JSON number, keeping every digit.
    private mutating func readPrice() throws(JSONProblem) -> Decimal {
        let offset = scanner.index
        let literal: Range<Int>
        var escapedText: String?
        switch try scanner.kindOfCurrentValue() {
        case .string:
            let token = try scanner.scanString()
            literal = token.content
            if token.hasEscapes { escapedText = scanner.string(token) }
        case .number:
            literal = try scanner.scanNumber()
        default:
            try wrongType(at: offset, "\"price\" must be a decimal number such as 49 or \"49.00\"")
        }
        let result = escapedText.map(DecimalText.parse) ?? DecimalText.parse(UnsafeBufferPointer(rebasing: scanner.bytes[literal]))
        switch result {
        case .success(let amount): return amount
        case .failure(let problem):
            let text = escapedText ?? String(decoding: scanner.bytes[literal], as: UTF8.self)
            throw JSONProblem(offset: offset, message: "\"price\" \(problem.rawValue); found \(text.debugDescription)")
        }
    }
}

/// The fields whose values tend to repeat from one product to the next.
private struct RecentValues {
    var categories = RecentText()
    var currencies = RecentText()
    var symbols = RecentText()
}

/// The last text a field had and where it was, so that a value repeated
/// from one product to the next becomes the same `String` with a byte
/// comparison instead of a new decoding.
private struct RecentText {
    private var source: Range<Int> = 0 ..< 0
    private var text: String?

    mutating func text(of token: JSONStringToken, in scanner: JSONScanner) -> String {
        if let text, !token.hasEscapes, scanner.bytes(of: token, equal: source) { return text }
        let decoded = scanner.string(token)
        if !token.hasEscapes {
            source = token.content
            text = decoded
        }
        return decoded
    }
}
