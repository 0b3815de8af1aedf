import struct Foundation.IndexPath

@testable import TUIKit

/// A table on a headless screen whose data source and delegate record
/// every editing question and answer, in order.
@MainActor
final class EditingTableScreen: TUITableViewDataSource, TUITableViewDelegate {
    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface
    let tableView: TUITableView
    var sections: [[String]]
    var events: [String] = []
    var editable: (IndexPath) -> Bool = { _ in true }
    var movable: (IndexPath) -> Bool = { _ in true }
    var style: (IndexPath) -> TUITableViewCell.EditingStyle = { _ in .delete }
    var target: (IndexPath, IndexPath) -> IndexPath = { _, proposed in proposed }

    init(sections: [[String]], width: Int = 24, height: Int = 6) {
        (app, window, surface) = makeApp(width: width, height: height)
        self.sections = sections
        tableView = TUITableView(frame: Rect(x: 0, y: 0, width: width, height: height), style: .plain)
        tableView.showsVerticalScrollIndicator = false
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        window.addSubview(tableView)
        window.requestFocusUpdate(to: tableView)
        display()
    }

    func display() { app.mainLoop?.displayIfNeeded() }
    func press(_ events: Event...) { send(events, to: app, surface: surface) }
    var lines: [Substring] { surface.text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// Whether `expected` happened in this order (other calls may come between).
    func recorded(inOrder expected: [String]) -> Bool {
        var remaining = expected[...]
        for event in events where event == remaining.first { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    private static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: TUITableView) -> Int { sections.count }
    func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        cell.showsReorderControl = true
        return cell
    }

    func tableView(_ tableView: TUITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        events.append("canEdit \(Self.name(indexPath))")
        return editable(indexPath)
    }

    func tableView(_ tableView: TUITableView, editingStyleForRowAt indexPath: IndexPath) -> TUITableViewCell.EditingStyle {
        events.append("style \(Self.name(indexPath))")
        return style(indexPath)
    }

    func tableView(_ tableView: TUITableView, commit editingStyle: TUITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle) \(Self.name(indexPath))")
        switch editingStyle {
        case .delete:
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            sections[indexPath.section].insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            break
        }
    }

    func tableView(_ tableView: TUITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        events.append("canMove \(Self.name(indexPath))")
        return movable(indexPath)
    }

    func tableView(
        _ tableView: TUITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let chosen = target(sourceIndexPath, proposedDestinationIndexPath)
        events.append("target \(Self.name(sourceIndexPath)) \(Self.name(proposedDestinationIndexPath)) -> \(Self.name(chosen))")
        return chosen
    }

    func tableView(_ tableView: TUITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("move \(Self.name(sourceIndexPath)) -> \(Self.name(destinationIndexPath))")
        let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }
}
