import Testing

@testable import GraftTerminal

/// The real surface on a pseudo-terminal: what one present costs, in rows
/// handed to ncurses, updates and bytes, and that nobody's frame is copied.
@MainActor
@Suite("Present pipeline")
struct PresentPipelineTests {
    static let size = Size(width: 120, height: 40)

    /// A surface on a pseudo-terminal showing a screen of text.
    @MainActor
    final class Fixture {
        let terminal: PseudoTerminal
        let surface: NcursesSurface
        var canvas = Canvas(size: PresentPipelineTests.size)

        init() throws {
            terminal = try #require(PseudoTerminal(size: PresentPipelineTests.size))
            surface = try terminal.makeSurface()
            for row in 0 ..< PresentPipelineTests.size.height {
                canvas.write("Row \(row): the quick brown fox jumps over the lazy dog", at: Point(x: 0, y: row))
            }
            surface.present(canvas)
            terminal.drain()
        }

        /// Presents `canvas`; returns the bytes and writes that reached the terminal.
        func present() -> (bytes: Int, writes: Int) {
            let before = surface.outputStatistics
            surface.present(canvas)
            let after = surface.outputStatistics
            terminal.drain()
            return (after.bytes - before.bytes, after.writes - before.writes)
        }
    }

    private static func storageAddress(of canvas: Canvas) -> UnsafeRawPointer? {
        canvas.cells.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func oneChangedGlyphSendsOneRowInOneWrite() throws {
        let fixture = try Fixture()
        fixture.canvas.write("X", at: Point(x: 60, y: 20))
        let sent = fixture.present()
        #expect(fixture.surface.lastPresentReport == PresentReport(rowsSent: 1, cellsSent: 1, terminalUpdates: 1))
        #expect(sent.writes == 1)
        #expect(sent.bytes <= 11)
    }

    @Test func anUnchangedFrameSendsNothingAndRunsNoUpdate() throws {
        let fixture = try Fixture()
        let sent = fixture.present()
        #expect(fixture.surface.lastPresentReport == PresentReport())
        #expect(sent.bytes == 0 && sent.writes == 0)
    }

    @Test func changesOnSeveralRowsAreSentRowByRow() throws {
        let fixture = try Fixture()
        fixture.canvas.write("ab", at: Point(x: 3, y: 2))
        fixture.canvas.write("c", at: Point(x: 90, y: 2))
        fixture.canvas.write("d", at: Point(x: 0, y: 39))
        _ = fixture.present()
        #expect(fixture.surface.lastPresentReport.rowsSent == 2)
        #expect(fixture.surface.lastPresentReport.cellsSent == 4)
    }

    @Test func theCallersCanvasIsNotCopiedByItsNextWrite() throws {
        let fixture = try Fixture()
        let address = Self.storageAddress(of: fixture.canvas)
        fixture.canvas.write("X", at: Point(x: 1, y: 1))
        _ = fixture.present()
        fixture.canvas.write("Y", at: Point(x: 1, y: 1))
        #expect(Self.storageAddress(of: fixture.canvas) == address)
    }

    @Test func theSameCursorAgainSendsNothing() throws {
        let fixture = try Fixture()
        fixture.surface.setCursor(Point(x: 4, y: 4))
        fixture.terminal.drain()
        let before = fixture.surface.outputStatistics
        fixture.surface.setCursor(Point(x: 4, y: 4))
        #expect(fixture.surface.outputStatistics == before)
    }

    @Test func theTerminalShowsWhatAHeadlessSurfaceShows() throws {
        let fixture = try Fixture()
        // Colors every level shows alike, so both keep the frames as drawn.
        let headless = HeadlessSurface(size: Self.size, colorSupport: .trueColor)
        headless.present(fixture.canvas)
        var frames: [Canvas] = []
        var canvas = fixture.canvas
        canvas.write("漢字", at: Point(x: 10, y: 5), style: Style(foreground: .red))
        frames.append(canvas)
        canvas.write("x", at: Point(x: 11, y: 5))
        frames.append(canvas)
        canvas.fillBackground(Rect(x: 0, y: 8, width: 120, height: 1), color: .blue)
        frames.append(canvas)
        frames.append(Canvas(size: Size(width: 50, height: 50)))
        for frame in frames {
            fixture.surface.present(frame)
            headless.present(frame)
            fixture.terminal.drain()
            #expect(fixture.surface.shown.screen == headless.lastFrame, "the terminal and the headless surface differ")
        }
    }

    @Test func theLoopDrawsEveryFrameIntoTheSameStorage() throws {
        let fixture = try Fixture()
        let loop = MainLoop(surface: fixture.surface)
        var text = "a"
        loop.drawHandler = { canvas in canvas.write(text, at: .zero) }
        loop.setNeedsDisplay()
        loop.displayIfNeeded()
        let address = loop.lastFrame.flatMap(Self.storageAddress(of:))
        text = "b"
        loop.setNeedsDisplay()
        loop.displayIfNeeded()
        #expect(loop.lastFrame.flatMap(Self.storageAddress(of:)) == address)
        #expect(loop.lastFrame?[0, 0].character == "b")
        #expect(loop.lastFrame?[1, 0].character == " ")
        #expect(fixture.surface.lastPresentReport.cellsSent == 1)
    }

    @Test func aChangedRowsHintLimitsTheComparisonToThoseRows() throws {
        let fixture = try Fixture()
        fixture.canvas.write("X", at: Point(x: 5, y: 3))
        fixture.canvas.write("Y", at: Point(x: 5, y: 30))
        // The caller says only row 3 changed: row 30 is not even looked at.
        fixture.surface.present(fixture.canvas, changedRows: 3 ..< 4)
        fixture.terminal.drain()
        #expect(fixture.surface.lastPresentReport == PresentReport(rowsSent: 1, cellsSent: 1, terminalUpdates: 1))
        #expect(fixture.surface.lastRowsCompared == 1)
        // Without a hint the other change is found.
        fixture.surface.present(fixture.canvas)
        #expect(fixture.surface.lastPresentReport.rowsSent == 1)
        #expect(fixture.surface.lastPresentReport.cellsSent == 1)
    }

    @Test func theLoopHintsTheRowsAnIncrementalFrameWrote() throws {
        let fixture = try Fixture()
        let loop = MainLoop(surface: fixture.surface)
        var frames = 0
        loop.incrementalDrawHandler = { canvas, contents in
            frames += 1
            if contents == .blank {
                for row in 0 ..< canvas.size.height { canvas.write("row \(row)", at: Point(x: 0, y: row)) }
            }
            canvas.write("frame \(frames)", at: Point(x: 20, y: 7))
        }
        loop.setNeedsDisplay()
        loop.displayIfNeeded()
        fixture.terminal.drain()
        loop.setNeedsDisplay()
        loop.displayIfNeeded()
        fixture.terminal.drain()
        #expect(loop.lastFrame?.row(7).map(\.character).contains("2") == true)
        #expect(fixture.surface.lastPresentReport == PresentReport(rowsSent: 1, cellsSent: 1, terminalUpdates: 1))
        #expect(fixture.surface.lastRowsCompared == 1)
    }
}
