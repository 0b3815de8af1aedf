import Testing

import struct Foundation.IndexPath

@testable import TUIKit

/// Rendered frames of each layout style.
@MainActor
@Suite("List appearances")
struct ListAppearanceTests {
    private func screen(
        _ appearance: TUICollectionLayoutListConfiguration.Appearance, separators: Bool = false,
        height: Int = 12
    ) -> ListScreen {
        var configuration = TUICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.showsSeparators = separators
        let screen = ListScreen(width: 22, height: height, layout: .list(using: configuration))
        let header = TUICollectionView.SupplementaryRegistration<TUIListSupplementaryView>(
            elementKind: TUICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = TUIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "FRUIT" : "VEGETABLES"
            view.contentConfiguration = content
        }
        let footer = TUICollectionView.SupplementaryRegistration<TUIListSupplementaryView>(
            elementKind: TUICollectionView.elementKindSectionFooter
        ) { view, _, indexPath in
            var content = TUIListContentConfiguration.footer()
            content.text = "\(screen.collectionView.numberOfItems(inSection: indexPath.section)) kinds"
            view.contentConfiguration = content
        }
        screen.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == TUICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
        screen.collectionView.showsVerticalScrollIndicator = false
        screen.apply([("fruit", ["Apple", "Pear"]), ("veg", ["Leek"])])
        return screen
    }

    @Test func plain() {
        #expect(
            screen(.plain).surface.text == """
                 FRUIT
                 Apple
                 Pear
                 2 kinds
                 VEGETABLES
                 Leek
                 1 kinds





                """)
    }

    @Test func plainWithSeparators() {
        #expect(
            screen(.plain, separators: true, height: 8).surface.text == """
                 FRUIT
                 Apple
                 ────────────────────
                 Pear
                 2 kinds
                 VEGETABLES
                 Leek
                 1 kinds
                """)
    }

    @Test func grouped() {
        #expect(
            screen(.grouped).surface.text == """
                 FRUIT
                 Apple
                 Pear
                 2 kinds

                 VEGETABLES
                 Leek
                 1 kinds




                """)
    }

    @Test func insetGrouped() {
        let screen = screen(.insetGrouped)
        #expect(
            screen.surface.text == """
                  FRUIT
                ╭────────────────────╮
                │ Apple              │
                │ Pear               │
                ╰────────────────────╯
                  2 kinds

                  VEGETABLES
                ╭────────────────────╮
                │ Leek               │
                ╰────────────────────╯
                  1 kinds
                """)
        screen.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        screen.display()
        #expect(screen.surface.lastFrame?[1, 3].style.background == .cyan)
        #expect(screen.surface.lastFrame?[20, 3].style.background == .cyan)
        #expect(screen.surface.lastFrame?[0, 3].style.background != .cyan)
    }

    @Test func aGridFillsAsManyColumnsAsTheWidthAllows() {
        let layout = TUICollectionViewCompositionalLayout.grid(
            using: TUICollectionLayoutGridConfiguration(minimumItemWidth: 8, itemHeight: 1))
        let screen = ListScreen(width: 28, height: 3, layout: layout)
        screen.collectionView.showsVerticalScrollIndicator = false
        screen.apply([("main", (1 ... 7).map { "Tile \($0)" })])
        #expect(
            screen.surface.text == """
                 Tile 1   Tile 2   Tile 3
                 Tile 4   Tile 5   Tile 6
                 Tile 7
                """)
        screen.window.requestFocusUpdate(to: screen.collectionView)
        screen.press(key(.right), key(.down), key(.enter))
        #expect(screen.delegate.events == ["select 0.4"])
        screen.press(.resize(Size(width: 40, height: 3)))
        screen.collectionView.frame = Rect(x: 0, y: 0, width: 40, height: 3)
        screen.display()
        #expect(screen.surface.text.hasPrefix(" Tile 1    Tile 2    Tile 3    Tile 4"))
    }
}
