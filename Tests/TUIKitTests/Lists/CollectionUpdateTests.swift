import Testing

import struct Foundation.IndexPath

@testable import TUIKit

/// A list cell that counts how often it was prepared for reuse.
@MainActor
final class CountingCell: TUICollectionViewListCell {
    var preparedCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        preparedCount += 1
    }
}

/// A collection view fed by hand from arrays of strings, for batch updates.
@MainActor
final class ManualListScreen: TUICollectionViewDataSource {
    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface
    let collectionView: TUICollectionView
    let delegate = ListDelegate()
    var sections: [[String]]
    var configured: [String] = []
    private let registration: TUICollectionView.CellRegistration<CountingCell, String>

    init(sections: [[String]], height: Int = 6) {
        (app, window, surface) = makeApp(width: 12, height: height)
        self.sections = sections
        collectionView = TUICollectionView(
            frame: Rect(x: 0, y: 0, width: 12, height: height), collectionViewLayout: .list(using: .init(appearance: .plain)))
        collectionView.showsVerticalScrollIndicator = false
        collectionView.delegate = delegate
        registration = TUICollectionView.CellRegistration { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        window.addSubview(collectionView)
        collectionView.dataSource = self
        display()
    }

    func display() { app.mainLoop?.displayIfNeeded() }

    func numberOfSections(in collectionView: TUICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: TUICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: TUICollectionView, cellForItemAt indexPath: IndexPath) -> TUICollectionViewCell {
        let item = sections[indexPath.section][indexPath.item]
        configured.append(item)
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
}

@MainActor
@Suite("Collection view updates")
struct CollectionUpdateTests {
    @Test func reloadingAnItemPreparesItsCellForReuseAndConfiguresItAfresh() {
        let screen = ListScreen(width: 16, height: 4)
        let registration = TUICollectionView.CellRegistration<CountingCell, String> { cell, _, item in
            screen.configurations.append(item)
            var content = cell.defaultContentConfiguration()
            content.text = screen.texts[item] ?? item
            cell.contentConfiguration = content
        }
        screen.dataSource = TUICollectionViewDiffableDataSource(collectionView: screen.collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        screen.apply([("main", ["a", "b"])])
        let before = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell
        #expect(before?.preparedCount == 0)
        screen.texts["a"] = "a renamed"
        screen.applyMarking { $0.reloadItems(["a"]) }
        let after = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell
        #expect(screen.configurations == ["a"])
        // The only spare cell is the one the reload gave back: it went
        // through prepareForReuse before its new configuration.
        #expect(after === before)
        #expect(after?.preparedCount == 1)
        #expect((after?.contentConfiguration as? TUIListContentConfiguration)?.text == "a renamed")
        #expect(screen.surface.text.hasPrefix(" a renamed\n b\n"))
    }

    @Test func insertingDeletingAndMovingByHandKeepsCellsAndSelection() {
        let screen = ManualListScreen(sections: [["a", "b", "c"], ["d"]])
        screen.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let cellB = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        screen.configured.removeAll()
        screen.sections = [["x", "c", "b"], ["a", "d"]]
        screen.collectionView.performBatchUpdates {
            screen.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
            screen.collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 0))
            screen.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        screen.display()
        #expect(screen.configured == ["x"])
        #expect(screen.surface.text.hasPrefix(" x\n c\n b\n a\n d\n"))
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellB)

        screen.sections[0].remove(at: 2)
        screen.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        screen.display()
        #expect(screen.surface.text.hasPrefix(" x\n c\n a\n d\n"))
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func sectionsAreInsertedDeletedMovedAndReloadedByHand() {
        let screen = ManualListScreen(sections: [["a", "b"], ["c"], ["d"]])
        screen.collectionView.selectItem(at: IndexPath(item: 0, section: 2), animated: false, scrollPosition: [])
        let cellD = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 2))
        screen.configured.removeAll()
        screen.sections = [["d"], ["c"], ["n"]]
        screen.collectionView.performBatchUpdates {
            screen.collectionView.deleteSections([0])
            screen.collectionView.moveSection(2, toSection: 0)
            screen.collectionView.insertSections([2])
        }
        screen.display()
        #expect(screen.configured == ["n"])
        #expect(screen.surface.text.hasPrefix(" d\n c\n n\n"))
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellD)

        screen.configured.removeAll()
        screen.sections[1] = ["c2", "c3"]
        screen.collectionView.reloadSections([1])
        screen.display()
        #expect(screen.configured == ["c2", "c3"])
        #expect(screen.surface.text.hasPrefix(" d\n c2\n c3\n n\n"))
    }

    @Test func aBatchWithTheWrongNumberOfSectionsTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let screen = ManualListScreen(sections: [["a"], ["b"]])
                screen.sections.removeLast()
                screen.collectionView.insertSections([1])
            }
        }
    }

    @Test func reloadingInsideABatchUsesTheIndexPathsBeforeIt() {
        let screen = ManualListScreen(sections: [["a", "b"]])
        screen.configured.removeAll()
        screen.sections = [["new", "a", "B"]]
        screen.collectionView.performBatchUpdates {
            screen.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            screen.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        }
        screen.display()
        #expect(screen.configured.sorted() == ["B", "new"])
        #expect(screen.surface.text.hasPrefix(" new\n a\n B\n"))
    }

    @Test func headersAndFootersTakeTheRowsTheirContentNeeds() {
        var configuration = TUICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let screen = ListScreen(width: 14, height: 6, layout: .list(using: configuration))
        screen.collectionView.showsVerticalScrollIndicator = false
        let header = TUICollectionView.SupplementaryRegistration<TUIListSupplementaryView>(
            elementKind: TUICollectionView.elementKindSectionHeader
        ) { view, _, _ in
            var content = TUIListContentConfiguration.plainHeader()
            content.text = "Fresh fruit of the day"
            view.contentConfiguration = content
        }
        screen.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            indexPath.section == 0 ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) : nil
        }
        screen.apply([("fruit", ["Apple"]), ("other", ["Bread", "Salt"])])
        #expect(
            screen.surface.text == """
                 Fresh fruit
                 of the day
                 Apple
                 Bread
                 Salt

                """)
        #expect(screen.collectionView.contentSize.height == 5)
    }
}
