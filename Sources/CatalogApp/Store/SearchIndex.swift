import Foundation

/// The folded name, category and summary of every product, laid end to end
/// in one buffer so a search is a few `memmem` scans instead of a string
/// comparison per product.
///
/// ```
/// haystack: field notes case␀carry␀a waxed-canvas sleeve…␀commuter backpack␀carry␀…
/// starts:   ^0                                            ^142
/// masks:    which letters each product's text holds (a bit a letter)
/// ```
///
/// Fields and products are separated by NUL, which folded queries never
/// contain, so a match never spans two fields.
///
/// Each product also has a ``LetterMask`` of the bytes its text holds. A
/// product whose mask lacks a byte of the query cannot match, so its text
/// is never read; and a query of single letters (the first keystroke of a
/// search, which matches nearly every product) is answered from the masks
/// alone, without reading any text.
struct SearchIndex {
    private var haystack: [UInt8] = []
    /// Where each product's text begins; one extra entry marks the end.
    private var starts: [Int] = []
    /// The bytes each product's text holds, as a ``LetterMask``.
    private var masks: [UInt32] = []
    /// How often each byte occurs in the text, to pick the rarest byte of a term.
    private var byteCounts = [Int](repeating: 0, count: 256)

    /// Indexes `products`, in order.
    ///
    /// - Complexity: O(n) in the total length of the text.
    init(products: [Product], folding: inout SearchFolding) {
        starts.reserveCapacity(products.count + 1)
        masks.reserveCapacity(products.count)
        haystack.reserveCapacity(products.count * 128)
        for product in products {
            let start = haystack.count
            starts.append(start)
            folding.fold(product.name, into: &haystack)
            haystack.append(0)
            folding.fold(product.category, into: &haystack)
            haystack.append(0)
            folding.fold(product.summary, into: &haystack)
            haystack.append(0)
            masks.append(LetterMask.of(haystack[start...]))
        }
        starts.append(haystack.count)
        for byte in haystack { byteCounts[Int(byte)] += 1 }
    }

    /// The indexes of the products whose text contains every term, in order.
    ///
    /// - Parameters:
    ///   - terms: Folded, non-empty search terms.
    ///   - candidates: Ascending product indexes to look in, or nil for all.
    /// - Complexity: O(products looked at), plus the text of those whose
    ///   mask holds every byte of the terms (none when the terms are single letters).
    func matches(of terms: [[UInt8]], among candidates: [Int]?) -> [Int] {
        precondition(!terms.isEmpty && terms.allSatisfy { !$0.isEmpty }, "SearchIndex.matches: terms must be non-empty")
        let wanted = terms.reduce(UInt32(0)) { $0 | LetterMask.of($1) }
        // A letter has a bit of its own, so for single letters the mask is the answer.
        let masksAnswer = terms.allSatisfy { $0.count == 1 && LetterMask.isExact($0[0]) }
        // Longest first: the longest term is the likeliest to rule a product out.
        let patterns = terms.map { Pattern($0, byteCounts: byteCounts) }.sorted { $0.bytes.count > $1.bytes.count }
        let needles = Needles(patterns)
        // Raw pointers throughout: this runs over up to every product on a
        // keystroke, and the checked, closure-based version spent more on
        // bounds checks and reference counting than on the scanning.
        return haystack.withUnsafeBytes { text in
            starts.withUnsafeBufferPointer { starts in
                masks.withUnsafeBufferPointer { maskBuffer in
                    needles.withNeedles { needles -> [Int] in
                        guard let base = text.baseAddress, let starts = starts.baseAddress, let masks = maskBuffer.baseAddress else {
                            return []
                        }
                        var result: [Int] = []
                        result.reserveCapacity(candidates?.count ?? maskBuffer.count)
                        func consider(_ product: Int) {
                            guard masks[product] & wanted == wanted else { return }
                            if masksAnswer || Self.contains(needles, in: base, from: starts[product], to: starts[product + 1]) {
                                result.append(product)
                            }
                        }
                        if let candidates {
                            for product in candidates { consider(product) }
                        } else {
                            for product in 0 ..< maskBuffer.count { consider(product) }
                        }
                        return result
                    }
                }
            }
        }
    }

    /// Whether `text[start ..< end]` contains every needle.
    private static func contains(_ needles: UnsafeBufferPointer<Needle>, in text: UnsafeRawPointer, from start: Int, to end: Int) -> Bool {
        for needle in needles where needle.firstMatch(in: text, from: start, to: end) == nil { return false }
        return true
    }
}

/// Which bytes a text holds, a bit each for the letters `a` to `z` and a
/// shared bit for each other kind of byte (digits, spaces, other ASCII,
/// non-ASCII), so a product's mask fits in 32 bits (4 MB for a million
/// products) and a letter's bit is exact.
enum LetterMask {
    /// The bit of one folded byte.
    @inline(__always)
    static func bit(_ byte: UInt8) -> UInt32 {
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"): 1 << UInt32(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): 1 << 26
        case UInt8(ascii: " "): 1 << 27
        case 0: 0
        case ..<0x80: 1 << 28
        default: 1 << 29
        }
    }

    /// Whether a byte's bit is its own, so a mask holding it proves the byte is there.
    static func isExact(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    /// The mask of every byte in `bytes`.
    static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var mask: UInt32 = 0
        for byte in bytes { mask |= bit(byte) }
        return mask
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
}

/// The patterns' bytes in one buffer, so a product's check reads them by
/// pointer without retaining an array per pattern per product.
private struct Needles {
    private let bytes: [UInt8]
    private let shapes: [(offset: Int, count: Int, anchor: Int)]

    init(_ patterns: [Pattern]) {
        var bytes: [UInt8] = []
        var shapes: [(offset: Int, count: Int, anchor: Int)] = []
        for pattern in patterns {
            shapes.append((bytes.count, pattern.bytes.count, pattern.anchor))
            bytes += pattern.bytes
        }
        self.bytes = bytes
        self.shapes = shapes
    }

    func withNeedles<Result>(_ body: (UnsafeBufferPointer<Needle>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1).unsafelyUnwrapped
            let needles = shapes.map { Needle(bytes: base + $0.offset, count: $0.count, anchor: $0.anchor) }
            return needles.withUnsafeBufferPointer(body)
        }
    }
}

/// One pattern, read by pointer (valid inside ``Needles/withNeedles(_:)``).
private struct Needle {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let anchor: Int

    /// The offset of the first occurrence in `text[start ..< end]`, if any.
    @inline(__always)
    func firstMatch(in text: UnsafeRawPointer, from start: Int, to end: Int) -> Int? {
        guard end - start >= count else { return nil }
        let anchorByte = bytes[anchor]
        // The anchor can only be at these offsets for the term to fit.
        var searchFrom = start + anchor
        let searchEnd = end - count + anchor + 1
        while searchFrom < searchEnd {
            guard let hit = memchr(text + searchFrom, Int32(anchorByte), searchEnd - searchFrom) else { return nil }
            let anchorOffset = UnsafeRawPointer(hit) - text
            let candidate = anchorOffset - anchor
            if matches(at: text + candidate) { return candidate }
            searchFrom = anchorOffset + 1
        }
        return nil
    }

    /// Whether the needle's bytes are at `place`: compared here, as terms
    /// are a few bytes and a `memcmp` call costs more than the comparison.
    @inline(__always)
    private func matches(at place: UnsafeRawPointer) -> Bool {
        let text = place.assumingMemoryBound(to: UInt8.self)
        for index in 0 ..< count where text[index] != bytes[index] { return false }
        return true
    }
}
