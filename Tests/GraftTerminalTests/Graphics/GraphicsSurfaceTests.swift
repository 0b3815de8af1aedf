import Testing

@testable import GraftTerminal

/// The real surface on a pseudo-terminal with graphics: pictures follow
/// the frame's cells, once, and are deleted when they go.
@MainActor
@Suite("Graphics surface")
struct GraphicsSurfaceTests {
    static let size = Size(width: 20, height: 6)
    static let picture = GraphicsSamples.solid(width: 4, height: 4, [0, 200, 0, 255])

    static func frame(pictureAt point: Point?) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.write("caption", at: Point(x: 0, y: 0))
        if let point {
            let rect = Rect(origin: point, size: Size(width: 4, height: 2))
            canvas.drawPicture(picture, in: rect)
            canvas.notePicture(picture, in: rect)
        }
        return canvas
    }

    @Test func aKittyPictureFollowsTheCellsAndIsNotResent() throws {
        let terminal = try #require(PseudoTerminal(size: Self.size))
        let surface = try terminal.makeSurface(pictures: .graphics(.kitty))
        surface.present(Self.frame(pictureAt: Point(x: 2, y: 2)))
        let sent = terminal.drainBytes()
        let transmit = KittyGraphicsEncoder.transmitAndDisplay(Self.picture, id: 1, columns: 4, rows: 2)
        let graphics = GraphicsSamples.bytes("\\e7\\e[3;3H") + transmit + GraphicsSamples.bytes("\\e8")
        // The text, then the picture: the graphics end what was sent.
        #expect(sent.count > graphics.count && Array(sent.suffix(graphics.count)) == graphics)
        #expect(GraphicsSamples.contains(sent, Array("caption".utf8)))
        // The cells under the picture went blank, not as half blocks or shades.
        #expect(!GraphicsSamples.contains(sent, [0xE2, 0x96]))
        #expect(surface.lastPresentReport.graphicsBytesSent == graphics.count)

        surface.present(Self.frame(pictureAt: Point(x: 2, y: 2)))
        #expect(terminal.drainBytes().isEmpty)

        surface.present(Self.frame(pictureAt: nil))
        #expect(GraphicsSamples.contains(terminal.drainBytes(), KittyGraphicsEncoder.delete(id: 1)))
    }

    @Test func aSixelPictureIsPaintedAfterTheCells() throws {
        let terminal = try #require(PseudoTerminal(size: Self.size))
        let surface = try terminal.makeSurface(pictures: .graphics(.sixel))
        surface.present(Self.frame(pictureAt: Point(x: 1, y: 1)))
        let sent = terminal.drainBytes()
        let sixel = GraphicsSamples.bytes("\\e7\\e[2;2H\\eP0;1;0q\"1;1;40;40#0;2;0;78;0#0!40~-")
        #expect(GraphicsSamples.contains(sent, sixel))
        #expect(Array(sent.suffix(4)) == GraphicsSamples.bytes("\\e\\\\e8"))
        surface.present(Self.frame(pictureAt: Point(x: 1, y: 1)))
        #expect(terminal.drainBytes().isEmpty)
    }

    @Test func withoutGraphicsPicturesStayInHalfBlocks() throws {
        let terminal = try #require(PseudoTerminal(size: Self.size))
        let surface = try terminal.makeSurface()
        var canvas = Self.frame(pictureAt: Point(x: 2, y: 2))
        canvas.putPixels(top: .rgb(1, 2, 3), bottom: .rgb(200, 0, 0), at: Point(x: 10, y: 4))
        surface.present(canvas)
        let sent = terminal.drainBytes()
        // Half blocks, or shades where the terminal has no colors: U+2580 to U+25BF.
        #expect(GraphicsSamples.contains(sent, [0xE2, 0x96]))
        #expect(!GraphicsSamples.contains(sent, GraphicsSamples.bytes("\\e_G")))
        #expect(surface.lastPresentReport.graphicsBytesSent == 0)
    }
}
