import Testing

@testable import GraftTerminal

/// Sixel images, byte for byte: palette, bands, runs and transparency.
@Suite("Sixel encoder")
struct SixelEncoderTests {
    /// Red, transparent / blue, blue: red is sixel 1 (`@`) in column 0,
    /// its transparent neighbour and the empty tail are left out; blue is
    /// sixel 2 (`A`) twice, after `$` returns to the band's left edge.
    @Test func aSmallPictureSendsItsPaletteAndOneBand() throws {
        let image = try #require(RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 255, 255]))
        let expected = GraphicsSamples.bytes("\\eP0;1;0q\"1;1;2;2#0;2;100;0;0#1;2;0;0;100#0@$#1AA\\e\\")
        #expect(SixelEncoder.encode(image) == expected)
    }

    /// Seven rows are two bands: six full rows (`~`, all six bits) and one
    /// (`@`), each a run of five written `!5`; `-` between them only.
    @Test func rowsGoInBandsOfSixWithRuns() {
        let green = GraphicsSamples.solid(width: 5, height: 7, [0, 255, 0, 255])
        #expect(SixelEncoder.encode(green) == GraphicsSamples.bytes("\\eP0;1;0q\"1;1;5;7#0;2;0;100;0#0!5~-#0!5@\\e\\"))
    }

    @Test func runsShorterThanFourAreWrittenOut() {
        let gray = GraphicsSamples.solid(width: 3, height: 1, [51, 51, 51, 255])
        #expect(SixelEncoder.encode(gray) == GraphicsSamples.bytes("\\eP0;1;0q\"1;1;3;1#0;2;20;20;20#0@@@\\e\\"))
    }

    @Test func halfOpaquePixelsAreDrawnAndFainterOnesLeftOut() throws {
        let image = try #require(RGBAImage(width: 2, height: 1, pixels: [255, 255, 255, 128, 255, 255, 255, 127]))
        #expect(SixelEncoder.encode(image) == GraphicsSamples.bytes("\\eP0;1;0q\"1;1;2;1#0;2;100;100;100#0@\\e\\"))
    }

    /// 272 colors do not fit a sixel palette: they are mapped onto a
    /// 6×6×6 cube, every channel a multiple of 20 percent.
    @Test func moreThan256ColorsAreQuantizedToTheCube() {
        var pixels: [UInt8] = []
        for index in 0 ..< 272 { pixels += [UInt8(index % 256), UInt8(index / 256 * 200), UInt8(255 - index % 256), 255] }
        let palette = SixelPalette(RGBAImage(width: 17, height: 16, pixels: pixels)!)
        #expect(palette.colors.count <= 216)
        #expect(palette.colors.allSatisfy { $0.red % 51 == 0 && $0.green % 51 == 0 && $0.blue % 51 == 0 })
        #expect(palette.indices.count == 272 && palette.indices.allSatisfy { $0 != nil })
    }

    @Test func exactlyTheColorsUpTo256AreKept() {
        var pixels: [UInt8] = []
        for index in 0 ..< 256 { pixels += [UInt8(index), 7, 9, 255] }
        let palette = SixelPalette(RGBAImage(width: 16, height: 16, pixels: pixels)!)
        #expect(palette.colors.count == 256)
        #expect(palette.colors[200].red == 200 && palette.colors[200].green == 7)
    }
}
