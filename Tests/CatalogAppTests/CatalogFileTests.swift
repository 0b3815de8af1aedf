import Foundation
import Testing

@testable import CatalogApp

@Suite("Catalog files")
struct CatalogFileTests {
    private func load(_ json: String, fileName: String = "shop.json") throws(CatalogError) -> Catalog {
        try Catalog(json: Array(json.utf8), fileName: fileName)
    }

    private func error(_ json: String) -> CatalogError? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func aValidCatalogKeepsOrderDefaultsAndExactPrices() throws {
        let catalog = try load(
            """
            {"products": [
              {"id": "a", "name": "Alpha", "price": "49.00", "category": "Desk"},
              {"id": "b", "name": "Beta", "price": 0.1, "currency": "EUR", "category": "Home",
               "summary": "Tab\\tand \\u00e9 \\ud83d\\ude00", "symbol": "leaf", "isFavorite": true}
            ]}
            """)
        #expect(catalog.products.map(\.id) == ["a", "b"])
        let alpha = catalog.products[0]
        #expect(
            alpha.price == Decimal(49) && alpha.currencyCode == "USD" && alpha.summary.isEmpty && alpha.symbol == nil && !alpha.isFavorite)
        let beta = catalog.products[1]
        #expect(beta.price == Decimal(string: "0.1") && beta.currencyCode == "EUR" && beta.isFavorite)
        #expect(beta.summary == "Tab\tand é 😀" && beta.symbol == "leaf")
    }

    @Test(arguments: [
        (
            "{\"products\": [\n  {\"id\": \"a\", \"name\": \"A\", \"price\": 1 \"category\": \"x\"}]}", 2, 39,
            "expected ',' or '}' after an object member"
        ),
        (
            "{\"products\": [{\"id\": \"a\", \"name\": \"A\",\n \"price\": \"abc\", \"category\": \"x\"}]}", 2, 11,
            "\"price\" must be a decimal number such as 49 or \"49.00\"; found \"abc\""
        ),
        ("{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": -3, \"category\": \"x\"}]}", 1, 49, "\"price\" cannot be negative"),
        ("{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": true, \"category\": \"x\"}]}", 1, 49, "found true"),
        ("{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"category\": \"x\"}]}", 1, 15, "this product has no \"price\""),
        (
            "{\"products\": [{\"id\": \"a\", \"name\": 5, \"price\": 1, \"category\": \"x\"}]}", 1, 35,
            "\"name\" must be a string; found a number"
        ),
        (
            "{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": 1, \"category\": \"x\", \"currency\": \"usd\"}]}", 1, 81,
            "ISO 4217 code of three capital letters"
        ),
        (
            "{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": 1, \"category\": \"x\", \"prise\": 2}]}", 1, 69,
            "unknown field \"prise\"; product fields are id, name"
        ),
        (
            "{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": 1, \"category\": \"x\"},\n{\"id\": \"a\", \"name\": \"B\", \"price\": 1, \"category\": \"x\"}]}",
            2, 8, "the id \"a\" is used twice; every product needs its own id (first at 1:22)"
        ),
        ("{\"products\": [{\"id\": \"\", \"name\": \"A\", \"price\": 1, \"category\": \"x\"}]}", 1, 22, "\"id\" must not be empty"),
        (
            "{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": 1, \"category\": \"x\", \"isFavorite\": \"yes\"}]}", 1, 83,
            "\"isFavorite\" must be true or false; found a string"
        ),
        ("[]", 1, 1, "a catalog must be an object with a \"products\" array"),
        ("{}", 1, 1, "this catalog has no \"products\""),
        ("{\"products\": {}}", 1, 14, "\"products\" must be an array of products; found an object"),
        ("{\"products\": [\"pen\"]}", 1, 15, "each product must be an object"),
        ("{\"products\": []} x", 1, 18, "after the end of the document"),
        ("{\"products\": [", 1, 15, "unexpected end of file; expected a value"),
        ("{\"products\": [{\"id\": \"a\n\"}]}", 1, 24, "a line break inside a string"),
        ("{\"products\": [{\"id\": \"a\\q\"}]}", 1, 24, "invalid escape; valid escapes are"),
        ("{\"products\": [{\"id\": \"a\\u12\"}]}", 1, 24, "four hexadecimal digits"),
        ("{\"products\": [{\"id\": \"a\\ud83d\"}]}", 1, 24, "starts a surrogate pair"),
        ("{\"products\": [01]}", 1, 15, "leading zeros"),
        ("{\"products\": [1.]}", 1, 17, "a decimal point must be followed by a digit"),
        ("{\"products\": [tru]}", 1, 15, "expected a value"),
        ("{\"products\": [\"unterminated]}", 1, 15, "this string is not closed"),
        ("{\"products\": [], \"products\": []}", 1, 18, "\"products\" appears twice"),
        ("{\"extra\": 1}", 1, 2, "unknown member \"extra\""),
        ("{\"products\": [{\"id\": \"é\", \"id\": \"b\"}]}", 1, 27, "\"id\" appears twice in this product"),
    ])
    func invalidCatalogsNameLineColumnAndWhatWasWrong(json: String, line: Int, column: Int, message: String) throws {
        let error = try #require(self.error(json), "accepted: \(json)")
        #expect(error.fileName == "shop.json")
        #expect(error.location == SourceLocation(line: line, column: column), "\(error)")
        #expect(error.message.contains(message), "\(error)")
        #expect(error.description.hasPrefix("shop.json:\(line):\(column): "))
    }

    @Test func invalidUTF8IsRefusedAtTheBadByte() throws {
        var bytes = Array("{\"products\": [{\"id\": \"ab".utf8)
        bytes += [0xFF]
        bytes += Array("\"}]}".utf8)
        #expect(
            throws: CatalogError(
                fileName: "f", location: SourceLocation(line: 1, column: 25),
                message: "this text is not valid UTF-8; catalog files must be UTF-8")
        ) {
            try Catalog(json: bytes, fileName: "f")
        }
    }

    @Test func deepNestingIsRefusedWithoutExhaustingTheStack() throws {
        let json = "{\"products\": " + String(repeating: "[", count: 100_000)
        let error = try #require(self.error(json))
        #expect(error.message.contains("nest more than 512 deep"))
    }

    @Test func pricesKeepEveryDigit() throws {
        for (text, expected) in [("19.99", "19.99"), ("0.05", "0.05"), ("4.9e1", "49"), ("1E-2", "0.01"), ("0", "0"), ("1200", "1200")] {
            let catalog = try load("{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": \"\(text)\", \"category\": \"x\"}]}")
            #expect(catalog.products[0].price == Decimal(string: expected, locale: Locale(identifier: "en_US_POSIX")), "\(text)")
        }
        for text in ["1.2.3", ".5", "5.", "12abc", "", " 1", "1234567890123456789"] {
            #expect(
                error("{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": \"\(text)\", \"category\": \"x\"}]}") != nil, "\(text)")
        }
    }

    @Test func aGeneratedCatalogSurvivesARoundTripThroughJSON() throws {
        var products = CatalogGenerator.products(count: 300, seed: 7)
        products[3].summary = "Quotes \" and \\ backslashes, a\nline break and \u{1} a control character"
        products[4].symbol = nil
        let catalog = Catalog(products: products)
        #expect(try Catalog(json: Array(catalog.jsonData()), fileName: "generated.json") == catalog)
        #expect(Set(products.map(\.id)).count == 300)
        #expect(Set(products.map(\.category)).count > 3)
        #expect(CatalogGenerator.products(count: 300, seed: 7) == CatalogGenerator.products(count: 300, seed: 7))
    }

    @Test func loadingAFileNamesItInErrors() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("graft-catalog-\(UUID().uuidString).json")
        try Data("{\"products\": [\n  {\"id\": 1}\n]}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            throws: CatalogLoadError.invalid(
                CatalogError(
                    fileName: url.path, location: SourceLocation(line: 2, column: 10), message: "\"id\" must be a string; found a number"))
        ) {
            try Catalog.load(contentsOfFile: url.path)
        }
        #expect(throws: CatalogLoadError.unreadable(path: "/nonexistent/catalog.json", reason: "no such file")) {
            try Catalog.load(contentsOfFile: "/nonexistent/catalog.json")
        }
    }
}

@Suite("The default catalog")
struct DefaultCatalogTests {
    private static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test func theEmbeddedCatalogIsByteForByteTheAsset() throws {
        let asset = try Data(contentsOf: Self.packageRoot.appendingPathComponent("Assets/catalog.json"))
        #expect(Data(EmbeddedCatalog.json.utf8) == asset, "Assets/catalog.json changed: run swift Scripts/embed-catalog.swift")
    }

    @Test func itHasFortyProductsInSeveralCategoriesWithSummariesAndKnownSymbols() throws {
        let products = Catalog.standard.products
        #expect(products.count >= 40)
        #expect(Set(products.map(\.category)).count >= 5)
        #expect(products.allSatisfy { $0.summary.count > 40 })
        let symbolTable = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/SYMBOLS.md"), encoding: .utf8)
        for product in products {
            let symbol = try #require(product.symbol, "\(product.name) has no symbol")
            #expect(symbolTable.contains("| `\(symbol)` |"), "\(product.name): \(symbol) is not in docs/SYMBOLS.md")
        }
    }

    @Test func fieldNotesCaseCostsFortyNineDollars() throws {
        let product = try #require(Catalog.standard.products.first { $0.name == "Field Notes Case" })
        #expect(product.price == 49 && product.currencyCode == "USD")
        #expect(product.formattedPrice(locale: Locale(identifier: "en_US")) == "$49.00")
    }
}

@Suite("Prices")
struct PriceFormattingTests {
    @Test func pricesUseFoundationsCurrencyFormattingForTheLocale() {
        let product = Product(id: "k", name: "Kettle", price: Decimal(string: "1234.5")!, category: "Kitchen")
        let english = Locale(identifier: "en_US")
        #expect(product.formattedPrice(locale: english) == "$1,234.50")
        #expect(product.formattedPrice(.isoCode, locale: english).contains("USD"))
        #expect(product.formattedPrice(.name, locale: english).contains("US dollars"))
        let euros = Product(id: "e", name: "Mug", price: 12, currencyCode: "EUR", category: "Kitchen")
        #expect(euros.formattedPrice(locale: Locale(identifier: "de_DE")) == "12,00\u{a0}€")
    }
}
