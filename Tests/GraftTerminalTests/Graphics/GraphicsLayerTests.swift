import Testing

@testable import GraftTerminal

/// What a graphics surface sends after each frame: pictures placed once,
/// deleted when they move or go.
@Suite("Graphics layer")
struct GraphicsLayerTests {
    static let red = GraphicsSamples.solid(width: 2, height: 2, [255, 0, 0, 255])

    static func picture(at point: Point) -> CanvasPicture {
        var canvas = Canvas(size: Size(width: 10, height: 6))
        let rect = Rect(origin: point, size: Size(width: 2, height: 1))
        canvas.drawPicture(red, in: rect)
        canvas.notePicture(red, in: rect)
        return canvas.intactPictures[0]
    }

    @Test func aKittyPictureIsSentOnceAtItsCellWithTheCursorKept() {
        var layer = GraphicsLayer(graphics: .kitty)
        let first = layer.plan([Self.picture(at: Point(x: 3, y: 2))], changedRows: [2], isWhole: false)
        let image = KittyGraphicsEncoder.transmitAndDisplay(Self.red, id: 1, columns: 2, rows: 1)
        #expect(first.bytes == GraphicsSamples.bytes("\\e7\\e[3;4H") + image + GraphicsSamples.bytes("\\e8"))
        let again = layer.plan([Self.picture(at: Point(x: 3, y: 2))], changedRows: [2], isWhole: false)
        #expect(again.bytes.isEmpty)
    }

    @Test func aMovedKittyPictureIsDeletedAndPlacedAnew() {
        var layer = GraphicsLayer(graphics: .kitty)
        _ = layer.plan([Self.picture(at: .zero)], changedRows: [], isWhole: false)
        let moved = layer.plan([Self.picture(at: Point(x: 1, y: 0))], changedRows: [], isWhole: false)
        let expected =
            GraphicsSamples.bytes("\\e7") + KittyGraphicsEncoder.delete(id: 1) + GraphicsSamples.bytes("\\e[1;2H")
            + KittyGraphicsEncoder.transmitAndDisplay(Self.red, id: 2, columns: 2, rows: 1) + GraphicsSamples.bytes("\\e8")
        #expect(moved.bytes == expected)
        let gone = layer.plan([], changedRows: [], isWhole: false)
        #expect(gone.bytes == GraphicsSamples.bytes("\\e7") + KittyGraphicsEncoder.delete(id: 2) + GraphicsSamples.bytes("\\e8"))
        #expect(layer.plan([], changedRows: [], isWhole: false).bytes.isEmpty)
    }

    @Test func aWholeRedrawDeletesEverythingAndSendsAgain() {
        var layer = GraphicsLayer(graphics: .kitty)
        _ = layer.plan([Self.picture(at: .zero)], changedRows: [], isWhole: false)
        let redrawn = layer.plan([Self.picture(at: .zero)], changedRows: [], isWhole: true)
        #expect(GraphicsSamples.contains(redrawn.bytes, KittyGraphicsEncoder.deleteAll()))
        #expect(GraphicsSamples.contains(redrawn.bytes, GraphicsSamples.bytes("\\e_Ga=T")))
    }

    @Test func leavingTheScreenDeletesKittyPicturesAndTheNextFrameSendsThemAgain() {
        var layer = GraphicsLayer(graphics: .kitty)
        #expect(layer.removeAll().isEmpty)
        _ = layer.plan([Self.picture(at: .zero)], changedRows: [], isWhole: false)
        #expect(layer.removeAll() == KittyGraphicsEncoder.deleteAll())
        #expect(layer.placed.isEmpty)
        let back = layer.plan([Self.picture(at: .zero)], changedRows: [], isWhole: true)
        #expect(!GraphicsSamples.contains(back.bytes, KittyGraphicsEncoder.deleteAll()))
        #expect(GraphicsSamples.contains(back.bytes, GraphicsSamples.bytes("\\e_Ga=T")))
    }

    /// A sixel picture is painted into its cells at 10×20 pixels a cell
    /// (the default), again when its rows are written, and its rows are
    /// repainted when it goes.
    @Test func sixelPicturesArePaintedAgainWhenTheirRowsAreWritten() {
        var layer = GraphicsLayer(graphics: .sixel)
        let first = layer.plan([Self.picture(at: Point(x: 0, y: 1))], changedRows: [], isWhole: false)
        let painted = SixelEncoder.encode(GraphicsSamples.solid(width: 20, height: 20, [255, 0, 0, 255]))
        #expect(first.bytes == GraphicsSamples.bytes("\\e7\\e[2;1H") + painted + GraphicsSamples.bytes("\\e8"))
        #expect(layer.plan([Self.picture(at: Point(x: 0, y: 1))], changedRows: [3], isWhole: false).bytes.isEmpty)
        #expect(!layer.plan([Self.picture(at: Point(x: 0, y: 1))], changedRows: [1], isWhole: false).bytes.isEmpty)
        let gone = layer.plan([], changedRows: [], isWhole: false)
        #expect(gone.bytes.isEmpty)
        #expect(gone.rowsToRepaint == [1 ..< 2])
    }

    @Test func aSixelPictureOnTheBottomRowStaysInCells() {
        let layer = GraphicsLayer(graphics: .sixel)
        #expect(!layer.canShow(Self.picture(at: Point(x: 0, y: 5)), screenSize: Size(width: 10, height: 6)))
        #expect(layer.canShow(Self.picture(at: Point(x: 0, y: 4)), screenSize: Size(width: 10, height: 6)))
        #expect(GraphicsLayer(graphics: .kitty).canShow(Self.picture(at: Point(x: 0, y: 5)), screenSize: Size(width: 10, height: 6)))
    }
}
