import Testing

@testable import GraftTerminal

@Suite("Canvas row fills")
struct CanvasRowFillTests {
    @Test func rowBackgroundsMatchFillingCellByCell() {
        let colors: [Color] = (0 ..< 6).map { .rgb(UInt8($0 * 40), 10, 200) }
        var byRow = Canvas(size: Size(width: 8, height: 3))
        var byCell = byRow
        for target in 0 ..< 2 {
            var canvas = Canvas(size: Size(width: 8, height: 3))
            canvas.write("ab界c", at: Point(x: 0, y: 1))
            canvas.translateBy(x: 1, y: 1)
            canvas.clip(to: Rect(x: 0, y: -1, width: 4, height: 2))
            if target == 0 {
                canvas.setBackgrounds(colors, from: Point(x: -1, y: 0))
            } else {
                for (offset, color) in colors.enumerated() {
                    canvas.fillBackground(Rect(x: offset - 1, y: 0, width: 1, height: 1), color: color)
                }
            }
            if target == 0 { byRow = canvas } else { byCell = canvas }
        }
        #expect(byRow.cells == byCell.cells)
        #expect(byRow[1, 1].style.background == colors[1])
        #expect(byRow[0, 1].style.background == .default)
        #expect(byRow[5, 1].style.background == .default)
        #expect(byRow[2, 1].character == "界")
        #expect(byRow[3, 1].isContinuation)
    }

    @Test func rowBackgroundsOutsideTheClipDrawNothing() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        canvas.forgetWrittenRows()
        canvas.clip(to: Rect(x: 0, y: 0, width: 4, height: 1))
        canvas.setBackgrounds([.ansi(.red), .ansi(.red)], from: Point(x: 0, y: 1))
        #expect(canvas.writtenRows.isEmpty)
        #expect(canvas.cells.allSatisfy { $0.style.background == .default })
    }

    @Test func attributesNoteOnlyTheRowsTheyChange() {
        var canvas = Canvas(size: Size(width: 4, height: 3))
        canvas.write("ab", at: Point(x: 0, y: 1), style: Style(attributes: .reverse))
        canvas.write("cd", at: Point(x: 0, y: 2))
        canvas.forgetWrittenRows()
        canvas.addAttributes(.reverse, in: Rect(x: 0, y: 1, width: 2, height: 2))
        #expect(canvas.writtenRows == 2 ..< 3)
        #expect(canvas[0, 2].style.attributes == .reverse)
        #expect(canvas[0, 2].character == "c")
    }
}
