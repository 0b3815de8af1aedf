import Testing

import struct Foundation.IndexPath

@testable import TUIKit

/// A table controller whose rows the user can delete and reorder.
@MainActor
private final class ChoresViewController: TUITableViewController {
    var chores = ["Dishes", "Laundry", "Plants"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chores"
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int { chores.count }

    override func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = chores[indexPath.row]
        cell.contentConfiguration = content
        cell.showsReorderControl = true
        return cell
    }

    override func tableView(_ tableView: TUITableView, commit editingStyle: TUITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        chores.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: TUITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        chores.insert(chores.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

@MainActor
@Suite("Table view controller editing")
struct TableControllerEditingTests {
    @Test func theEditButtonPutsTheTableInEditingModeWhereKeysDeleteAndMoveRows() {
        let (app, window, surface) = makeApp(width: 30, height: 6)
        let chores = ChoresViewController()
        window.rootViewController = TUINavigationController(rootViewController: chores)
        app.mainLoop?.displayIfNeeded()
        let item = chores.editButtonItem
        #expect(item.title == "Edit")
        #expect(!surface.text.contains("⊖"))
        item.primaryAction?.perform(sender: item)
        app.mainLoop?.displayIfNeeded()
        #expect(item.title == "Done" && chores.tableView.isEditing)
        #expect(surface.text.contains("⊖  Dishes"))
        send([key(.down, .alt)], to: app, surface: surface)
        #expect(chores.chores == ["Laundry", "Dishes", "Plants"])
        send([key(.delete)], to: app, surface: surface)
        #expect(chores.chores == ["Laundry", "Plants"])
        item.primaryAction?.perform(sender: item)
        app.mainLoop?.displayIfNeeded()
        #expect(item.title == "Edit" && !chores.tableView.isEditing)
        #expect(!surface.text.contains("⊖"))
        send([key(.delete)], to: app, surface: surface)
        #expect(chores.chores == ["Laundry", "Plants"])
    }

    @Test func aControllerThatDoesNotOverrideMoveKeepsItsRows() {
        let (app, window, surface) = makeApp(width: 30, height: 6)
        let plain = PlainRowsViewController()
        window.rootViewController = plain
        plain.setEditing(true, animated: false)
        app.mainLoop?.displayIfNeeded()
        send([key(.down, .alt)], to: app, surface: surface)
        #expect(surface.text.split(separator: "\n")[0].contains("One"))
    }
}

/// A table controller that shows reorder controls but never overrides the move.
@MainActor
private final class PlainRowsViewController: TUITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = ["One", "Two"][indexPath.row]
        cell.contentConfiguration = content
        cell.showsReorderControl = true
        return cell
    }
}
