import Foundation

extension Catalog {
    /// The catalog as JSON in the catalog file schema, one product a line,
    /// which ``init(json:fileName:)`` reads back to an equal catalog.
    ///
    /// Prices are written as decimal strings so that no digit is lost.
    public func jsonData() -> Data {
        var text = "{\"products\": [\n"
        text.reserveCapacity(products.count * 200)
        for (index, product) in products.enumerated() {
            text += "  {\"id\": \(Self.quoted(product.id)), \"name\": \(Self.quoted(product.name))"
            text += ", \"price\": \"\(product.price)\", \"currency\": \(Self.quoted(product.currencyCode))"
            text += ", \"category\": \(Self.quoted(product.category)), \"summary\": \(Self.quoted(product.summary))"
            if let symbol = product.symbol { text += ", \"symbol\": \(Self.quoted(symbol))" }
            text += ", \"isFavorite\": \(product.isFavorite)}"
            text += index == products.count - 1 ? "\n" : ",\n"
        }
        text += "]}\n"
        return Data(text.utf8)
    }

    /// `text` as a JSON string literal.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
