import Testing

@testable import GraftTerminal

@MainActor
@Suite("Damage regions and retained frames")
struct DamageRegionTests {
    private let screen = Rect(x: 0, y: 0, width: 10, height: 8)

    private func lines(of surface: HeadlessSurface) -> [String] {
        surface.text.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func aNewRegionIsFullAndAClearedOneIsEmpty() {
        var region = DamageRegion()
        #expect(region.isFull)
        #expect(region.bands(in: screen) == [screen])
        region.removeAll()
        #expect(region.isEmpty)
        #expect(region.bands(in: screen).isEmpty)
    }

    @Test func overlappingAndAdjacentRowsMergeIntoOneBand() {
        var region = DamageRegion(isFull: false)
        region.add(Rect(x: 3, y: 2, width: 2, height: 1))
        region.add(Rect(x: 0, y: 5, width: 1, height: 2))
        region.add(Rect(x: 7, y: 3, width: 1, height: 1))
        #expect(
            region.bands(in: screen) == [
                Rect(x: 0, y: 2, width: 10, height: 2),
                Rect(x: 0, y: 5, width: 10, height: 2),
            ])
        region.add(Rect(x: 0, y: 4, width: 1, height: 1))
        #expect(region.bands(in: screen) == [Rect(x: 0, y: 2, width: 10, height: 5)])
    }

    @Test func damageOutsideTheScreenAndEmptyRectsAreDropped() {
        var region = DamageRegion(isFull: false)
        region.add(Rect(x: 0, y: -3, width: 4, height: 4))
        region.add(Rect(x: 0, y: 7, width: 4, height: 5))
        region.add(Rect(x: 0, y: 4, width: 0, height: 1))
        #expect(
            region.bands(in: screen) == [
                Rect(x: 0, y: 0, width: 10, height: 1),
                Rect(x: 0, y: 7, width: 10, height: 1),
            ])
    }

    @Test func aUnionAddsTheOtherRegionAndAFullOneFillsEverything() {
        var region = DamageRegion(isFull: false)
        region.add(rows: 6 ..< 7)
        var other = DamageRegion(isFull: false)
        other.add(rows: 1 ..< 2)
        region.formUnion(other)
        #expect(region.bands(in: screen) == [Rect(x: 0, y: 1, width: 10, height: 1), Rect(x: 0, y: 6, width: 10, height: 1)])
        region.formUnion(DamageRegion())
        #expect(region.isFull)
    }

    @Test func anIncrementalHandlerGetsTheLastFrameUntilTheSizeChanges() {
        let surface = HeadlessSurface(size: Size(width: 10, height: 2))
        let loop = MainLoop(surface: surface)
        var seen: [MainLoop.CanvasContents] = []
        var frame = 0
        loop.incrementalDrawHandler = { canvas, contents in
            seen.append(contents)
            frame += 1
            // Only the first frame writes the title; later ones keep it.
            if contents == .blank { canvas.write("title", at: .zero) }
            canvas.write("\(frame)", at: Point(x: 0, y: 1))
        }
        loop.setNeedsDisplay()
        loop.displayIfNeeded()
        loop.setNeedsDisplay()
        loop.displayIfNeeded()
        #expect(lines(of: surface) == ["title", "2"])
        surface.resize(to: Size(width: 12, height: 2))
        loop.setNeedsDisplay()
        loop.displayIfNeeded()
        #expect(seen == [.blank, .previousFrame, .blank])
        #expect(lines(of: surface) == ["title", "3"])
    }
}
