import Foundation
import Testing

@testable import TUIKit

@MainActor
@Suite("Sidebar list appearance")
struct SidebarListAppearanceTests {
    private func render(_ appearance: TUICollectionLayoutListConfiguration.Appearance) -> [Substring] {
        let (app, window, surface) = makeApp(width: 20, height: 7)
        var configuration = TUICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        let list = TUICollectionView(frame: Rect(x: 0, y: 0, width: 20, height: 7), collectionViewLayout: .list(using: configuration))
        let rows = TUICollectionView.CellRegistration<TUICollectionViewListCell, String> { cell, _, item in
            var content = TUIListContentConfiguration.sidebarCell()
            content.text = item
            content.secondaryText = "3"
            cell.contentConfiguration = content
        }
        let headers = TUICollectionView.SupplementaryRegistration<TUIListSupplementaryView>(
            elementKind: TUICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = TUIListContentConfiguration.sidebarHeader()
            content.text = indexPath.section == 0 ? "Shop" : "More"
            header.contentConfiguration = content
        }
        let dataSource = TUICollectionViewDiffableDataSource<Int, String>(collectionView: list) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { list, _, indexPath in
            list.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Bags", "Pens"], toSection: 0)
        snapshot.appendItems(["Ink"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(list)
        app.mainLoop?.displayIfNeeded()
        return surface.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func aSidebarInsetsItsRowsAndSeparatesItsSections() {
        let rows = render(.sidebar)
        // One cell in from each edge, past the cell's own margin.
        #expect(rows[1] == "  Bags          3", "\(rows)")
        #expect(rows[2] == "  Pens          3")
        #expect(rows[3].isEmpty, "a blank line between sections")
        #expect(rows[4] == "  More")
        #expect(rows[5] == "  Ink           3")
        #expect(render(.plain)[1] == " Bags            3", "a plain list goes edge to edge")
    }

    @Test func aPlainSidebarHasNoGapBetweenSections() {
        let rows = render(.sidebarPlain)
        #expect(rows[1] == "  Bags          3", "\(rows)")
        #expect(rows[3] == "  More")
        #expect(rows[4] == "  Ink           3")
    }
}
