import Foundation
import Testing

@testable import TUIKit

/// What applying snapshots costs, counted rather than timed: items compared
/// while walking two snapshots and items hashed, through the public API.
@Suite("Diffable data source cost")
@MainActor
struct DiffableCostTests {
    typealias Snapshot = TUIDiffableDataSourceSnapshot<Int, Int>

    /// A list of Int items on a small headless screen, counting the items
    /// its cell provider configures.
    @MainActor
    final class Fixture {
        let app: TUIApplication
        let collectionView: TUICollectionView
        var dataSource: TUICollectionViewDiffableDataSource<Int, Int>!
        var configured: [Int] = []

        init(_ snapshot: Snapshot) {
            let window: TUIWindow
            (app, window, _) = makeApp(width: 20, height: 6)
            collectionView = TUICollectionView(
                frame: Rect(x: 0, y: 0, width: 20, height: 6), collectionViewLayout: .list(using: .init(appearance: .plain)))
            window.addSubview(collectionView)
            let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, Int> { [unowned self] cell, _, item in
                configured.append(item)
                var content = cell.defaultContentConfiguration()
                content.text = "\(item)"
                cell.contentConfiguration = content
            }
            dataSource = TUICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.apply(snapshot)
            display()
        }

        func display() { app.mainLoop?.displayIfNeeded() }
    }

    /// `count` items numbered from 0 in sections of `sectionSize`.
    static func snapshot(_ items: [Int], sectionSize: Int = 1_000) -> Snapshot {
        var snapshot = Snapshot()
        var start = 0
        while start < items.count {
            let end = min(start + sectionSize, items.count)
            snapshot.appendSections([start])
            snapshot.appendItems(Array(items[start ..< end]), toSection: start)
            start = end
        }
        return snapshot
    }

    @Test func buildingASnapshotHashesNoItems() {
        let counted = DiffableCounters.measure { Self.snapshot(Array(0 ..< 100_000)) }
        #expect(counted.result.numberOfItems == 100_000)
        #expect(counted.result.numberOfSections == 100)
        #expect(counted.hashed == 0)
        #expect(counted.compared == 0)
    }

    @Test func aReconfigureOnlyApplyComparesNothingAtAnySize() {
        for count in [1_000, 100_000] {
            let fixture = Fixture(Self.snapshot(Array(0 ..< count)))
            // The first lookup by identifier builds the map of places, once.
            var snapshot = fixture.dataSource.snapshot()
            snapshot.reconfigureItems([2])
            fixture.configured.removeAll()
            let counted = DiffableCounters.measure {
                fixture.dataSource.apply(snapshot, animatingDifferences: false)
            }
            #expect(counted.compared == 0, "\(count) items")
            #expect(counted.hashed == 0, "\(count) items")
            #expect(fixture.configured == [2], "only the reconfigured cell is configured, \(count) items")
            fixture.display()
            #expect(fixture.configured == [2], "and the frame configures nothing more, \(count) items")
            #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)

            // The next toggle, as the catalog does it, hashes nothing either.
            let again = DiffableCounters.measure {
                var snapshot = fixture.dataSource.snapshot()
                snapshot.reconfigureItems([3])
                fixture.dataSource.apply(snapshot, animatingDifferences: false)
            }
            #expect(again.compared == 0 && again.hashed == 0, "\(count) items: \(again)")
        }
    }

    @Test func aReloadOnlyApplyComparesNothing() {
        let fixture = Fixture(Self.snapshot(Array(0 ..< 100_000)))
        var snapshot = fixture.dataSource.snapshot()
        snapshot.reloadItems([1])
        fixture.configured.removeAll()
        let counted = DiffableCounters.measure { fixture.dataSource.apply(snapshot, animatingDifferences: false) }
        fixture.display()
        #expect(counted.compared == 0 && counted.hashed == 0)
        #expect(fixture.configured == [1])
    }

    @Test func narrowingAListHashesNothing() {
        // A search keystroke: a third of the items stay, spread through the list.
        let all = Array(0 ..< 100_000)
        let fixture = Fixture(Self.snapshot(all))
        let narrowed = all.filter { $0 % 3 == 0 }
        let counted = DiffableCounters.measure {
            fixture.dataSource.apply(Self.snapshot(narrowed), animatingDifferences: false)
        }
        #expect(counted.hashed == 0)
        #expect(counted.compared <= 3 * all.count, "\(counted.compared)")
        fixture.display()
        #expect(fixture.dataSource.snapshot().itemIdentifiers == narrowed)
        #expect(fixture.dataSource.indexPath(for: 300) == IndexPath(item: 100, section: 0))
    }

    @Test func wideningAListHashesNothing() {
        // Clearing a search: every shown item stays and the rest come back.
        let all = Array(0 ..< 100_000)
        let fixture = Fixture(Self.snapshot(all.filter { $0 % 3 == 0 }))
        let counted = DiffableCounters.measure {
            fixture.dataSource.apply(Self.snapshot(all), animatingDifferences: false)
        }
        #expect(counted.hashed == 0, "\(counted.hashed)")
        #expect(fixture.dataSource.snapshot().itemIdentifiers == all)
    }

    @Test func narrowingToAFewMatchesBuildsNoMap() {
        // Gaps far longer than the walk's window: a selective search.
        let all = Array(0 ..< 100_000)
        let fixture = Fixture(Self.snapshot(all))
        let few = all.filter { $0 % 997 == 0 }
        let counted = DiffableCounters.measure {
            fixture.dataSource.apply(Self.snapshot(few), animatingDifferences: false)
        }
        // The first snapshot's map of places was built when it was applied
        // (to check it for duplicates), so the walk looks the few up rather
        // than searching far ahead; without a map it searches, hashing nothing.
        #expect(counted.hashed <= few.count, "\(counted.hashed)")
        #expect(fixture.dataSource.snapshot().itemIdentifiers == few)
        let fewer = few.filter { $0 % 2 == 0 }
        let again = DiffableCounters.measure {
            fixture.dataSource.apply(Self.snapshot(fewer), animatingDifferences: false)
        }
        #expect(again.hashed == 0)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == fewer)
    }

    @Test func hashingScalesWithTheChangeNotTheList() {
        // Every hundredth item replaced: one lookup per new item, plus the
        // old snapshot's map of places, built once.
        let all = Array(0 ..< 100_000)
        let changed = all.map { $0 % 100 == 50 ? $0 + 10_000_000 : $0 }
        let fixture = Fixture(Self.snapshot(all))
        let counted = DiffableCounters.measure {
            fixture.dataSource.apply(Self.snapshot(changed), animatingDifferences: false)
        }
        #expect(counted.hashed <= 2 * 1_000, "\(counted.hashed)")
        #expect(fixture.dataSource.snapshot().itemIdentifiers == changed)
    }

    @Test func anEqualSnapshotBuiltAfreshIsComparedOnceAndHashedNever() {
        let all = Array(0 ..< 100_000)
        let fixture = Fixture(Self.snapshot(all))
        let counted = DiffableCounters.measure {
            fixture.dataSource.apply(Self.snapshot(all), animatingDifferences: false)
        }
        #expect(counted.hashed == 0)
        #expect(counted.compared == all.count)
    }
}
