import Testing

@testable import GraftTerminal

/// The pictures a canvas notes for graphics terminals, and when they stop showing.
@Suite("Canvas pictures")
struct CanvasPictureTests {
    static let red = GraphicsSamples.solid(width: 4, height: 4, [255, 0, 0, 255])

    @Test func aNotedPictureShowsWhereItWasDrawnWithinTheClip() {
        var canvas = Canvas(size: Size(width: 10, height: 5))
        canvas.translateBy(x: 1, y: 1)
        canvas.clip(to: Rect(x: 0, y: 0, width: 3, height: 4))
        canvas.drawPicture(Self.red, in: Rect(x: 0, y: 0, width: 4, height: 2))
        canvas.notePicture(Self.red, in: Rect(x: 0, y: 0, width: 4, height: 2))
        let picture = canvas.intactPictures.first
        #expect(canvas.intactPictures.count == 1)
        #expect(picture?.rect == Rect(x: 1, y: 1, width: 4, height: 2))
        #expect(picture?.visible == Rect(x: 1, y: 1, width: 3, height: 2))
        #expect(picture?.visibleSource == Rect(x: 0, y: 0, width: 3, height: 4))
    }

    @Test func somethingDrawnOverAPictureKeepsItInCells() {
        var canvas = Canvas(size: Size(width: 10, height: 5))
        canvas.drawPicture(Self.red, in: Rect(x: 0, y: 0, width: 4, height: 2))
        canvas.notePicture(Self.red, in: Rect(x: 0, y: 0, width: 4, height: 2))
        canvas.write("menu", at: Point(x: 2, y: 1))
        #expect(canvas.intactPictures.isEmpty)
    }

    @Test func clearingForgetsPictures() {
        var canvas = Canvas(size: Size(width: 10, height: 5))
        canvas.drawPicture(Self.red, in: Rect(x: 0, y: 0, width: 4, height: 2))
        canvas.notePicture(Self.red, in: Rect(x: 0, y: 0, width: 4, height: 2))
        canvas.clear()
        #expect(canvas.pictures.isEmpty)
    }

    /// A frame redrawn in bands notes the picture once per band: one picture.
    @Test func aPictureNotedAgainInBandsIsOnePicture() {
        var canvas = Canvas(size: Size(width: 10, height: 5))
        let rect = Rect(x: 0, y: 0, width: 4, height: 2)
        for band in [Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 0, y: 1, width: 10, height: 1)] {
            canvas.withSavedState { canvas in
                canvas.clip(to: band)
                canvas.drawPicture(Self.red, in: rect)
                canvas.notePicture(Self.red, in: rect)
            }
        }
        #expect(canvas.intactPictures.map(\.visible) == [rect])
    }

    @Test func blankingLeavesTheBackgroundBeneathTransparentPixels() throws {
        Canvas.notesPictures = true
        var canvas = Canvas(size: Size(width: 2, height: 1))
        canvas.fill(canvas.bounds, with: .blank(Style(background: .rgb(0, 0, 200))))
        let image = try #require(RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0]))
        canvas.drawPicture(image, in: canvas.bounds)
        canvas.notePicture(image, in: canvas.bounds)
        let picture = try #require(canvas.intactPictures.first)
        canvas.blankCells(under: picture)
        #expect(canvas[0, 0] == .blank())
        #expect(canvas[1, 0] == .blank(Style(background: .rgb(0, 0, 200))))
    }
}
