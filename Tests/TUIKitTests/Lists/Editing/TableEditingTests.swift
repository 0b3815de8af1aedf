import Testing

import struct Foundation.IndexPath

@testable import TUIKit

@MainActor
@Suite("Table view editing")
struct TableEditingTests {
    @Test func editingControlsShowOnlyWhileTheTableIsEditing() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear"]])
        #expect(!screen.surface.text.contains("⊖") && !screen.surface.text.contains("≡"))
        screen.tableView.setEditing(true, animated: false)
        screen.display()
        #expect(screen.lines[0] == "⊖  Apple             ≡")
        #expect(screen.lines[1] == "⊖  Pear              ≡")
        #expect(screen.surface.lastFrame?[0, 1].style.foreground == .red)
        screen.tableView.setEditing(false, animated: false)
        screen.display()
        #expect(screen.lines[0] == " Apple")
    }

    @Test func rowsTheDataSourceCannotEditOrMoveShowNoControls() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear", "Plum"]])
        screen.editable = { $0.row != 1 }
        screen.movable = { $0.row != 2 }
        screen.style = { $0.row == 2 ? .insert : .delete }
        screen.tableView.setEditing(true, animated: false)
        screen.display()
        #expect(screen.lines[0] == "⊖  Apple             ≡")
        #expect(screen.lines[1] == " Pear                ≡")
        #expect(screen.lines[2] == "⊕  Plum")
    }

    @Test func deleteAsksCanEditThenTheStyleThenCommits() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear", "Plum"]])
        screen.tableView.setEditing(true, animated: false)
        screen.press(key(.down))
        screen.events.removeAll()
        screen.press(key(.delete))
        #expect(Array(screen.events.prefix(3)) == ["canEdit 0.1", "style 0.1", "commit delete 0.1"])
        #expect(screen.sections == [["Apple", "Plum"]])
        #expect(screen.lines[1].contains("Plum"))
        #expect(screen.tableView.indexPathForFocusedItem == IndexPath(row: 1, section: 0))
        screen.events.removeAll()
        screen.press(key(.backspace))
        #expect(screen.events.contains("commit delete 0.1"))
        #expect(screen.sections == [["Apple"]])
    }

    @Test func deleteDoesNothingWhenTheRowIsNotEditableOrTheTableIsNotEditing() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear"]])
        screen.press(key(.delete))
        #expect(screen.sections == [["Apple", "Pear"]])
        screen.editable = { _ in false }
        screen.tableView.setEditing(true, animated: false)
        screen.press(key(.delete), key(.backspace))
        #expect(!screen.events.contains { $0.hasPrefix("commit") })
        #expect(screen.sections == [["Apple", "Pear"]])
    }

    @Test func insertCommitsTheInsertStyle() {
        let screen = EditingTableScreen(sections: [["Apple"]])
        screen.style = { _ in .insert }
        screen.tableView.setEditing(true, animated: false)
        screen.press(key(.delete))
        #expect(!screen.events.contains { $0.hasPrefix("commit") })
        screen.press(key(.insert))
        #expect(screen.events.contains("commit insert 0.0"))
        #expect(screen.sections == [["New", "Apple"]])
    }

    @Test func altArrowsAskCanMoveThenTheTargetThenMove() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear", "Plum"]])
        screen.tableView.setEditing(true, animated: false)
        screen.display()
        screen.events.removeAll()
        screen.press(key(.down, .alt))
        #expect(screen.recorded(inOrder: ["canMove 0.0", "target 0.0 0.1 -> 0.1", "move 0.0 -> 0.1"]))
        #expect(screen.sections == [["Pear", "Apple", "Plum"]])
        #expect(screen.lines[0].contains("Pear") && screen.lines[1].contains("Apple"))
        #expect(screen.tableView.indexPathForFocusedItem == IndexPath(row: 1, section: 0))
        screen.press(key(.down, .alt), key(.down, .alt))
        #expect(screen.sections == [["Pear", "Plum", "Apple"]])
        screen.press(key(.up, .alt))
        #expect(screen.sections == [["Pear", "Apple", "Plum"]])
    }

    @Test func canMoveFalseBlocksTheMove() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear"]])
        screen.movable = { _ in false }
        screen.tableView.setEditing(true, animated: false)
        screen.press(key(.down, .alt))
        #expect(!screen.events.contains { $0.hasPrefix("move") || $0.hasPrefix("target") })
        #expect(screen.sections == [["Apple", "Pear"]])
    }

    @Test func theDelegateAdjustsOrRefusesTheTarget() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear"], ["Bread"]])
        // Rows stay in their section: moving past its end lands on its last place.
        screen.target = { source, proposed in
            proposed.section == source.section
                ? proposed : IndexPath(row: screen.sections[source.section].count - 1, section: source.section)
        }
        screen.tableView.setEditing(true, animated: false)
        screen.press(key(.down, .alt))
        #expect(screen.sections == [["Pear", "Apple"], ["Bread"]])
        screen.events.removeAll()
        screen.press(key(.down, .alt))
        #expect(screen.events.contains("target 0.1 1.0 -> 0.1"))
        #expect(!screen.events.contains { $0.hasPrefix("move") })
        #expect(screen.sections == [["Pear", "Apple"], ["Bread"]])
        // Without the adjustment the row crosses into the next section.
        screen.target = { _, proposed in proposed }
        screen.press(key(.down, .alt))
        #expect(screen.events.contains("move 0.1 -> 1.0"))
        #expect(screen.sections == [["Pear"], ["Apple", "Bread"]])
    }

    @Test func draggingTheReorderControlMovesTheRowWhereItIsDropped() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear", "Plum", "Fig"]])
        screen.tableView.setEditing(true, animated: false)
        screen.display()
        let handle = screen.lines[0].distance(from: screen.lines[0].startIndex, to: screen.lines[0].firstIndex(of: "≡")!)
        screen.events.removeAll()
        screen.press(
            .mouse(MouseEvent(.press(.left), at: Point(x: handle, y: 0))),
            .mouse(MouseEvent(.drag(.left), at: Point(x: handle, y: 1))),
            .mouse(MouseEvent(.drag(.left), at: Point(x: handle, y: 2))),
            .mouse(MouseEvent(.release(.left), at: Point(x: handle, y: 2))))
        #expect(screen.recorded(inOrder: ["canMove 0.0", "target 0.0 0.2 -> 0.2", "move 0.0 -> 0.2"]))
        #expect(screen.sections == [["Pear", "Plum", "Apple", "Fig"]])
        #expect(screen.lines[2].contains("Apple"))
    }

    @Test func clickingTheDeleteControlShowsADeleteButtonThatCommits() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear"]])
        screen.tableView.setEditing(true, animated: false)
        screen.display()
        screen.press(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 1))), .mouse(MouseEvent(.release(.left), at: Point(x: 0, y: 1))))
        #expect(screen.lines[1].contains("Delete"))
        #expect(!screen.events.contains { $0.hasPrefix("commit") })
        screen.press(key(.enter))
        #expect(screen.events.contains("commit delete 0.1"))
        #expect(screen.sections == [["Apple"]])
    }

    @Test func theFooterListsTheEditingKeysOfTheFocusedRow() {
        let screen = EditingTableScreen(sections: [["Apple", "Pear"]])
        let editingTitles: Set<String> = ["Delete", "Move up", "Move down"]
        func shown() -> [String] {
            screen.window.discoverableKeyCommands.compactMap(\.discoverabilityTitle).filter(editingTitles.contains)
        }
        #expect(shown().isEmpty)
        screen.tableView.setEditing(true, animated: false)
        screen.display()
        #expect(shown() == ["Delete", "Move up", "Move down"])
        screen.movable = { _ in false }
        #expect(shown() == ["Delete"])
    }
}
