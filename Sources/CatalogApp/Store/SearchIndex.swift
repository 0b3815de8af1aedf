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
        // Longest first: the longest term is the likeliest to rule a product out.
        let patterns = terms.map { Pattern($0, byteCounts: byteCounts) }.sorted { $0.bytes.count > $1.bytes.count }
        // Raw pointers throughout: this runs over up to every product on a
        // keystroke, and the checked, closure-based version spent more on
        // bounds checks and reference counting than on the scanning.
        return haystack.withUnsafeBytes { text in
            starts.withUnsafeBufferPointer { starts -> [Int] in
                guard let base = text.baseAddress, let starts = starts.baseAddress else { return [] }
                var result: [Int] = []
                if let candidates {
                    for product in candidates where Self.contains(patterns, in: base, from: starts[product], to: starts[product + 1]) {
                        result.append(product)
                    }
                    return result
                }
                // Scan the whole text for the longest term, then check the
                // others in the products it was found in.
                let scanned = patterns[0]
                let others = Array(patterns.dropFirst())
                var product = 0
                var position = 0
                while let offset = scanned.firstMatch(in: base, from: position, to: text.count) {
                    while starts[product + 1] <= offset { product += 1 }
                    let end = starts[product + 1]
                    if Self.contains(others, in: base, from: starts[product], to: end) { result.append(product) }
                    position = end
                }
                return result
            }
        }
    }

    /// Whether `text[start ..< end]` contains every pattern.
    private static func contains(_ patterns: [Pattern], in text: UnsafeRawPointer, from start: Int, to end: Int) -> Bool {
        for pattern in patterns where pattern.firstMatch(in: text, from: start, to: end) == nil { return false }
        return true
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
                // A one-byte term is its anchor: found.
                if count == 1 || memcmp(text + candidate, needleBase, count) == 0 { return candidate }
                searchFrom = anchorOffset + 1
            }
            return nil
        }
    }
}
