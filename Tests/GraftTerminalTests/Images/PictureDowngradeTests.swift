import Testing

@testable import GraftTerminal

/// Pictures on terminals with fewer colors: shaded by brightness without
/// colors, nearest palette colors otherwise.
@Suite("Pictures at each color depth")
struct PictureDowngradeTests {
    /// Five columns of two pixels: white, black, mid gray, white over
    /// transparent, and two reds that become the same ANSI color.
    static func picture() throws -> RGBAImage {
        let columns: [[UInt8]] = [
            [255, 255, 255, 255, 255, 255, 255, 255],
            [0, 0, 0, 255, 0, 0, 0, 255],
            [128, 128, 128, 255, 128, 128, 128, 255],
            [255, 255, 255, 255, 0, 0, 0, 0],
            [250, 0, 0, 255, 240, 10, 10, 255],
        ]
        var pixels: [UInt8] = []
        for row in 0 ..< 2 {
            for column in columns { pixels += column[row * 4 ..< row * 4 + 4] }
        }
        return try #require(RGBAImage(width: 5, height: 2, pixels: pixels))
    }

    /// The picture, next to the word "ab", shown on a headless surface with `support`.
    @MainActor
    static func shown(at support: ColorSupport) throws -> HeadlessSurface {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.drawPicture(try picture(), in: Rect(x: 0, y: 0, width: 5, height: 1))
        canvas.put("a", at: Point(x: 6, y: 0), style: Style(foreground: .rgb(200, 0, 0)))
        canvas.put("b", at: Point(x: 7, y: 0), style: Style(foreground: .rgb(0, 0, 0), background: .rgb(0, 0, 0)))
        let surface = HeadlessSurface(size: canvas.size, colorSupport: support)
        surface.present(canvas)
        return surface
    }

    @MainActor
    @Test func withColorsPixelsAreHalfBlocksInTheirColorsOrASpaceWhenBothMatch() throws {
        let surface = try Self.shown(at: .trueColor)
        #expect(surface.text == "   ▀▀ ab")
        let frame = try #require(surface.lastFrame)
        #expect(frame[0, 0].style == Style(foreground: .rgb(255, 255, 255), background: .rgb(255, 255, 255)))
        #expect(frame[3, 0].style == Style(foreground: .rgb(255, 255, 255)))
        #expect(frame[4, 0].style == Style(foreground: .rgb(250, 0, 0), background: .rgb(240, 10, 10)))
    }

    @MainActor
    @Test func withoutColorsPixelsAreShadedByBrightnessAndTextIsLeftAlone() throws {
        let surface = try Self.shown(at: .none)
        // White, black, mid gray, white over nothing (half as bright), dark red.
        #expect(surface.text == "█ ▒▒░ ab")
        let frame = try #require(surface.lastFrame)
        for x in 0 ..< 5 { #expect(frame[x, 0].style == .plain) }
        #expect(surface.styledText.hasPrefix("█ ▒▒░ a"), "the shades reach the terminal unstyled")
    }

    @MainActor
    @Test func withPaletteColorsPixelsTakeTheNearestColorEvenWhenBothHalvesMatch() throws {
        let sixteen = try Self.shown(at: .ansi16)
        #expect(sixteen.text == "   ▀  ab")
        let frame = try #require(sixteen.lastFrame)
        // Text whose two colors meet gets a readable foreground; a picture's pixels do not.
        #expect(frame[4, 0].style == Style(foreground: .ansi(.brightRed), background: .ansi(.brightRed)))
        #expect(frame[0, 0].style == Style(foreground: .ansi(.brightWhite), background: .ansi(.brightWhite)))

        let eight = try #require(try Self.shown(at: .ansi8).lastFrame)
        #expect(eight[4, 0].style == Style(foreground: .ansi(.red), background: .ansi(.red)))
    }
}
