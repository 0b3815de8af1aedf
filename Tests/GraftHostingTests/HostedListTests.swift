import GraftTerminal
import Testing

import struct Foundation.IndexPath

@testable import GraftHosting
@testable import TUIKit

private struct Product: Identifiable, Hashable {
    var id: Int
    var name: String
}

/// A row whose state records which product it was made for, so state that
/// followed a reused cell to another item would show.
private struct ProductRow: View {
    let product: Product
    @State private var madeFor = "?"
    @Environment(\.cellConfigurationState) private var state

    var body: some View {
        Text("\(state?.isSelected == true ? ">" : " ")\(product.name) \(madeFor)")
            .onAppear { madeFor = "#\(product.id)" }
    }
}

/// A collection view of hosted rows on a headless screen.
@MainActor
private final class HostedList {
    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface
    let collectionView: TUICollectionView
    var dataSource: TUICollectionViewDiffableDataSource<Int, Int>!
    var names: [Int: String] = [:]

    init(count: Int, height: Int = 8) {
        (app, window, surface) = makeApp(width: 30, height: height)
        collectionView = TUICollectionView(
            frame: Rect(x: 0, y: 0, width: 30, height: height),
            collectionViewLayout: .list(using: .init(appearance: .plain)))
        window.addSubview(collectionView)
        let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, Int> { [unowned self] cell, _, id in
            let product = Product(id: id, name: names[id] ?? "P\(id)")
            cell.contentConfiguration = TUIHostingConfiguration { ProductRow(product: product) }.margins(.horizontal, 0)
        }
        dataSource = TUICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        var snapshot = TUIDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0 ..< count), toSection: 0)
        dataSource.apply(snapshot)
        display(app)
    }

    /// The hosted content view of each visible item, by item.
    var contentViews: [Int: HostingConfigurationContentView] {
        var views: [Int: HostingConfigurationContentView] = [:]
        for indexPath in collectionView.indexPathsForVisibleItems {
            if let view = collectionView.cellForItem(at: indexPath)?.contentConfigurationView as? HostingConfigurationContentView {
                views[indexPath.item] = view
            }
        }
        return views
    }
}

@MainActor
@Suite("Hosted rows in a collection view")
struct HostedListTests {
    @Test func scrollingTenThousandHostedRowsKeepsContentViewsBoundedAndStateWithItsItem() {
        let live = HostingConfigurationContentView.liveCount
        let list = HostedList(count: 10_000)
        #expect(lines(list.surface)[0].hasPrefix(" P0 #0 "))
        var most = 0
        var checkedRows = 0
        for step in 1 ... 50 {
            list.collectionView.contentOffset = Point(x: 0, y: step * 199)
            display(list.app)
            most = max(most, HostingConfigurationContentView.liveCount - live)
            let screen = lines(list.surface)
            for indexPath in list.collectionView.indexPathsForVisibleItems {
                guard let frame = list.collectionView.frameForItem(at: indexPath) else { continue }
                let row = frame.minY - list.collectionView.contentOffset.y
                guard screen.indices.contains(row) else { continue }
                #expect(screen[row].hasPrefix(" P\(indexPath.item) #\(indexPath.item) "))
                checkedRows += 1
            }
        }
        #expect(checkedRows >= 50 * 7)
        #expect(most <= 8 + 2 * TUICollectionView.overscanRows + 1)
        #expect(list.window.rootViewController == nil)
    }

    @Test func reconfiguringOneItemUpdatesThatRowAlone() {
        let list = HostedList(count: 50)
        let views = list.contentViews
        let before = views.mapValues(\.graph.bodyEvaluationCount)
        list.names[3] = "Lamp"
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems([3])
        list.dataSource.apply(snapshot)
        display(list.app)
        #expect(lines(list.surface)[3].hasPrefix(" Lamp #3 "))
        let after = list.contentViews
        #expect(after[3] === views[3])
        let changed = after.filter { item, view in view.graph.bodyEvaluationCount != before[item] }.map(\.key)
        #expect(changed == [3])
    }

    @Test func theCellsSelectionReachesTheHostedRow() {
        let list = HostedList(count: 5)
        list.window.requestFocusUpdate(to: list.collectionView)
        send([key(.down), key(.enter)], to: list.app, surface: list.surface)
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(lines(list.surface)[1].hasPrefix(">P1"))
        #expect(lines(list.surface)[0].hasPrefix(" P0"))
    }
}
