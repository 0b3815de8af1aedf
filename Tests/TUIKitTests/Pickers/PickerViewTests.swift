import Foundation
import Testing

@testable import TUIKit

@MainActor
@Suite("Picker views")
struct PickerViewTests {
    private let sizes = ["XS", "S", "M", "L", "XL", "XXL"]
    private let colors = ["Red", "Green", "Blue"]

    private func makePicker(_ source: ColumnsSource) -> TUIPickerView {
        let picker = TUIPickerView()
        picker.dataSource = source
        picker.delegate = source
        return picker
    }

    @Test func itShowsFiveRowsPerComponentWithTheSelectionInTheMiddle() {
        let source = ColumnsSource([sizes, colors])
        let picker = makePicker(source)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 6 && picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.numberOfRows(inComponent: 5) == 0 && picker.selectedRow(inComponent: 5) == -1)
        #expect(picker.intrinsicContentSize == Size(width: 13, height: 5))
        #expect(picker.rowSize(forComponent: 1) == Size(width: 5, height: 1))
        picker.selectRow(2, inComponent: 0, animated: false)
        let ui = PickerHarness(picker, size: Size(width: 13, height: 5))
        #expect(ui.rows == [" XS", "  S", "  M     Red", "  L    Green", " XL    Blue"])
        // The selection is bold; the rows around it gray.
        #expect(ui.style(2, 2).attributes.contains(.bold) && ui.style(2, 1).foreground == .gray)
        #expect(source.selections.isEmpty)  // selecting in code tells no one
        // Three rows when the view is shorter.
        picker.frame = Rect(x: 0, y: 0, width: 13, height: 3)
        ui.display()
        #expect(ui.rows.prefix(3) == ["  S", "  M     Red", "  L    Green"])
    }

    @Test func upAndDownSelectRowsOfTheFocusedComponentAndLeftAndRightMoveBetweenComponents() {
        let source = ColumnsSource([sizes, colors])
        let picker = makePicker(source)
        let ui = PickerHarness(picker, size: Size(width: 13, height: 5))
        #expect(picker.isFocused)  // the window's only focus item
        // Exactly one focus mark: the focused component's selected row.
        #expect(ui.reverseRuns.count == 1 && ui.reversedText == " XS  ")
        ui.press(.down, .down)
        #expect(picker.selectedRow(inComponent: 0) == 2 && source.selections == ["0:1", "0:2"])
        ui.press(.right, .down)
        #expect(picker.selectedRow(inComponent: 1) == 1 && source.selections.last == "1:1")
        #expect(ui.reversedText == " Green ")
        // The other component's selection is underlined, not reversed.
        #expect(ui.style(2, 2).attributes.contains(.underline) && !ui.style(2, 2).attributes.contains(.reverse))
        ui.press(.down, .down, .right)
        #expect(picker.selectedRow(inComponent: 1) == 2 && source.selections.count == 4)  // stops at the end
        ui.press(.left, .end)
        #expect(picker.selectedRow(inComponent: 0) == 5 && source.selections.last == "0:5")
        ui.press(.home, .up)
        #expect(picker.selectedRow(inComponent: 0) == 0 && source.selections.last == "0:0" && source.selections.count == 6)
    }

    @Test func typingJumpsToTheNextRowStartingWithWhatWasTyped() {
        let source = ColumnsSource([["Apple", "Banana", "Blueberry", "Cherry", "Apricot"]])
        let picker = makePicker(source)
        let ui = PickerHarness(picker, size: Size(width: 11, height: 5))
        ui.type("b")
        #expect(picker.selectedRow(inComponent: 0) == 1)
        ui.type("l")
        #expect(picker.selectedRow(inComponent: 0) == 2)  // "bl" within a second
        picker.selectRow(0, inComponent: 0, animated: false)
        ui.type("c")
        #expect(picker.selectedRow(inComponent: 0) == 3)  // "blc" leads nowhere: "c" starts again
        ui.type("a")
        #expect(picker.selectedRow(inComponent: 0) == 4 && source.selections == ["0:1", "0:2", "0:3", "0:4"])
    }

    @Test func aClickSelectsTheRowUnderItAndTheWheelTurnsTheComponentUnderThePointer() {
        let source = ColumnsSource([sizes, colors])
        let picker = makePicker(source)
        let ui = PickerHarness(picker, size: Size(width: 13, height: 5))
        ui.click(2, 4)  // "M", two rows below "XS"
        #expect(picker.selectedRow(inComponent: 0) == 2 && source.selections == ["0:2"])
        ui.click(8, 3)  // "Green"
        #expect(picker.selectedRow(inComponent: 1) == 1 && ui.reversedText == " Green ")
        ui.wheel(.scrollDown, 8, 0)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        ui.wheel(.scrollUp, 2, 0)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(source.selections == ["0:2", "1:1", "1:2", "0:1"])
    }

    @Test func reloadingAsksAgainAndKeepsSelectionsThatStillFit() {
        let source = ColumnsSource([sizes])
        let picker = makePicker(source)
        picker.selectRow(4, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 4)
        source.columns = [["One", "Two"]]
        #expect(picker.numberOfRows(inComponent: 0) == 6)  // until reloaded
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 2 && picker.selectedRow(inComponent: 0) == 1)
        source.columns = [["One", "Two"], []]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 2 && picker.selectedRow(inComponent: 1) == -1)
        source.widths[0] = 8
        picker.reloadAllComponents()
        #expect(picker.rowSize(forComponent: 0).width == 8)
    }
}
