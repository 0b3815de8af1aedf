import Testing

@testable import TUIKit

/// Moving the keyboard to the first item of a section brings its header
/// into view: Home and Page Up to the top show the top of the list.
@MainActor
@Suite("Section headers and keyboard scrolling")
struct SectionHeaderScrollTests {
    private func makeScreen() -> ListScreen {
        var configuration = TUICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let screen = ListScreen(width: 20, height: 6, layout: .list(using: configuration))
        let header = TUICollectionView.SupplementaryRegistration<TUIListSupplementaryView>(
            elementKind: TUICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = TUIListContentConfiguration.plainHeader()
            content.text = "SECTION \(indexPath.section)"
            view.contentConfiguration = content
        }
        screen.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        screen.collectionView.showsVerticalScrollIndicator = false
        screen.apply([("a", (0 ..< 8).map { "a\($0)" }), ("b", (0 ..< 8).map { "b\($0)" })])
        screen.window.setFocus(to: screen.collectionView, heading: [])
        screen.display()
        return screen
    }

    private func firstLine(_ screen: ListScreen) -> String {
        screen.surface.text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    @Test func homeShowsTheFirstSectionsHeader() {
        let screen = makeScreen()
        for _ in 0 ..< 12 { screen.press(key(.down)) }
        #expect(!firstLine(screen).hasPrefix("SECTION 0"))
        screen.press(key(.home))
        #expect(firstLine(screen) == "SECTION 0")
        for _ in 0 ..< 12 { screen.press(key(.down)) }
        screen.press(key(.pageUp), key(.pageUp), key(.pageUp), key(.pageUp))
        #expect(firstLine(screen) == "SECTION 0", "Page Up to the top too")
    }

    @Test func movingUpToTheFirstItemOfASectionShowsItsHeader() {
        let screen = makeScreen()
        for _ in 0 ..< 12 { screen.press(key(.down)) }
        // On b3: up to b0, the first item of the second section.
        for _ in 0 ..< 4 { screen.press(key(.up)) }
        #expect(firstLine(screen) == "SECTION 1")
    }
}
