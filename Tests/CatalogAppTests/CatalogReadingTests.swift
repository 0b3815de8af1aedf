import Foundation
import Testing

@testable import CatalogApp

/// How catalog files are read in one pass: strings a word at a time, keys
/// as bytes, prices straight to `Decimal`, repeated values decoded once,
/// and the first problem in the file reported.
@Suite("Reading catalog files")
struct CatalogReadingTests {
    private func read(_ json: String) throws(CatalogError) -> Catalog {
        try Catalog(json: Array(json.utf8), fileName: "shop.json")
    }

    private func product(_ fields: String) -> String {
        "{\"products\": [{\(fields)}]}"
    }

    /// Seeds for the property tests: `GRAFT_PROPERTY_SEED` runs one,
    /// `GRAFT_PROPERTY_COUNT` sets how many (default `defaultCount`).
    private static func seeds(first: UInt64, defaultCount: Int) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let seed = environment["GRAFT_PROPERTY_SEED"].flatMap(UInt64.init) { return [seed] }
        let count = environment["GRAFT_PROPERTY_COUNT"].flatMap(Int.init) ?? defaultCount
        return (0 ..< UInt64(max(count, 0))).map { first + $0 }
    }

    // MARK: - Strings

    /// Text of every length around the eight-byte words the scanner reads,
    /// with quotes, backslashes, control characters and text beyond ASCII
    /// anywhere in it, reads back as it was written.
    @Test func anyTextReadsBackAsWritten() throws {
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}", "é", "漢", "😀", "{", "}", ":", ","]
        for seed in Self.seeds(first: 31_000, defaultCount: 40) {
            var random = SplitMix64(seed: seed)
            func text(nonEmpty: Bool) -> String {
                var text = nonEmpty ? "x" : ""
                for _ in 0 ..< random.next(below: 40) { text += pieces[random.next(below: pieces.count)] }
                return text
            }
            let products = (0 ..< 30).map { number in
                Product(
                    id: "id\(number)" + text(nonEmpty: false), name: text(nonEmpty: true), price: Decimal(number),
                    category: text(nonEmpty: true), summary: text(nonEmpty: false),
                    symbol: random.next(below: 3) == 0 ? nil : text(nonEmpty: false), isFavorite: random.next(below: 2) == 0
                )
            }
            let catalog = Catalog(products: products)
            #expect(try Catalog(json: Array(catalog.jsonData()), fileName: "random.json") == catalog, "seed \(seed)")
        }
    }

    @Test(arguments: 0 ..< 20)
    func aBadByteInAStringIsReportedWhereItIsWhateverItsPosition(position: Int) throws {
        let prefix = "{\"products\": [{\"id\": \""  // the string's text starts at column 23
        let cases: [(bytes: [UInt8], message: String)] = [
            ([0x01], "control character 1 inside a string"),
            ([0x0A], "a line break inside a string"),
            ([0xFF], "not valid UTF-8"),
            (Array("\\q".utf8), "invalid escape"),
        ]
        for (bad, message) in cases {
            let bytes = Array(prefix.utf8) + Array(repeating: UInt8(ascii: "a"), count: position) + bad + Array("b\"}]}".utf8)
            #expect {
                try Catalog(json: bytes, fileName: "f")
            } throws: { error in
                guard let error = error as? CatalogError else { return false }
                return error.location == SourceLocation(line: 1, column: 23 + position) && error.message.contains(message)
            }
        }
    }

    @Test func aStringLeftOpenNearTheEndOfTheFileIsReportedAtItsQuote() throws {
        for length in 0 ..< 12 {
            let json = "{\"products\": [\"" + String(repeating: "a", count: length)
            #expect(
                throws: CatalogError(
                    fileName: "shop.json", location: SourceLocation(line: 1, column: 15),
                    message: "this string is not closed; expected a '\"' before the end of the file")
            ) {
                try read(json)
            }
        }
    }

    @Test func escapedKeysAndValuesMeanWhatTheySpell() throws {
        let catalog = try read(
            product(#""\u0069d": "a", "n\u0061me": "A\/B", "price": "4\u0039", "currency": "\u0045UR", "category": "x""#))
        let first = try #require(catalog.products.first)
        #expect(first.id == "a" && first.name == "A/B" && first.price == 49 && first.currencyCode == "EUR")
        #expect(throws: CatalogError.self) { try read(product(#""id": "a", "name": "A", "price": 1, "category": "\u0020\n""#)) }
    }

    // MARK: - Repeated values

    @Test func valuesThatRepeatAreReadAsWrittenEvenWhenTheirBytesBarelyDiffer() throws {
        let categories = ["Desk", "Desk", "Desks", "Desk", #"D\u0065sk"#, "Desk", "Dusk", "Desk"]
        let json =
            "{\"products\": ["
            + categories.enumerated().map { index, category in
                "{\"id\": \"p\(index)\", \"name\": \"N\", \"price\": 1, \"category\": \"\(category)\", \"symbol\": \(index % 3 == 0 ? "null" : "\"leaf\"")}"
            }.joined(separator: ",\n") + "]}"
        let catalog = try read(json)
        #expect(catalog.products.map(\.category) == ["Desk", "Desk", "Desks", "Desk", "Desk", "Desk", "Dusk", "Desk"])
        #expect(catalog.products.map(\.symbol) == [nil, "leaf", "leaf", nil, "leaf", "leaf", nil, "leaf"])
    }

    @Test func bracesInsideTextDoNotChangeWhatIsRead() throws {
        let braces = String(repeating: "{", count: 5_000)
        let catalog = try read(
            "{\"products\": [{\"id\": \"a\", \"name\": \"\(braces)\", \"price\": 1, \"category\": \"x\"}, {\"id\": \"b\", \"name\": \"B\", \"price\": 2, \"category\": \"x\"}]}"
        )
        #expect(catalog.products.map(\.id) == ["a", "b"])
        #expect(catalog.products[0].name == braces)
    }

    // MARK: - Problems

    @Test func theFirstProblemInTheFileIsTheOneReported() throws {
        let json = "{\"products\": [\n{\"id\": \"a\", \"name\": \"A\", \"price\": true, \"category\": \"x\"},\n{\"id\": ]}"
        #expect(
            throws: CatalogError(
                fileName: "shop.json", location: SourceLocation(line: 2, column: 35),
                message: "\"price\" must be a decimal number such as 49 or \"49.00\"; found true")
        ) {
            try read(json)
        }
    }

    @Test func aValueOfTheWrongKindMustStillBeValidJSON() throws {
        #expect(
            throws: CatalogError(
                fileName: "shop.json", location: SourceLocation(line: 1, column: 39),
                message: "unexpected ']'; expected a value (an object, array, string, number, true, false or null)")
        ) {
            try read(product(#""id": "a", "name": [1, ]"#))
        }
        #expect(
            throws: CatalogError(
                fileName: "shop.json", location: SourceLocation(line: 1, column: 35), message: "\"name\" must be a string; found an object")
        ) {
            try read(product(#""id": "a", "name": {"first": [true, null, -1.5e3]}, "price": 1, "category": "x""#))
        }
    }

    // MARK: - Prices

    /// A price read from the file's bytes is the `Decimal` Foundation reads
    /// from the same text: equal, and hashed alike.
    @Test func pricesReadFromBytesEqualFoundationsDecimal() throws {
        let posix = Locale(identifier: "en_US_POSIX")
        for seed in Self.seeds(first: 32_000, defaultCount: 200) {
            var random = SplitMix64(seed: seed)
            let digits = String(random.next(below: 1_000_000_000_000)) + String(repeating: "0", count: random.next(below: 4))
            let point = random.next(below: digits.count + 1)
            var text =
                point == digits.count
                ? digits : String(digits.prefix(point).isEmpty ? "0" : digits.prefix(point)) + "." + digits.dropFirst(point)
            if random.next(below: 4) == 0 { text += "e\(random.next(below: 20) - 10)" }
            let catalog = try read(product("\"id\": \"a\", \"name\": \"A\", \"price\": \"\(text)\", \"category\": \"x\""))
            let price = try #require(catalog.products.first?.price)
            let expected = try #require(Decimal(string: text, locale: posix))
            #expect(price == expected && price.hashValue == expected.hashValue, "\(text): \(price) != \(expected)")
        }
    }

    // MARK: - The store

    @Test @MainActor func aStoreOverAReadCatalogMatchesOneOverTheSameProductsMadeInCode() throws {
        let generated = Catalog(products: CatalogGenerator.products(count: 400, seed: 5))
        let read = try Catalog(json: Array(generated.jsonData()), fileName: "generated.json")
        let fromFile = CatalogStore(catalog: read)
        let fromCode = CatalogStore(catalog: generated)
        #expect(fromFile.sections == fromCode.sections && fromFile.categories == fromCode.categories)
        #expect(fromFile.favoriteProductIDs == fromCode.favoriteProductIDs)
        for product in generated.products {
            #expect(fromFile.product(withID: product.id) == product)
        }
    }

    @Test @MainActor func changingTheProductsOfAReadCatalogKeepsLookupsRight() throws {
        var catalog = try read(
            "{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": 1, \"category\": \"x\"}, {\"id\": \"b\", \"name\": \"B\", \"price\": 2, \"category\": \"y\"}]}"
        )
        catalog.products.reverse()
        catalog.products[0].id = "c"
        let store = CatalogStore(catalog: catalog)
        #expect(store.product(withID: "c")?.name == "B")
        #expect(store.product(withID: "a")?.name == "A")
        #expect(store.product(withID: "b") == nil)
        #expect(store.sections.map(\.productIDs) == [["c"], ["a"]])
    }
}

@Suite("Loading catalog files")
struct CatalogLoadingTests {
    @Test func aCatalogIsReadFromAPipeAsFromAFile() throws {
        let pipe = Pipe()
        let json = Data("{\"products\": [{\"id\": \"a\", \"name\": \"A\", \"price\": \"1.50\", \"category\": \"x\"}]}".utf8)
        let writer = pipe.fileHandleForWriting
        let writing = Thread {
            writer.write(json)
            try? writer.close()
        }
        writing.start()
        let catalog = try Catalog.load(contentsOfFile: "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        #expect(catalog.products.map(\.price) == [Decimal(string: "1.5")])
    }

    @Test func aFileIsReadWhole() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("graft-catalog-\(UUID().uuidString).json")
        let catalog = Catalog(products: CatalogGenerator.products(count: 2_000, seed: 9))
        try catalog.jsonData().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Catalog.load(contentsOfFile: url.path) == catalog)
    }
}
