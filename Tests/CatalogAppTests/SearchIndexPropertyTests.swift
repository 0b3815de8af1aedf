import Foundation
import Testing

@testable import CatalogApp

/// `SearchIndex` against the plain definition of a match: every term occurs
/// in one of the product's folded fields. Random catalogs of short texts
/// over a small alphabet (letters, a digit, a space, punctuation, accented
/// letters) and random queries, over every product and over random
/// candidates, so the letter masks' shortcuts (single letters answered from
/// the masks, products ruled out by them) are checked against scanning.
///
/// `GRAFT_PROPERTY_COUNT` sets how many catalogs to try (200 by default).
@Suite("Search index")
struct SearchIndexPropertyTests {
    private static let alphabet: [String] = ["a", "b", "l", "m", "p", "A", "L", "1", " ", "-", "é", "É", "ü"]

    @Test func matchesAreThoseWhoseFieldsContainEveryTerm() {
        let count = ProcessInfo.processInfo.environment["GRAFT_PROPERTY_COUNT"].flatMap { Int($0) } ?? 200
        for seed in 0 ..< UInt64(max(0, count)) {
            var random = SplitMix64(seed: 16_000 + seed)
            let products = (0 ..< Int.random(in: 0 ... 40, using: &random)).map { index in
                Product(
                    id: "p\(index)", name: Self.text(&random), price: 1, category: Self.text(&random), summary: Self.text(&random))
            }
            var folding = SearchFolding()
            let index = SearchIndex(products: products, folding: &folding)
            let fields = products.map { product in
                [product.name, product.category, product.summary].map { text -> [UInt8] in
                    var bytes: [UInt8] = []
                    folding.fold(text, into: &bytes)
                    return bytes
                }
            }
            for _ in 0 ..< 20 {
                let terms = (0 ..< Int.random(in: 1 ... 3, using: &random)).map { _ in
                    var term: [UInt8] = []
                    folding.fold(Self.text(&random, length: 1 ... 3).replacingOccurrences(of: " ", with: "a"), into: &term)
                    return term.isEmpty ? [UInt8(ascii: "a")] : term
                }
                let expected = products.indices.filter { product in
                    terms.allSatisfy { term in fields[product].contains { Self.contains($0, term) } }
                }
                #expect(index.matches(of: terms, among: nil) == expected, "seed \(seed), terms \(terms)")
                let candidates = products.indices.filter { _ in Bool.random(using: &random) }
                #expect(
                    index.matches(of: terms, among: candidates) == expected.filter(candidates.contains), "seed \(seed), terms \(terms)")
            }
        }
    }

    @Test func aSingleLetterIsAnsweredFromTheMasksExactly() {
        let products = [
            Product(id: "1", name: "Lamp", price: 1, category: "Desk"),
            Product(id: "2", name: "Mug", price: 1, category: "Kitchen", summary: "Crème"),
            Product(id: "3", name: "Ü-Boot 9", price: 1, category: "Toys"),
        ]
        var folding = SearchFolding()
        let index = SearchIndex(products: products, folding: &folding)
        #expect(index.matches(of: [Array("l".utf8)], among: nil) == [0])
        #expect(index.matches(of: [Array("e".utf8)], among: nil) == [0, 1])
        #expect(index.matches(of: [Array("u".utf8)], among: nil) == [1, 2])
        #expect(index.matches(of: [Array("9".utf8)], among: nil) == [2])
        #expect(index.matches(of: [Array("-".utf8)], among: [1, 2]) == [2])
        #expect(index.matches(of: [Array("k".utf8), Array("m".utf8)], among: nil) == [0, 1])
        #expect(index.matches(of: [Array("k".utf8), Array("g".utf8)], among: nil) == [1])
    }

    private static func text(_ random: inout SplitMix64, length: ClosedRange<Int> = 0 ... 8) -> String {
        (0 ..< Int.random(in: length, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }.joined()
    }

    private static func contains(_ field: [UInt8], _ term: [UInt8]) -> Bool {
        guard term.count <= field.count else { return false }
        return (0 ... field.count - term.count).contains { field[$0 ..< $0 + term.count].elementsEqual(term) }
    }
}
