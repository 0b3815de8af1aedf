import Testing

@testable import GraftTerminal

@Suite("Colors")
struct ColorTests {
    @Test func trueColorKeepsEveryColor() {
        #expect(Color.rgb(1, 2, 3).downgraded(to: .trueColor) == .rgb(1, 2, 3))
        #expect(Color.indexed(200).downgraded(to: .trueColor) == .indexed(200))
    }

    @Test func rgbBecomesTheNearestPaletteEntry() {
        #expect(Color.rgb(255, 0, 0).downgraded(to: .indexed256) == .indexed(196))
        #expect(Color.rgb(0, 0, 0).downgraded(to: .indexed256) == .indexed(16))
        #expect(Color.rgb(255, 255, 255).downgraded(to: .indexed256) == .indexed(231))
        #expect(Color.rgb(128, 128, 128).downgraded(to: .indexed256) == .indexed(244))
        #expect(Color(hex: 0x5F87AF).downgraded(to: .indexed256) == .indexed(67))
    }

    @Test func paletteColorsBecomeTheNearestANSIColor() {
        #expect(Color.indexed(196).downgraded(to: .ansi16) == .ansi(.brightRed))
        #expect(Color.indexed(4).downgraded(to: .ansi16) == .ansi(.blue))
        #expect(Color.rgb(0, 0, 0).downgraded(to: .ansi16) == .black)
        #expect(Color.rgb(0, 200, 0).downgraded(to: .ansi16) == .green)
        #expect(Color.indexed(231).downgraded(to: .ansi16) == .brightWhite)
        #expect(Color.indexed(255).downgraded(to: .ansi16) == .white)
    }

    @Test func brightColorsBecomeTheirBaseColorOnEightColorTerminals() {
        #expect(Color.ansi(.brightRed).downgraded(to: .ansi8) == .red)
        #expect(Color.rgb(255, 0, 0).downgraded(to: .ansi8) == .red)
        #expect(Color.red.downgraded(to: .ansi8) == .red)
    }

    @Test func noColorSupportDropsColorsButKeepsAttributes() {
        let style = Style(foreground: .red, background: .rgb(1, 2, 3), attributes: [.bold, .reverse])
        #expect(style.downgraded(to: .none) == Style(attributes: [.bold, .reverse]))
    }

    @Test func theDefaultColorNeverChanges() {
        for support in ColorSupport.allCases {
            #expect(Color.default.downgraded(to: support) == .default)
        }
    }

    @Test func detectionFollowsTheColorCountAndNoColor() {
        #expect(ColorSupport.detect(colorCount: 16_777_216, environment: [:]) == .trueColor)
        #expect(ColorSupport.detect(colorCount: 256, environment: [:]) == .indexed256)
        #expect(ColorSupport.detect(colorCount: 88, environment: [:]) == .ansi16)
        #expect(ColorSupport.detect(colorCount: 8, environment: [:]) == .ansi8)
        #expect(ColorSupport.detect(colorCount: 0, environment: [:]) == ColorSupport.none)
        #expect(ColorSupport.detect(colorCount: 256, environment: ["NO_COLOR": "1"]) == ColorSupport.none)
        #expect(ColorSupport.detect(colorCount: 256, environment: ["NO_COLOR": ""]) == .indexed256)
    }

    @Test func styledTextUsesSGRSequences() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("a", at: .zero, style: Style(foreground: .red, attributes: .bold))
        canvas.write("b", at: Point(x: 1, y: 0), style: Style(foreground: .rgb(1, 2, 3)))
        #expect(canvas.styledText() == "\u{1B}[0;1;31ma\u{1B}[0;38;2;1;2;3mb\u{1B}[0m \u{1B}[0m")
        #expect(canvas.styledText(colorSupport: .none) == "\u{1B}[0;1ma\u{1B}[0mb \u{1B}[0m")
    }
}

@Suite("Color pairs")
struct ColorPairTableTests {
    @Test func defaultColorsUsePairZero() {
        var table = ColorPairTable(capacity: 4)
        #expect(table.assign(.init(foreground: -1, background: -1))?.pair == 0)
    }

    @Test func pairsAreAssignedOnceAndReused() {
        var table = ColorPairTable(capacity: 8)
        let red = ColorPairTable.Key(foreground: 1, background: -1)
        #expect(table.assign(red)?.pair == 1)
        #expect(table.assign(red)?.isNew == false)
        #expect(table.assign(.init(foreground: 2, background: -1))?.pair == 2)
    }

    @Test func pairsUnusedOnScreenAreRecycledWhenAllAreTaken() {
        var table = ColorPairTable(capacity: 3)
        let a = ColorPairTable.Key(foreground: 1, background: -1)
        let b = ColorPairTable.Key(foreground: 2, background: -1)
        let c = ColorPairTable.Key(foreground: 3, background: -1)
        _ = table.assign(a)
        _ = table.assign(b)
        #expect(table.assign(c) == nil)
        table.recycle(keeping: [b])
        #expect(table.assign(c)?.pair == 1)
        #expect(table.pair(for: b) == 2)
        #expect(table.pair(for: a) == nil)
    }

    @Test func hundredsOfCombinationsNeverRunOut() {
        var table = ColorPairTable(capacity: 16)
        for index in 0 ..< 500 {
            let key = ColorPairTable.Key(foreground: Int32(index), background: -1)
            if table.assign(key) == nil {
                table.recycle(keeping: [])
                #expect(table.assign(key) != nil)
            }
        }
    }
}

@Suite("Downgraded styles keep text readable")
struct DowngradedContrastTests {
    @Test func grayOnBlackWithEightColorsTurnsToTheReadableColorInsteadOfBlack() {
        let style = Style(foreground: .gray, background: .black).downgraded(to: .ansi8)
        #expect(style.background == .black)
        #expect(style.foreground == .white)
    }

    @Test func aLightGrayOnWhitePageWithEightColorsTurnsBlack() {
        let style = Style(foreground: .brightWhite, background: .white).downgraded(to: .ansi8)
        #expect(style.foreground == .black)
    }

    @Test func colorsThatStayApartAreLeftAlone() {
        let style = Style(foreground: .gray, background: .brightWhite).downgraded(to: .ansi16)
        #expect(style.foreground == .gray && style.background == .brightWhite)
        #expect(Style(foreground: .rgb(10, 10, 10), background: .rgb(12, 12, 12)).downgraded(to: .trueColor).foreground == .rgb(10, 10, 10))
    }

    @Test func withoutColorsAHighlightIsReversedUnlessItIsDimmedBehindAModal() {
        #expect(Style(background: .cyan).downgraded(to: .none).attributes.contains(.reverse))
        let behind = Style(background: .cyan, attributes: [.dim]).downgraded(to: .none)
        #expect(!behind.attributes.contains(.reverse), "a selection behind a sheet does not look like the focus")
        #expect(behind.attributes.contains(.dim))
    }

    @Test func aFocusShownByColorsIsReversedWithoutThem() {
        let focused = Style(foreground: .black, background: .brightWhite, attributes: [.underline, .focusWithoutColor])
        #expect(focused.downgraded(to: .none).attributes == [.underline, .reverse])
        #expect(focused.downgraded(to: .indexed256).attributes == [.underline])
    }

    @Test func aSelectionThatIsNotTheFocusIsUnderlinedWithoutColorsAndUnmarkedWithThem() {
        let selection = Style(background: .cyan, attributes: [.nonFocusHighlight])
        let plain = selection.downgraded(to: .none)
        #expect(plain.attributes == [.underline], "underlined, not reversed like the focus")
        for support in [ColorSupport.ansi8, .ansi16, .indexed256, .trueColor] {
            #expect(selection.downgraded(to: support).attributes.isEmpty, "the tint shows it with colors")
        }
    }
}
