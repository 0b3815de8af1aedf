extension Character {
    /// The number of terminal cells this grapheme cluster occupies: 0, 1 or 2.
    ///
    /// The width is the width of the cluster's first scalar, adjusted by emoji rules:
    ///
    /// - Printable ASCII is 1. C0 and C1 controls and DEL are 0: they are not drawn, and
    ///   callers should never write them to a cell (the width is 0 so that measuring a string
    ///   that happens to contain one does not count it).
    /// - East_Asian_Width Wide and Fullwidth scalars are 2 (CJK ideographs, including the
    ///   unassigned code points of planes 2 and 3, Hangul syllables and leading jamo, kana,
    ///   fullwidth forms), and so are scalars with Emoji_Presentation.
    /// - Ambiguous-width scalars are 1, as in a terminal that is not configured for a CJK
    ///   locale. Private-use and unassigned scalars are 1, except where East_Asian_Width
    ///   assigns Wide to unassigned code points.
    /// - Nonspacing and enclosing marks, format characters (U+200B, U+200C, U+200D, U+2060,
    ///   U+FEFF, …), variation selectors, other default-ignorable code points, and Hangul
    ///   medial vowels and final consonants are 0. A cluster made only of such scalars is 0;
    ///   after a base they add nothing ("e\u{301}" is 1). Exceptions that stay 1: U+00AD
    ///   SOFT HYPHEN and the prepended concatenation marks (U+0600 ARABIC NUMBER SIGN, …),
    ///   which terminals draw.
    /// - An emoji (Emoji=Yes) followed by U+FE0F VARIATION SELECTOR-16, by a skin-tone
    ///   modifier (U+1F3FB–U+1F3FF), or, for 0–9, # and *, by U+20E3 COMBINING ENCLOSING
    ///   KEYCAP is 2: "❤\u{FE0F}", "☝🏽", "1\u{FE0F}\u{20E3}". An emoji followed by
    ///   U+FE0E VARIATION SELECTOR-15 is 1, even one that is wide by default: "⌚\u{FE0E}".
    /// - A ZWJ sequence is one cluster and takes the width of its start, so "👨‍👩‍👧‍👦" and
    ///   "🏳\u{FE0F}\u{200D}🌈" are 2.
    /// - A pair of regional indicators (a flag) is 2. A lone regional indicator is 1: it has
    ///   East_Asian_Width Neutral, and glibc's `wcwidth`, which many terminals follow, gives 1.
    /// - Spacing marks (Mc) and the Hangul fillers U+115F and U+3164 keep their base width
    ///   when they start a cluster, as with glibc; after a base they add nothing.
    ///
    /// The tables are generated from the Unicode Character Database; `WidthTables.unicodeVersion`
    /// names the version.
    public var displayWidth: Int {
        let utf8 = self.utf8
        if utf8.count == 1 {
            return DisplayWidth.asciiWidth(utf8[utf8.startIndex])
        }
        return utf8.withContiguousStorageIfAvailable { bytes in
            DisplayWidth.clusterWidth(utf8: bytes, from: 0, to: bytes.count)
        } ?? DisplayWidth.clusterWidth(unicodeScalars)
    }
}

extension StringProtocol {
    /// The number of terminal cells the string occupies: the sum of its grapheme clusters'
    /// widths (see `Character.displayWidth`). Use this, never `count`, to measure text for
    /// layout.
    ///
    /// Runs of ASCII are measured byte by byte without forming `Character`s, and no
    /// allocation is made, so this is cheap enough to call for every string drawn.
    @inlinable
    public var displayWidth: Int {
        if let string = self as? String {
            return DisplayWidth.width(of: string[...])
        }
        if let substring = self as? Substring {
            return DisplayWidth.width(of: substring)
        }
        var total = 0
        for character in self { total += character.displayWidth }
        return total
    }
}

/// The measuring behind `displayWidth`, over the tables in `WidthTables`.
@usableFromInline
enum DisplayWidth {
    /// Width of a cluster that is the single ASCII byte `byte`.
    @inline(__always)
    static func asciiWidth(_ byte: UInt8) -> Int {
        // 0x20...0x7E are printable; the subtraction wraps controls below 0x20 past 0x5E.
        byte &- 0x20 < 0x5F ? 1 : 0
    }

    /// Width of a whole string slice: ASCII runs on the bytes, everything else by cluster.
    @usableFromInline
    static func width(of text: Substring) -> Int {
        if let width = text.utf8.withContiguousStorageIfAvailable({ bytes in
            width(of: text, utf8: bytes)
        }) {
            return width
        }
        var total = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            total &+= clusterWidth(text.unicodeScalars[index ..< next])
            index = next
        }
        return total
    }

    /// `utf8` is the contents of `text`.
    ///
    /// An ASCII byte followed by another ASCII byte (or by the end) is a cluster of its own:
    /// the only grapheme rule that joins two ASCII scalars is CR LF, whose parts are both 0
    /// wide. Anything else, including an ASCII byte followed by a possible combining mark,
    /// is split into clusters by the standard library, and each cluster is decoded from the
    /// bytes.
    private static func width(of text: Substring, utf8: UnsafeBufferPointer<UInt8>) -> Int {
        var total = 0
        var offset = 0
        let count = utf8.count
        while offset < count {
            let byte = utf8[offset]
            if byte < 0x80, offset &+ 1 == count || utf8[offset &+ 1] < 0x80 {
                total &+= asciiWidth(byte)
                offset &+= 1
                continue
            }
            var index = text.utf8.index(text.startIndex, offsetBy: offset)
            while true {
                let next = text.index(after: index)
                let end = text.utf8.distance(from: text.startIndex, to: next)
                total &+= clusterWidth(utf8: utf8, from: offset, to: end)
                offset = end
                if offset == count { return total }
                if utf8[offset] < 0x80, offset &+ 1 == count || utf8[offset &+ 1] < 0x80 { break }
                index = next
            }
        }
        return total
    }

    /// Width of the cluster whose UTF-8 is `utf8[start..<end]` (valid and not empty).
    static func clusterWidth(
        utf8: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Int {
        let (first, length) = decode(utf8, at: start)
        let secondStart = start &+ length
        if secondStart >= end { return clusterWidth(first, noScalar) }
        return clusterWidth(first, decode(utf8, at: secondStart).value)
    }

    /// The scalar value starting at `utf8[offset]` and its length in bytes; the UTF-8 is valid.
    @inline(__always)
    static func decode(
        _ utf8: UnsafeBufferPointer<UInt8>, at offset: Int
    ) -> (value: UInt32, length: Int) {
        let lead = UInt32(utf8[offset])
        if lead < 0x80 { return (lead, 1) }
        let second = UInt32(utf8[offset &+ 1]) & 0x3F
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | second, 2) }
        let third = UInt32(utf8[offset &+ 2]) & 0x3F
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | second << 6 | third, 3) }
        let fourth = UInt32(utf8[offset &+ 3]) & 0x3F
        return ((lead & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
    }

    /// Width of one grapheme cluster given as its scalars.
    static func clusterWidth<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Int {
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        return clusterWidth(first.value, iterator.next()?.value ?? noScalar)
    }

    /// Stands for "no second scalar": above every scalar value.
    static let noScalar: UInt32 = 0x11_0000

    /// Width of a cluster that starts with the scalar value `lead`, followed by `follower`
    /// (`noScalar` when the cluster has a single scalar). Later scalars never matter.
    static func clusterWidth(_ lead: UInt32, _ follower: UInt32) -> Int {
        if follower == noScalar { return scalarWidth(lead) }
        if isRegionalIndicator(lead) {
            return isRegionalIndicator(follower) ? 2 : scalarWidth(lead)
        }
        switch follower {
        case 0xFE0E:  // VS15: text presentation
            if isEmoji(lead) { return 1 }
        case 0xFE0F, 0x1F3FB ... 0x1F3FF:  // VS16: emoji presentation; skin-tone modifier
            if isEmoji(lead) { return 2 }
        case 0x20E3:  // keycap: of the emoji, only 0-9, # and * are ASCII
            if lead < 0x80, isEmoji(lead) { return 2 }
        default:
            break
        }
        return scalarWidth(lead)
    }

    /// Width of a scalar on its own: 0, 1 or 2.
    static func scalarWidth(_ value: UInt32) -> Int {
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }  // DEL and C1 controls
        // Latin-1 through Spacing Modifier Letters: nothing zero-width or wide (checked by
        // the tests against the tables).
        if value < 0x300 { return 1 }
        // Nothing below U+1100 is wide. Above it, look for wide first: the tables are
        // disjoint, and wide text (CJK) is common where zero-width scalars are not.
        if value >= 0x1100, contains(WidthTables.wide, value) { return 2 }
        return contains(WidthTables.zeroWidth, value) ? 0 : 1
    }

    @inline(__always)
    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value &- 0x1F1E6 < 26
    }

    @inline(__always)
    static func isEmoji(_ value: UInt32) -> Bool {
        contains(WidthTables.emoji, value)
    }

    /// Whether one of the sorted, non-overlapping closed ranges in `table` holds `value`.
    static func contains(_ table: [(UInt32, UInt32)], _ value: UInt32) -> Bool {
        table.withUnsafeBufferPointer { ranges in
            guard let first = ranges.first, let last = ranges.last,
                value >= first.0, value <= last.1
            else { return false }
            var low = 0
            var high = ranges.count
            while low < high {
                let middle = (low &+ high) &>> 1
                if ranges[middle].1 < value {
                    low = middle &+ 1
                } else {
                    high = middle
                }
            }
            return ranges[low].0 <= value
        }
    }
}
