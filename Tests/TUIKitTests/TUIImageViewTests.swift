import Foundation
import GraftTerminal
import Testing

@testable import TUIKit

@MainActor
@Suite("TUIImageView")
struct TUIImageViewTests {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]

    /// A picture `width` pixels wide whose rows are, from the top, `rows`' colors.
    static func image(width: Int, rows: [[UInt8]]) throws -> TUIImage {
        let pixels = rows.flatMap { row in (0 ..< width).flatMap { _ in row } }
        let bitmap = try #require(RGBAImage(width: width, height: rows.count, pixels: pixels))
        return try #require(TUIImage(data: Data(PNGEncoder.encode(bitmap))))
    }

    /// `view`, `width` by `height` cells, drawn on its own.
    static func draw(_ view: TUIImageView, width: Int, height: Int) -> Canvas {
        view.frame = Rect(x: 0, y: 0, width: width, height: height)
        return render(view)
    }

    @Test func itsSizeIsThePicturesPixelsInHalfRowsOrTheSymbolsGlyph() throws {
        let picture = TUIImageView(image: try Self.image(width: 3, rows: [Self.red, Self.red, Self.blue]))
        #expect(picture.intrinsicContentSize == Size(width: 3, height: 2))
        #expect(picture.frame == Rect(x: 0, y: 0, width: 3, height: 2))
        #expect(TUIImageView(image: TUIImage(systemName: "heart.fill")).intrinsicContentSize == Size(width: 1, height: 1))
        let empty = TUIImageView(image: nil)
        #expect(empty.intrinsicContentSize == .zero)
        picture.image = nil
        #expect(picture.intrinsicContentSize == .zero)
    }

    @Test func atItsOwnSizeAPictureIsTwoPixelsToACell() throws {
        let view = TUIImageView(image: try Self.image(width: 2, rows: [Self.red, Self.blue]))
        let canvas = Self.draw(view, width: 2, height: 1)
        #expect(canvas.text == "▀▀")
        #expect(canvas[0, 0].style == Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func theUnscaledModesPlaceThePictureByPixelsEvenInHalfCells() throws {
        let view = TUIImageView(image: try Self.image(width: 4, rows: [Self.red, Self.blue]))
        view.contentMode = .center
        // 4 × 2 pixels in 6 × 6: one column in and two pixel rows down, the middle cell row.
        #expect(Self.draw(view, width: 6, height: 3).text == "\n ▀▀▀▀\n")
        view.contentMode = .bottomRight
        #expect(Self.draw(view, width: 6, height: 3).text == "\n\n  ▀▀▀▀")
        view.contentMode = .topLeft
        #expect(Self.draw(view, width: 6, height: 3).text == "▀▀▀▀\n\n")
        // 4 × 2 pixels centered in 4 × 4 start one pixel down: a lower half, then an upper one.
        view.contentMode = .center
        let canvas = Self.draw(view, width: 4, height: 2)
        #expect(canvas.text == "▄▄▄▄\n▀▀▀▀")
        #expect(canvas[0, 0].style.foreground == .rgb(255, 0, 0))
        #expect(canvas[0, 1].style.foreground == .rgb(0, 0, 255))
    }

    @Test func aspectFitKeepsTheShapeAndFillStretches() throws {
        let view = TUIImageView(image: try Self.image(width: 4, rows: [Self.red, Self.blue]))
        view.contentMode = .scaleAspectFit
        // 4 × 2 pixels fit 8 × 4 pixels doubled: the whole frame.
        var canvas = Self.draw(view, width: 8, height: 2)
        #expect(canvas.text == "▀▀▀▀▀▀▀▀\n▀▀▀▀▀▀▀▀")
        #expect(canvas[0, 0].style.foreground == .rgb(255, 0, 0))
        #expect(canvas[7, 1].style.background == .rgb(0, 0, 255))
        // In 4 × 4 pixels it stays 4 × 2, centered.
        #expect(Self.draw(view, width: 4, height: 2).text == "▄▄▄▄\n▀▀▀▀")
        view.contentMode = .scaleToFill
        canvas = Self.draw(view, width: 2, height: 3)
        // Two pixels of one color are a space on that color; only the blended middle row is two colors.
        #expect(canvas.text == "\n▀▀\n")
        #expect(canvas[0, 0].style.background == .rgb(255, 0, 0))
        #expect(canvas[1, 2].style.background == .rgb(0, 0, 255))
    }

    @Test func aSymbolIsItsGlyphInTheTintColorCentered() throws {
        let view = TUIImageView(image: TUIImage(systemName: "heart.fill"))
        view.tintColor = .red
        let canvas = Self.draw(view, width: 5, height: 1)
        let glyph = try #require(SystemSymbols.glyph(named: "heart.fill"))
        #expect(canvas.text == "  \(glyph)")
        #expect(canvas[2, 0].style.foreground == .red)
        view.contentMode = .right
        #expect(Self.draw(view, width: 5, height: 1).text == "    \(glyph)")
    }

    @Test func withoutColorsAPictureIsShadedByBrightness() throws {
        let white: [UInt8] = [255, 255, 255, 255]
        let gray: [UInt8] = [128, 128, 128, 255]
        let view = TUIImageView(image: try Self.image(width: 3, rows: [white, white, gray, gray]))
        let surface = HeadlessSurface(size: Size(width: 3, height: 2), colorSupport: .none)
        surface.present(Self.draw(view, width: 3, height: 2))
        #expect(surface.text == "███\n▒▒▒")
    }

    /// The bitmap is noted for graphics terminals where it starts on a
    /// cell's top half, over the cells it covers.
    @Test func aPictureOnWholeCellsIsNotedForGraphicsTerminals() throws {
        Canvas.notesPictures = true
        let view = TUIImageView(image: try Self.image(width: 4, rows: [Self.red, Self.blue]))
        view.contentMode = .center
        let centered = Self.draw(view, width: 6, height: 3)
        #expect(centered.intactPictures.map(\.rect) == [Rect(x: 1, y: 1, width: 4, height: 1)])
        #expect(centered.intactPictures.first?.image.width == 4)
        view.contentMode = .scaleToFill
        #expect(Self.draw(view, width: 6, height: 3).intactPictures.map(\.visible) == [Rect(x: 0, y: 0, width: 6, height: 3)])
    }
}
