import Testing

@testable import GraftTerminal

@MainActor
@Suite("Headless surface")
struct HeadlessSurfaceTests {
    @Test func presentedFramesAreKeptAsText() {
        let surface = HeadlessSurface(size: Size(width: 6, height: 2))
        #expect(surface.lastFrame == nil)
        var canvas = surface.makeCanvas()
        canvas.write("hi 漢", at: .zero)
        surface.present(canvas)
        #expect(surface.text == "hi 漢\n")
        #expect(surface.presentedFrameCount == 1)
        #expect(surface.changedCellCount == 12)
    }

    @Test func onlyChangedCellsAreCounted() {
        let surface = HeadlessSurface(size: Size(width: 6, height: 2))
        var canvas = surface.makeCanvas()
        surface.present(canvas)
        canvas.write("x", at: Point(x: 3, y: 1))
        surface.present(canvas)
        #expect(surface.changedCellCount == 12 + 1)
    }

    @Test func framesAreDowngradedToTheSurfacesColors() {
        let surface = HeadlessSurface(size: Size(width: 2, height: 1), colorSupport: .ansi16)
        var canvas = surface.makeCanvas()
        canvas.write("a", at: .zero, style: Style(foreground: .rgb(250, 0, 0)))
        surface.present(canvas)
        #expect(surface.lastFrame?[0, 0].style.foreground == .ansi(.brightRed))
        #expect(surface.styledText == "\u{1B}[0;91ma\u{1B}[0m \u{1B}[0m")
    }

    @Test func aCanvasOfAnotherSizeIsCutOrPadded() {
        let surface = HeadlessSurface(size: Size(width: 3, height: 1))
        var canvas = Canvas(size: Size(width: 5, height: 2))
        canvas.write("abcde", at: .zero)
        surface.present(canvas)
        #expect(surface.text == "abc")
    }

    @Test func historyIsBounded() {
        let surface = HeadlessSurface(size: Size(width: 1, height: 1), frameHistoryLimit: 3)
        for _ in 0 ..< 10 { surface.present(surface.makeCanvas()) }
        #expect(surface.frames.count == 3)
        #expect(surface.presentedFrameCount == 10)
    }

    @Test func queuedEventsAreReadInOrderOnce() {
        let surface = HeadlessSurface()
        surface.enqueue(.key(KeyEvent(.down)))
        surface.enqueue(.paste("x"))
        #expect(surface.readEvents(timeout: .zero) == [.key(KeyEvent(.down)), .paste("x")])
        #expect(surface.readEvents(timeout: .zero).isEmpty)
    }

    @Test func bytesAreDecodedAsATerminalWouldSendThem() {
        let surface = HeadlessSurface()
        surface.enqueue(bytes: Array("q".utf8))
        #expect(surface.readEvents(timeout: .zero) == [.key(KeyEvent(.character("q")))])
    }

    @Test func resizingChangesTheSizeAndQueuesAnEvent() {
        let surface = HeadlessSurface(size: Size(width: 10, height: 5))
        surface.resize(to: Size(width: 20, height: 7))
        #expect(surface.size == Size(width: 20, height: 7))
        #expect(surface.readEvents(timeout: .zero) == [.resize(Size(width: 20, height: 7))])
        #expect(surface.makeCanvas().size == Size(width: 20, height: 7))
    }

    @Test func theCursorIsRecorded() {
        let surface = HeadlessSurface()
        surface.setCursor(Point(x: 3, y: 4))
        #expect(surface.cursorPosition == Point(x: 3, y: 4))
        surface.setCursor(nil)
        #expect(surface.cursorPosition == nil)
    }
}
