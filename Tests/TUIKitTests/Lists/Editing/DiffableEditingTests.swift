import Testing

import struct Foundation.IndexPath

@testable import TUIKit

/// A diffable table data source that lets every row move and be deleted,
/// as a UIKit subclass does.
@MainActor
private final class FruitDataSource: TUITableViewDiffableDataSource<Int, String> {
    var moves: [String] = []

    override func tableView(_ tableView: TUITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TUITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: TUITableView, commit editingStyle: TUITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }

    override func tableView(_ tableView: TUITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.row) -> \(destinationIndexPath.row)")
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}

@MainActor
@Suite("Diffable data source editing")
struct DiffableEditingTests {
    private static func lines(_ surface: HeadlessSurface) -> [Substring] {
        surface.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func aDiffableTableAppliesTheMoveToItsSnapshot() {
        let (app, window, surface) = makeApp(width: 24, height: 5)
        let tableView = TUITableView(frame: Rect(x: 0, y: 0, width: 24, height: 5), style: .plain)
        tableView.showsVerticalScrollIndicator = false
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
        window.addSubview(tableView)
        let dataSource = FruitDataSource(tableView: tableView) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            cell.showsReorderControl = true
            return cell
        }
        var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Pear", "Plum"])
        dataSource.apply(snapshot)
        window.requestFocusUpdate(to: tableView)
        tableView.setEditing(true, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(Self.lines(surface)[0].hasPrefix("⊖  Apple"))
        send([key(.down, .alt), key(.down, .alt)], to: app, surface: surface)
        #expect(dataSource.moves == ["0 -> 1", "1 -> 2"])
        #expect(dataSource.snapshot().itemIdentifiers == ["Pear", "Plum", "Apple"])
        #expect(Self.lines(surface)[2].contains("Apple"))
        send([key(.delete)], to: app, surface: surface)
        #expect(dataSource.snapshot().itemIdentifiers == ["Pear", "Plum"])
        #expect(!surface.text.contains("Apple"))
    }

    @Test func aDiffableTableLetsNothingMoveOrBeEditedUnlessASubclassSaysSo() {
        let (app, window, surface) = makeApp(width: 24, height: 5)
        let tableView = TUITableView(frame: Rect(x: 0, y: 0, width: 24, height: 5), style: .plain)
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
        window.addSubview(tableView)
        let dataSource = TUITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            cell.showsReorderControl = true
            return cell
        }
        var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Pear"])
        dataSource.apply(snapshot)
        window.requestFocusUpdate(to: tableView)
        tableView.setEditing(true, animated: false)
        app.mainLoop?.displayIfNeeded()
        send([key(.down, .alt)], to: app, surface: surface)
        #expect(dataSource.snapshot().itemIdentifiers == ["Apple", "Pear"])
        #expect(!surface.text.contains("⊖") && !surface.text.contains("≡"))
    }

    @Test func collectionReorderingHandlersSeeTheTransaction() {
        let (app, window, surface) = makeApp(width: 20, height: 5)
        let collectionView = TUICollectionView(
            frame: Rect(x: 0, y: 0, width: 20, height: 5), collectionViewLayout: .list(using: .init(appearance: .plain)))
        collectionView.showsVerticalScrollIndicator = false
        window.addSubview(collectionView)
        var deleted: [String] = []
        let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete { deleted.append(item) }, .reorder()]
        }
        let dataSource = TUICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var events: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "c" }
        dataSource.reorderingHandlers.willReorder = { transaction in
            events.append("will \(transaction.initialSnapshot.itemIdentifiers.joined())")
        }
        dataSource.reorderingHandlers.didReorder = { transaction in
            let moved = transaction.difference.insertions.compactMap { change -> String? in
                if case .insert(let offset, let item, _) = change { return "\(item)@\(offset)" }
                return nil
            }
            events.append("did \(transaction.finalSnapshot.itemIdentifiers.joined()) \(moved.joined())")
        }
        var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        window.requestFocusUpdate(to: collectionView)
        app.mainLoop?.displayIfNeeded()
        #expect(!surface.text.contains("⊖") && !surface.text.contains("≡"))
        collectionView.isEditing = true
        app.mainLoop?.displayIfNeeded()
        #expect(Self.lines(surface)[0] == "⊖  a             ≡")
        send([key(.down, .alt)], to: app, surface: surface)
        #expect(events == ["will abc", "did bac a@1"])
        #expect(dataSource.snapshot().itemIdentifiers == ["b", "a", "c"])
        #expect(Self.lines(surface)[1].contains("a"))
        // "c" cannot move, so moving "a" down past it is still allowed but "c" itself stays.
        send([key(.down), key(.up, .alt)], to: app, surface: surface)
        #expect(dataSource.snapshot().itemIdentifiers == ["b", "a", "c"])
        send([key(.delete)], to: app, surface: surface)
        #expect(deleted == ["c"])
    }

    @Test func aDeleteAccessoryWithoutAHandlerShowsTheTrailingSwipeActions() {
        let (app, window, surface) = makeApp(width: 20, height: 4)
        var list = TUICollectionLayoutListConfiguration(appearance: .plain)
        var removed: [IndexPath] = []
        list.trailingSwipeActionsConfigurationProvider = { indexPath in
            TUISwipeActionsConfiguration(actions: [
                TUIContextualAction(style: .destructive, title: "Remove") { _, _, done in
                    removed.append(indexPath)
                    done(true)
                }
            ])
        }
        let collectionView = TUICollectionView(frame: Rect(x: 0, y: 0, width: 20, height: 4), collectionViewLayout: .list(using: list))
        window.addSubview(collectionView)
        let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete()]
        }
        let dataSource = TUICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot)
        window.requestFocusUpdate(to: collectionView)
        collectionView.isEditing = true
        app.mainLoop?.displayIfNeeded()
        send(
            [.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 1))), .mouse(MouseEvent(.release(.left), at: Point(x: 0, y: 1)))], to: app,
            surface: surface)
        #expect(Self.lines(surface)[1].contains("Remove"))
        send([key(.enter)], to: app, surface: surface)
        #expect(removed == [IndexPath(item: 1, section: 0)])
    }
}
