import Testing

@testable import GraftTerminal

/// A piece of text and the number of cells it should occupy.
struct WidthSample: Sendable, CustomTestStringConvertible {
    let text: String
    let width: Int

    init(_ text: String, _ width: Int) {
        self.text = text
        self.width = width
    }

    var testDescription: String {
        let scalars = text.unicodeScalars.map {
            "U+" + String($0.value, radix: 16, uppercase: true)
        }
        return "\(scalars.joined(separator: " ")) -> \(width)"
    }
}

/// Single grapheme clusters, grouped by kind.
enum Clusters {
    static let ascii: [WidthSample] = [
        .init("a", 1), .init("Z", 1), .init("0", 1), .init(" ", 1), .init("~", 1), .init("#", 1),
        .init("*", 1),
    ]

    static let controls: [WidthSample] = [
        .init("\u{0}", 0), .init("\u{7}", 0), .init("\t", 0), .init("\n", 0), .init("\r", 0),
        .init("\r\n", 0), .init("\u{1B}", 0), .init("\u{1F}", 0), .init("\u{7F}", 0),
        .init("\u{80}", 0), .init("\u{85}", 0), .init("\u{9F}", 0),
    ]

    static let latin: [WidthSample] = [
        .init("\u{E9}", 1),  // é precomposed
        .init("e\u{301}", 1),  // é decomposed
        .init("\u{1EC7}", 1),  // ệ precomposed
        .init("e\u{323}\u{302}", 1),  // ệ decomposed, two marks
        .init("A\u{30A}", 1),  // Å decomposed
        .init("\u{F1}", 1),  // ñ
        .init("\u{DF}", 1),  // ß
        .init("\u{A0}", 1),  // no-break space
        .init("\u{AD}", 1),  // soft hyphen is drawn
        .init("a\u{20DD}", 1),  // enclosing circle
    ]

    static let eastAsian: [WidthSample] = [
        .init("中", 2), .init("文", 2), .init("日", 2), .init("語", 2),
        .init("\u{3400}", 2),  // Extension A
        .init("\u{20000}", 2),  // Extension B, plane 2
        .init("\u{2A700}", 2),  // Extension C
        .init("\u{30000}", 2),  // Extension G, plane 3
        .init("\u{3FFF0}", 2),  // unassigned in plane 3: Wide by default
        .init("\u{F900}", 2),  // compatibility ideograph
        .init("한", 2), .init("국", 2), .init("\u{AC00}", 2), .init("\u{D7A3}", 2),
        .init("\u{1112}\u{1161}\u{11AB}", 2),  // 한 as conjoining jamo
        .init("\u{1100}\u{1161}", 2),  // 가 as conjoining jamo, no final
        .init("\u{1100}", 2),  // leading consonant alone
        .init("あ", 2), .init("カ", 2), .init("ー", 2), .init("、", 2), .init("\u{3000}", 2),
        .init("\u{FF76}", 1),  // halfwidth katakana
        .init("\u{FFA1}", 1),  // halfwidth Hangul letter
    ]

    static let fullwidth: [WidthSample] = [
        .init("\u{FF21}", 2),  // Ａ
        .init("\u{FF41}", 2),  // ａ
        .init("\u{FF10}", 2),  // ０
        .init("\u{FF01}", 2),  // ！
        .init("\u{FFE5}", 2),  // ￥
    ]

    static let emoji: [WidthSample] = [
        .init("😀", 2),
        .init("👍", 2),
        .init("👍🏽", 2),  // skin tone attached
        .init("🏽", 2),  // skin tone alone
        .init("☝\u{1F3FD}", 2),  // text-default base with skin tone
        .init("👨‍👩‍👧‍👦", 2),  // family ZWJ sequence
        .init("👩‍💻", 2),  // profession ZWJ sequence
        .init("🧑🏽‍🚀", 2),  // ZWJ sequence with skin tone
        .init("🏳️‍🌈", 2),  // text-default start, VS16, ZWJ
        .init("❤️‍🔥", 2),
        .init("🇯🇵", 2), .init("🇺🇸", 2),
        .init("\u{1F1EF}", 1),  // lone regional indicator
        .init("1️⃣", 2), .init("#️⃣", 2), .init("*️⃣", 2),
        .init("1\u{20E3}", 2),  // keycap without VS16
        .init("1\u{FE0E}\u{20E3}", 1),  // keycap in text presentation
        .init("❤\u{FE0F}", 2),  // text default + VS16
        .init("❤", 1),  // text default
        .init("❤\u{FE0E}", 1),  // text default + VS15
        .init("⌚", 2),  // emoji default
        .init("⌚\u{FE0E}", 1),  // emoji default + VS15
        .init("⌚\u{FE0F}", 2),
        .init("\u{A9}", 1), .init("\u{A9}\u{FE0F}", 2),  // ©
        .init("\u{2122}\u{FE0F}", 2),  // ™
        .init("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2),  // tag sequence
        .init("A\u{FE0F}", 1),  // VS16 on a non-emoji changes nothing
        .init("中\u{FE0E}", 2),  // VS15 on a non-emoji changes nothing
        .init("a\u{20E3}", 1),  // keycap mark on a non-emoji is just a mark
    ]

    static let zeroWidth: [WidthSample] = [
        .init("\u{200B}", 0),  // zero width space
        .init("\u{200C}", 0),  // ZWNJ
        .init("\u{200D}", 0),  // ZWJ
        .init("\u{2060}", 0),  // word joiner
        .init("\u{FEFF}", 0),  // BOM / ZWNBSP
        .init("\u{200E}", 0),  // LRM
        .init("\u{FE0F}", 0), .init("\u{FE0E}", 0), .init("\u{FE00}", 0), .init("\u{E0100}", 0),
        .init("\u{301}", 0), .init("\u{301}\u{302}", 0),  // marks with no base
        .init("\u{20DD}", 0),  // enclosing mark
        .init("\u{1160}", 0), .init("\u{1161}", 0), .init("\u{11A8}", 0), .init("\u{11FF}", 0),
        .init("\u{D7B0}", 0), .init("\u{D7FB}", 0),  // Hangul Jamo Extended-B
        .init("\u{2028}", 0), .init("\u{2029}", 0),  // line and paragraph separators
        .init("\u{E0001}", 0),  // language tag
    ]

    static let narrowByChoice: [WidthSample] = [
        .init("\u{B1}", 1), .init("\u{3B1}", 1), .init("\u{416}", 1),  // ambiguous: ±, α, Ж
        .init("\u{2026}", 1), .init("\u{2460}", 1), .init("\u{2500}", 1),  // …, ①, ─
        .init("\u{25CB}", 1), .init("\u{2605}", 1),  // ○, ★
        .init("\u{E000}", 1), .init("\u{F8FF}", 1), .init("\u{F0000}", 1),  // private use
        .init("\u{378}", 1), .init("\u{1FAFF}", 1),  // unassigned
        .init("\u{E0080}", 0),  // unassigned but default ignorable
        .init("\u{600}", 1),  // Arabic number sign: prepended concatenation mark
    ]

    static let all =
        ascii + controls + latin + eastAsian + fullwidth + emoji + zeroWidth
        + narrowByChoice
}

@Suite struct DisplayWidthTests {
    // MARK: Characters

    @Test(arguments: Clusters.ascii)
    func ascii(_ sample: WidthSample) { expectCluster(sample) }

    @Test(arguments: Clusters.controls)
    func controls(_ sample: WidthSample) { expectCluster(sample) }

    @Test(arguments: Clusters.latin)
    func latinWithCombiningMarks(_ sample: WidthSample) { expectCluster(sample) }

    @Test(arguments: Clusters.eastAsian)
    func eastAsian(_ sample: WidthSample) { expectCluster(sample) }

    @Test(arguments: Clusters.fullwidth)
    func fullwidth(_ sample: WidthSample) { expectCluster(sample) }

    @Test(arguments: Clusters.emoji)
    func emoji(_ sample: WidthSample) { expectCluster(sample) }

    @Test(arguments: Clusters.zeroWidth)
    func zeroWidthAlone(_ sample: WidthSample) { expectCluster(sample) }

    @Test(arguments: Clusters.narrowByChoice)
    func ambiguousPrivateUseAndUnassigned(_ sample: WidthSample) { expectCluster(sample) }

    @Test func everyPrintableASCIIIsOneAndEveryControlZero() {
        for value in UInt8(0) ... 0x7F {
            let character = Character(Unicode.Scalar(value))
            let expected = (0x20 ... 0x7E).contains(value) ? 1 : 0
            #expect(character.displayWidth == expected, "U+\(String(value, radix: 16))")
            #expect(String(character).displayWidth == expected)
        }
    }

    // MARK: Strings

    @Test(arguments: [
        WidthSample("", 0),
        WidthSample("hello, world", 12),
        WidthSample("a\tb\r\nc", 3),
        WidthSample("caf\u{E9}", 4),
        WidthSample("cafe\u{301}", 4),
        WidthSample("e\u{301}e\u{301}e\u{301}", 3),
        WidthSample("ae\u{301}b", 3),
        WidthSample("中文", 4),
        WidthSample("日本語", 6),
        WidthSample("한국어", 6),
        WidthSample("\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}", 4),  // 한국 as jamo
        WidthSample("\u{FF27}\u{FF52}\u{FF41}\u{FF46}\u{FF54}", 10),  // Ｇｒａｆｔ
        WidthSample("😀👍🏽👨‍👩‍👧‍👦🏳️‍🌈🇯🇵1️⃣", 12),
        WidthSample("❤️❤❤︎", 4),
        WidthSample("🇯🇵🇺", 3),  // a flag, then a lone regional indicator
        WidthSample("a\u{200B}b\u{200D}c\u{FEFF}", 3),
        WidthSample("Hello 世界! 👋🏽 caf\u{E9} cafe\u{301} ｘ\u{200B}🇫🇷", 29),
        WidthSample("[OK] 完了 ✅ — 3 files", 22),
        WidthSample("\u{301}abc", 3),  // leading mark with no base
    ])
    func strings(_ sample: WidthSample) {
        #expect(sample.text.displayWidth == sample.width)
        #expect(sample.text.displayWidth == sample.text.reduce(0) { $0 + $1.displayWidth })
    }

    @Test func stringWidthIsTheSumOfItsCharacters() {
        // A line feed never joins a neighbouring cluster, so the samples keep their widths.
        let separated = Clusters.all.map(\.text).joined(separator: "\n")
        #expect(separated.displayWidth == Clusters.all.reduce(0) { $0 + $1.width })

        // Next to a letter some samples join it (a lone mark becomes its mark, a prepended
        // mark takes it as its base); the total is still the sum over the clusters formed.
        let joined = Clusters.all.map(\.text).joined(separator: "x")
        #expect(joined.displayWidth == joined.reduce(0) { $0 + $1.displayWidth })
    }

    @Test func substringsMeasureTheirOwnClusters() {
        let text = "ab中e\u{301}😀👨‍👩‍👧‍👦c🇯🇵d"
        var start = text.startIndex
        while start < text.endIndex {
            var end = start
            while end < text.endIndex {
                text.formIndex(after: &end)
                let slice = text[start ..< end]
                #expect(slice.displayWidth == slice.reduce(0) { $0 + $1.displayWidth })
                #expect(slice.displayWidth == String(slice).displayWidth)
            }
            text.formIndex(after: &start)
        }
    }

    @Test func substringCutInsideAClusterMeasuresWhatItHolds() {
        let text = "xe\u{301}\u{302}y"
        let scalars = text.unicodeScalars
        // "\u{301}\u{302}y": marks with no base are 0, then y.
        let cut = text[scalars.index(scalars.startIndex, offsetBy: 2)...]
        #expect(cut.displayWidth == 1)
        #expect(cut.displayWidth == cut.reduce(0) { $0 + $1.displayWidth })
    }

    @Test func genericCallersGetTheSameWidth() {
        func measure(_ text: some StringProtocol) -> Int { text.displayWidth }
        let text = "a中😀e\u{301}\u{200B}🇯🇵!"
        #expect(measure(text) == 9)
        #expect(measure(text[...]) == 9)
        #expect(measure(text.dropFirst()) == 8)
    }

    // MARK: Tables

    @Test(
        arguments: [
            ("zeroWidth", WidthTables.zeroWidth),
            ("wide", WidthTables.wide),
            ("emoji", WidthTables.emoji),
        ] as [(String, [(UInt32, UInt32)])])
    func tableIsSortedMergedAndSearchable(_ name: String, _ table: [(UInt32, UInt32)]) {
        #expect(!table.isEmpty, "\(name)")
        for (index, range) in table.enumerated() {
            #expect(range.0 <= range.1, "\(name)[\(index)]")
            #expect(range.1 <= 0x10FFFF, "\(name)[\(index)]")
            if index > 0 {
                // Strictly after the previous range, with a gap: sorted, disjoint and merged.
                #expect(table[index - 1].1 &+ 1 < range.0, "\(name)[\(index)]")
            }
            #expect(DisplayWidth.contains(table, range.0))
            #expect(DisplayWidth.contains(table, range.1))
            #expect(DisplayWidth.contains(table, range.0 + (range.1 - range.0) / 2))
            #expect(!DisplayWidth.contains(table, range.0 &- 1))
            #expect(!DisplayWidth.contains(table, range.1 + 1))
        }
    }

    @Test func zeroWidthAndWideTablesAreDisjoint() {
        for range in WidthTables.wide {
            let overlaps = WidthTables.zeroWidth.contains { $0.0 <= range.1 && range.0 <= $0.1 }
            #expect(!overlaps, "wide \(range)")
        }
    }

    /// `scalarWidth` answers below U+0300 without the tables; check that against them.
    @Test func fastPathsAgreeWithTheTables() {
        func linear(_ table: [(UInt32, UInt32)], _ value: UInt32) -> Bool {
            table.contains { $0.0 <= value && value <= $0.1 }
        }
        for value in UInt32(0) ..< 0x1200 {
            guard Unicode.Scalar(value) != nil else { continue }
            let expected =
                linear(WidthTables.zeroWidth, value) ? 0 : linear(WidthTables.wide, value) ? 2 : 1
            #expect(DisplayWidth.scalarWidth(value) == expected, "U+\(String(value, radix: 16))")
        }
    }

    @Test func tablesMatchTheStandardLibrarysProperties() {
        // Spot checks that the generated data agrees with the scalar properties Swift
        // segments graphemes with.
        for value: UInt32 in [0x231A, 0x1F600, 0x1F3FB, 0x1FAEA, 0x2764, 0x00A9, 0x0031] {
            let properties = Unicode.Scalar(value)!.properties
            #expect(DisplayWidth.isEmoji(value) == properties.isEmoji)
            if properties.isEmojiPresentation {
                #expect(DisplayWidth.scalarWidth(value) == 2)
            }
        }
        #expect(WidthTables.unicodeVersion == "17.0.0")
    }

    // MARK: Checking one cluster

    private func expectCluster(
        _ sample: WidthSample, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(sample.text.count == 1, "not a single cluster", sourceLocation: sourceLocation)
        guard let character = sample.text.first else { return }
        #expect(character.displayWidth == sample.width, sourceLocation: sourceLocation)
        // The path taken when a string's storage is not contiguous UTF-8.
        #expect(
            DisplayWidth.clusterWidth(character.unicodeScalars) == sample.width,
            sourceLocation: sourceLocation)
        #expect(sample.text.displayWidth == sample.width, sourceLocation: sourceLocation)
        #expect(sample.text[...].displayWidth == sample.width, sourceLocation: sourceLocation)
    }
}
