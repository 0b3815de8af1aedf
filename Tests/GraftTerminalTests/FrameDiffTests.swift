import Testing

@testable import GraftTerminal

@Suite("Frame diffing")
struct FrameDiffTests {
    private let size = Size(width: 10, height: 3)

    @Test func identicalFramesHaveNoChanges() {
        var canvas = Canvas(size: size)
        canvas.write("hello", at: .zero)
        #expect(canvas.changes(from: canvas).isEmpty)
    }

    @Test func oneChangedCellIsOneRunOfOneCell() {
        var before = Canvas(size: size)
        before.write("hello", at: Point(x: 0, y: 1))
        var after = before
        after.write("j", at: Point(x: 0, y: 1))
        let runs = after.changes(from: before)
        #expect(runs.count == 1)
        #expect(runs.first?.origin == Point(x: 0, y: 1))
        #expect(runs.first?.cells.map(\.character) == ["j"])
    }

    @Test func aStyleChangeAloneIsAChange() {
        let before = Canvas(size: size)
        var after = before
        after.fillBackground(Rect(x: 4, y: 2, width: 1, height: 1), color: .red)
        #expect(after.changes(from: before).map(\.origin) == [Point(x: 4, y: 2)])
    }

    @Test func separateChangesAreSeparateRuns() {
        let before = Canvas(size: size)
        var after = before
        after.write("a", at: Point(x: 1, y: 0))
        after.write("bc", at: Point(x: 6, y: 0))
        after.write("d", at: Point(x: 9, y: 2))
        let runs = after.changes(from: before)
        #expect(runs.map(\.origin) == [Point(x: 1, y: 0), Point(x: 6, y: 0), Point(x: 9, y: 2)])
        #expect(runs.map(\.cells.count) == [1, 2, 1])
    }

    @Test func aChangedWideCharacterIsSentWhole() {
        var before = Canvas(size: size)
        before.write("漢", at: Point(x: 2, y: 0))
        var after = before
        after.write("字", at: Point(x: 2, y: 0))
        let runs = after.changes(from: before)
        #expect(runs.count == 1)
        #expect(runs.first?.origin == Point(x: 2, y: 0))
        #expect(runs.first?.cells.count == 2)
    }

    @Test func aRunNeverStartsOnTheRightHalfOfAWideCharacter() {
        var before = Canvas(size: size)
        before.write("ab", at: .zero)
        var after = Canvas(size: size)
        after.write("a漢", at: .zero)
        after.restyle(atCanvasX: 1, y: 0) { _ in }
        let runs = after.changes(from: before)
        #expect(runs.first.map { !$0.cells[$0.cells.startIndex].isContinuation } == true)
    }

    @Test func withoutAPreviousFrameEveryRowIsSent() {
        let canvas = Canvas(size: size)
        let runs = canvas.changes(from: nil)
        #expect(runs.count == 3)
        #expect(runs.allSatisfy { $0.cells.count == 10 })
        #expect(canvas.changes(from: Canvas(size: Size(width: 4, height: 4))).count == 3)
    }
}
