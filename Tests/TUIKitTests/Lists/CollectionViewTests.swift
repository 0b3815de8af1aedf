import Testing

import struct Foundation.IndexPath

@testable import TUIKit

@MainActor
@Suite("Collection view")
struct CollectionViewTests {
    @Test func aPlainListShowsTheFirstScreenful() {
        let screen = ListScreen()
        screen.apply([("main", (0 ..< 10).map { "Item \($0)" })])
        #expect(
            screen.surface.text == """
                 Item 0            ┃
                 Item 1            ┃
                 Item 2            ┃
                 Item 3            │
                 Item 4            │
                 Item 5            │
                """)
        #expect(screen.cellCount <= 6 + TUICollectionView.overscanRows)
    }

    @Test func scrollingTenThousandItemsKeepsTheCellCountBoundedAndEachCellRight() async {
        let screen = ListScreen(height: 8)
        let items = (0 ..< 10_000).map { "Item \($0)" }
        screen.apply([("main", items)])
        var most = screen.cellCount
        for step in 1 ... 400 {
            screen.collectionView.contentOffset = Point(x: 0, y: step * 25)
            screen.display()
            most = max(most, screen.cellCount)
            for indexPath in screen.collectionView.indexPathsForVisibleItems {
                let cell = screen.collectionView.cellForItem(at: indexPath) as? TUICollectionViewListCell
                let text = (cell?.contentConfiguration as? TUIListContentConfiguration)?.text
                #expect(text == items[indexPath.item])
            }
            // Let other main-actor work (timers of other tests) run between steps.
            await Task.yield()
        }
        #expect(most <= 8 + 2 * TUICollectionView.overscanRows + 1)
        #expect(screen.surface.text.hasPrefix(" Item 9992"))
        #expect(screen.collectionView.contentSize.height == 10_000)
    }

    @Test func arrowsMoveTheFocusedRowAndEnterSelectsIt() {
        let screen = ListScreen()
        screen.apply([("main", (0 ..< 10).map { "Item \($0)" })])
        #expect(screen.window.requestFocusUpdate(to: screen.collectionView))
        screen.press(key(.down), key(.character("j")), key(.enter))
        #expect(screen.delegate.events == ["select 0.2"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        let row = screen.surface.lastFrame.map { frame in (0 ..< 19).map { frame[$0, 2].style.background } }
        #expect(row?.allSatisfy { $0 == .cyan } == true)
        screen.press(key(.character("k")))
        #expect(screen.surface.lastFrame?[1, 1].style.background == .gray)
        screen.press(key(.end))
        #expect(screen.collectionView.indexPathForFocusedItem == IndexPath(item: 9, section: 0))
        #expect(screen.surface.text.hasSuffix(" Item 9            ┃"))
        screen.press(key(.pageUp), key(.enter))
        #expect(screen.delegate.events == ["select 0.2", "deselect 0.2", "select 0.4"])
        screen.press(key(.home))
        #expect(screen.collectionView.contentOffset.y == 0)
    }

    @Test func aClickSelectsTheRowUnderThePointer() {
        let screen = ListScreen()
        screen.apply([("main", (0 ..< 10).map { "Item \($0)" })])
        screen.press(.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 3))), .mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 3))))
        #expect(screen.delegate.events == ["select 0.3"])
        #expect(screen.window.focusedView === screen.collectionView)
    }

    @Test func theDelegateCanRefuseSelection() {
        let screen = ListScreen()
        screen.apply([("main", ["a", "b"])])
        screen.delegate.refused = [IndexPath(item: 0, section: 0)]
        screen.window.requestFocusUpdate(to: screen.collectionView)
        screen.press(key(.enter))
        #expect(screen.delegate.events.isEmpty)
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func multipleSelectionTogglesRows() {
        let screen = ListScreen()
        screen.collectionView.allowsMultipleSelection = true
        screen.apply([("main", ["a", "b", "c"])])
        screen.window.requestFocusUpdate(to: screen.collectionView)
        screen.press(key(.enter), key(.down), key(.down), key(.enter), key(.home), key(.enter))
        #expect(screen.delegate.events == ["select 0.0", "select 0.2", "deselect 0.0"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func selectionFollowsItemsAcrossApplies() {
        let screen = ListScreen()
        screen.apply([("main", ["a", "b", "c", "d"])])
        screen.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        screen.apply([("main", ["x", "d", "c", "a"])])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        screen.apply([("top", ["c"]), ("main", ["x", "d", "a"])])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        screen.apply([("main", ["x", "d", "a"])])
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func applyingKeepsCellsOfItemsThatStayed() {
        let screen = ListScreen()
        screen.apply([("main", ["a", "b", "c"])])
        let cellB = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        screen.configurations.removeAll()
        screen.apply([("main", ["new", "a", "b", "c"])])
        #expect(screen.configurations == ["new"])
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellB)
        #expect(screen.surface.text.hasPrefix(" new\n a\n b\n c"))
        screen.configurations.removeAll()
        screen.apply([("main", ["new", "a", "b", "c"])])
        #expect(screen.configurations.isEmpty)
    }

    @Test func reconfigureRunsTheHandlerOnTheSameCellAndRedrawsOnlyItsRow() {
        let screen = ListScreen(width: 20, height: 6)
        screen.apply([("main", (0 ..< 50).map { "Item \($0)" })])
        let cell = screen.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        let cellsBefore = screen.cellCount
        let changedBefore = screen.surface.changedCellCount
        screen.texts["Item 3"] = "Item 3!"
        screen.applyMarking { $0.reconfigureItems(["Item 3"]) }
        #expect(screen.configurations == ["Item 3"])
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(screen.cellCount == cellsBefore)
        #expect(screen.surface.changedCellCount - changedBefore == 1)
        #expect(screen.surface.text.contains(" Item 3!"))
    }

    @Test func wrappedTextMakesTallerRowsAndTheTopItemStaysPut() {
        let screen = ListScreen(width: 12, height: 6)
        var items = (0 ..< 40).map { "Item \($0)" }
        items[21] = "A long row that wraps"
        screen.apply([("main", items)])
        screen.collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        screen.display()
        #expect(
            screen.surface.text == """
                 Item 20   │
                 A long    │
                 row that  ┃
                 wraps     │
                 Item 22   │
                 Item 23   │
                """)
        #expect(screen.collectionView.contentSize.height == 42)
        screen.collectionView.scrollToItem(at: IndexPath(item: 39, section: 0), at: .bottom, animated: false)
        screen.display()
        #expect(screen.surface.text.hasSuffix(" Item 39   ┃"))
    }
}
