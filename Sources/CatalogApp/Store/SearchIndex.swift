import Foundation

/// The folded name, category and summary of every product, laid end to end
/// in one buffer so a search is a few `memmem` scans instead of a string
/// comparison per product.
///
/// ```
/// haystack: field notes case␀carry␀a waxed-canvas sleeve…␀commuter backpack␀carry␀…
/// starts:   ^0                                            ^142
/// ```
///
/// Fields and products are separated by NUL, which folded queries never
/// contain, so a match never spans two fields.
struct SearchIndex {
    private var haystack: [UInt8] = []
    /// Where each product's text begins; one extra entry marks the end.
    private var starts: [Int] = []
    /// How often each byte occurs in the text, to pick the rarest byte of a term.
    private var byteCounts = [Int](repeating: 0, count: 256)

    /// Indexes `products`, in order.
    ///
    /// - Complexity: O(n) in the total length of the text.
    init(products: [Product], folding: inout SearchFolding) {
        starts.reserveCapacity(products.count + 1)
        haystack.reserveCapacity(products.count * 128)
        for product in products {
            starts.append(haystack.count)
            folding.fold(product.name, into: &haystack)
            haystack.append(0)
            folding.fold(product.category, into: &haystack)
            haystack.append(0)
            folding.fold(product.summary, into: &haystack)
            haystack.append(0)
        }
        starts.append(haystack.count)
        for byte in haystack { byteCounts[Int(byte)] += 1 }
    }

    /// The indexes of the products whose text contains every term, in order.
    ///
    /// - Parameters:
    ///   - terms: Folded, non-empty search terms.
    ///   - candidates: Ascending product indexes to look in, or nil for all.
    /// - Complexity: O(text searched): the candidates' text, or the whole index.
    func matches(of terms: [[UInt8]], among candidates: [Int]?) -> [Int] {
        precondition(!terms.isEmpty && terms.allSatisfy { !$0.isEmpty }, "SearchIndex.matches: terms must be non-empty")
        return haystack.withUnsafeBytes { text in
            guard let base = text.baseAddress else { return [] }
            let patterns = terms.map { Pattern($0, byteCounts: byteCounts) }
            if let candidates {
                return candidates.filter { product in patterns.allSatisfy { contains($0, in: base, product: product) } }
            }
            // Scan the whole text for the longest term, the rarest one most
            // likely, then check the others in the products it was found in.
            let scanned = terms.indices.max { terms[$0].count < terms[$1].count } ?? 0
            let others = patterns.indices.filter { $0 != scanned }.map { patterns[$0] }
            var result: [Int] = []
            var product = 0
            var position = 0
            let pattern = patterns[scanned]
            while let offset = pattern.firstMatch(in: base, from: position, to: text.count) {
                while starts[product + 1] <= offset { product += 1 }
                if others.allSatisfy({ contains($0, in: base, product: product) }) { result.append(product) }
                position = starts[product + 1]
            }
            return result
        }
    }

    private func contains(_ term: Pattern, in text: UnsafeRawPointer, product: Int) -> Bool {
        term.firstMatch(in: text, from: starts[product], to: starts[product + 1]) != nil
    }
}

/// A search term with the position of its rarest byte, which is what the
/// scan looks for: `memchr` skips through the text at memory speed, and
/// the rarer the byte, the fewer places need a full comparison.
private struct Pattern {
    let bytes: [UInt8]
    let anchor: Int

    init(_ bytes: [UInt8], byteCounts: [Int]) {
        self.bytes = bytes
        anchor = bytes.indices.min { byteCounts[Int(bytes[$0])] < byteCounts[Int(bytes[$1])] } ?? 0
    }

    /// The offset of the first occurrence in `text[start ..< end]`, if any.
    func firstMatch(in text: UnsafeRawPointer, from start: Int, to end: Int) -> Int? {
        let count = bytes.count
        guard end - start >= count else { return nil }
        let anchorByte = Int32(bytes[anchor])
        return bytes.withUnsafeBytes { needle -> Int? in
            guard let needleBase = needle.baseAddress else { return nil }
            // The anchor can only be at these offsets for the term to fit.
            var searchFrom = start + anchor
            let searchEnd = end - count + anchor + 1
            while searchFrom < searchEnd {
                guard let hit = memchr(text + searchFrom, anchorByte, searchEnd - searchFrom) else { return nil }
                let anchorOffset = UnsafeRawPointer(hit) - text
                let candidate = anchorOffset - anchor
                if memcmp(text + candidate, needleBase, count) == 0 { return candidate }
                searchFrom = anchorOffset + 1
            }
            return nil
        }
    }
}
