import GraftTerminal
import Testing

@testable import GraftUI

/// The index must find every child a brute-force test finds, whatever the
/// children's overflow, empty bounds or order.
@MainActor
@Suite("Child draw index")
struct ChildDrawIndexTests {
    @Test func findsExactlyTheChildrenThatReachTheClip() {
        var random = SeededGenerator(seed: 11)
        for _ in 0 ..< 300 {
            let axis: Axis = Bool.random(using: &random) ? .vertical : .horizontal
            let count = Int.random(in: ChildDrawIndex.minimumCount ... 80, using: &random)
            var offset = 0
            let bounds = (0 ..< count).map { _ -> Rect in
                let length = Int.random(in: 0 ... 3, using: &random)
                // Mostly in order; now and then a child overflows before or after its place.
                let overflow = Int.random(in: 0 ..< 8, using: &random) == 0 ? Int.random(in: -6 ... 6, using: &random) : 0
                let along = offset + min(overflow, 0)
                let extent = length + abs(overflow)
                offset += length
                let cross = Int.random(in: 0 ... 5, using: &random)
                return axis == .vertical
                    ? Rect(x: cross, y: along, width: Int.random(in: 0 ... 4, using: &random), height: extent)
                    : Rect(x: along, y: cross, width: extent, height: Int.random(in: 0 ... 4, using: &random))
            }
            var index = ChildDrawIndex()
            index.rebuild(bounds: bounds, axis: axis)
            #expect(index.count == count)
            for _ in 0 ..< 10 {
                let clip = Rect(
                    x: Int.random(in: -3 ... offset, using: &random), y: Int.random(in: -3 ... offset, using: &random),
                    width: Int.random(in: 0 ... 12, using: &random), height: Int.random(in: 0 ... 12, using: &random))
                let expected = bounds.indices.filter { bounds[$0].intersects(clip) }
                let found = index.candidates(in: clip).filter { bounds[$0].intersects(clip) }
                #expect(found == expected, "clip \(clip), bounds \(bounds)")
            }
        }
    }

    @Test func shortStacksAreNotIndexed() {
        var index = ChildDrawIndex()
        index.rebuild(bounds: [Rect(x: 0, y: 0, width: 1, height: 1)], axis: .vertical)
        #expect(index.count == 0)
    }
}
