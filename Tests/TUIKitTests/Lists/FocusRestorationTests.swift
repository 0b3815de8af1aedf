import Foundation
import Testing

@testable import TUIKit

/// Where focus lands when it comes back to a collection view:
/// `remembersLastFocusedIndexPath` and the delegate's preferred item.
@MainActor
@Suite("Collection view focus restoration")
struct FocusRestorationTests {
    private final class PreferringDelegate: TUICollectionViewDelegate {
        var preferred: IndexPath?
        func indexPathForPreferredFocusedView(in collectionView: TUICollectionView) -> IndexPath? { preferred }
    }

    /// A list of items `a0`…`a9` above a focusable view, the list focused.
    private func makeScreen() -> (ListScreen, ResponderView) {
        let screen = ListScreen(width: 20, height: 8)
        screen.collectionView.frame = Rect(x: 0, y: 0, width: 20, height: 6)
        let other = ResponderView("other", log: EventLog(), frame: Rect(x: 0, y: 7, width: 5, height: 1))
        screen.window.addSubview(other)
        screen.apply([("A", (0 ..< 10).map { "a\($0)" })])
        screen.window.setFocus(to: screen.collectionView, heading: [])
        screen.display()
        return (screen, other)
    }

    private func focusedItem(of screen: ListScreen) -> String? {
        screen.collectionView.indexPathForFocusedItem.flatMap { screen.dataSource.itemIdentifier(for: $0) }
    }

    @Test func byDefaultFocusComingBackGoesToTheFirstItemInView() {
        let (screen, other) = makeScreen()
        screen.press(key(.down), key(.down))
        #expect(focusedItem(of: screen) == "a2")
        screen.press(key(.tab))
        #expect(screen.window.focusedView === other)
        screen.press(key(.tab))
        #expect(screen.window.focusedView === screen.collectionView)
        #expect(focusedItem(of: screen) == "a0")
    }

    @Test func theDelegatesPreferredItemWinsWhenNothingIsRemembered() {
        let (screen, _) = makeScreen()
        let delegate = PreferringDelegate()
        delegate.preferred = IndexPath(item: 4, section: 0)
        screen.collectionView.delegate = delegate
        screen.press(key(.tab), key(.tab))
        #expect(focusedItem(of: screen) == "a4")
    }

    @Test func aRememberingListReturnsToTheSameItemEvenAfterTheDataChanged() {
        let (screen, _) = makeScreen()
        screen.collectionView.remembersLastFocusedIndexPath = true
        screen.press(key(.down), key(.down))
        screen.press(key(.tab))
        // Two items arrive above it while focus is elsewhere.
        screen.apply([("A", ["new1", "new2"] + (0 ..< 10).map { "a\($0)" })])
        screen.press(key(.tab))
        #expect(screen.window.focusedView === screen.collectionView)
        #expect(focusedItem(of: screen) == "a2")
        #expect(screen.collectionView.indexPathForFocusedItem == IndexPath(item: 4, section: 0))
    }
}

/// The table view's form of the preferred focused row.
@MainActor
@Suite("Table view focus restoration")
struct TableFocusRestorationTests {
    private final class TableDelegate: TUITableViewDelegate {
        func indexPathForPreferredFocusedView(in tableView: TUITableView) -> IndexPath? { IndexPath(row: 2, section: 0) }
    }

    @Test func aTableDelegatesPreferredRowGetsFocus() {
        let (app, window, _) = makeApp(width: 20, height: 6)
        let table = TUITableView(frame: Rect(x: 0, y: 0, width: 20, height: 6), style: .plain)
        let delegate = TableDelegate()
        table.delegate = delegate
        let source = TUITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        table.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
        var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["r0", "r1", "r2", "r3"])
        source.apply(snapshot)
        window.addSubview(table)
        app.mainLoop?.displayIfNeeded()
        #expect(window.focusedView === table)
        #expect(table.indexPathForFocusedItem == IndexPath(row: 2, section: 0))
    }
}
