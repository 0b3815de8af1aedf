import Foundation
import Testing

@testable import TUIKit

/// Applying snapshots changed every way a snapshot can change, checked
/// against what UIKit's diffable data source gives: the data source answers
/// from the applied snapshot, marks are gone once applied, and only the
/// cells of inserted, reloaded and reconfigured items are configured.
@Suite("Diffable apply")
@MainActor
struct DiffableApplyTests {
    @Test func editsOfTheCurrentSnapshotApplyAsMade() {
        let screen = ListScreen(width: 20, height: 12)
        screen.apply([("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
        var snapshot = screen.dataSource.snapshot()
        snapshot.appendItems(["b3"], toSection: "B")
        snapshot.deleteItems(["a2"])
        snapshot.moveItem("b1", beforeItem: "a1")
        snapshot.insertItems(["a0"], afterItem: "b1")
        snapshot.reconfigureItems(["a3"])
        snapshot.appendSections(["C"])
        snapshot.appendItems(["c1"])
        screen.configurations.removeAll()
        screen.dataSource.apply(snapshot)
        screen.display()

        let applied = screen.dataSource.snapshot()
        #expect(applied.itemIdentifiers(inSection: "A") == ["b1", "a0", "a1", "a3"])
        #expect(applied.itemIdentifiers(inSection: "B") == ["b2", "b3"])
        #expect(applied.itemIdentifiers(inSection: "C") == ["c1"])
        #expect(applied.reconfiguredItemIdentifiers.isEmpty)
        #expect(screen.dataSource.indexPath(for: "a3") == IndexPath(item: 3, section: 0))
        #expect(screen.dataSource.indexPath(for: "a2") == nil)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "b3")
        #expect(Set(screen.configurations) == ["a0", "a3", "b3", "c1"])
    }

    @Test func aSnapshotTakenBeforeAnotherApplyIsComparedNotTrusted() {
        // Two snapshots taken from the data source share its items; after one
        // of them is applied with changes, the other is not the current one.
        let screen = ListScreen(width: 20, height: 12)
        screen.apply([("A", ["a1", "a2", "a3"])])
        var stale = screen.dataSource.snapshot()
        var changed = screen.dataSource.snapshot()
        changed.deleteItems(["a2"])
        screen.dataSource.apply(changed)
        stale.reconfigureItems(["a1"])
        screen.configurations.removeAll()
        screen.dataSource.apply(stale)
        screen.display()
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["a1", "a2", "a3"])
        #expect(Set(screen.configurations) == ["a1", "a2"])
    }

    @Test func editingACopyLeavesTheCurrentSnapshotAlone() {
        let screen = ListScreen()
        screen.apply([("A", ["a1", "a2"])])
        var copy = screen.dataSource.snapshot()
        copy.appendItems(["a3"])
        copy.deleteItems(["a1"])
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["a1", "a2"])
        #expect(screen.dataSource.indexPath(for: "a1") == IndexPath(item: 0, section: 0))
        #expect(copy.indexOfItem("a3") == 1)
    }

    @Test func lookupsAfterAppendsWithoutAMapStayRight() {
        var snapshot = TUIDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2], toSection: 0)
        snapshot.appendItems([3])
        #expect(snapshot.indexOfItem(3) == 2)
        // With the map built, appends and inserts keep it right.
        snapshot.appendItems([4], toSection: 0)
        snapshot.insertSections([5], beforeSection: 0)
        snapshot.appendItems([6], toSection: 5)
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(3) == 4)
        #expect(snapshot.sectionIdentifier(containingItem: 6) == 5)
        snapshot.moveSection(5, afterSection: 1)
        #expect(snapshot.indexOfItem(6) == 4)
        #expect(snapshot.numberOfItems == 5)
    }

    @Test func aDuplicateAppendedIsFoundByTheFirstLookup() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "a"])
            _ = snapshot.indexOfItem("b")
        }
    }

    @Test func aDuplicateAppendedToAMappedSnapshotTrapsAtOnce() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            _ = snapshot.indexOfItem("b")
            snapshot.appendItems(["a"])
        }
    }

    @Test func applyingADuplicateOfAnItemThatStayedTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let screen = ListScreen()
                screen.apply([("A", ["a", "b"])])
                screen.apply([("A", ["a", "b", "a"])])
            }
        }
    }

    @Test func anInsertedDuplicateOfAnItemThatStayedIsFoundByTheFirstLookup() async {
        // Every old item stays, so the inserted ones are not looked up when
        // applied; the applied snapshot's first lookup finds the repeat.
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let screen = ListScreen()
                screen.apply([("A", ["a", "b"])])
                screen.apply([("A", ["a", "x", "a", "b"])])
                _ = screen.dataSource.indexPath(for: "x")
            }
        }
    }

    @Test func insertingTheSameItemTwiceIsFoundByTheFirstLookup() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let screen = ListScreen()
                screen.apply([("A", ["a", "b"])])
                screen.apply([("A", ["a", "x", "b", "x"])])
                _ = screen.dataSource.indexPath(for: "x")
            }
        }
    }

    @Test func applyingAFirstSnapshotWithADuplicateTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let screen = ListScreen()
                screen.apply([("A", ["a", "a"])])
            }
        }
    }
}
