import Foundation

@testable import TUIKit

/// A collection view on a headless screen, fed by a diffable data source of
/// strings, counting how often cells are configured.
@MainActor
final class ListScreen {
    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface
    let collectionView: TUICollectionView
    var dataSource: TUICollectionViewDiffableDataSource<String, String>!
    var configurations: [String] = []
    var texts: [String: String] = [:]
    let delegate = ListDelegate()

    init(width: Int = 20, height: Int = 6, layout: TUICollectionViewCompositionalLayout = .list(using: .init(appearance: .plain))) {
        (app, window, surface) = makeApp(width: width, height: height)
        collectionView = TUICollectionView(frame: Rect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.delegate = delegate
        window.addSubview(collectionView)
        let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, String> { [unowned self] cell, _, item in
            configurations.append(item)
            var content = cell.defaultContentConfiguration()
            content.text = texts[item] ?? item
            cell.contentConfiguration = content
        }
        dataSource = TUICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    /// Applies sections of items, such as `["A": ["a1", "a2"]]` in order.
    func apply(_ sections: [(String, [String])]) {
        var snapshot = TUIDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot)
        display()
    }

    /// Applies the current snapshot again with some items marked (reloaded
    /// or reconfigured), counting configurations from here on.
    func applyMarking(_ mark: (inout TUIDiffableDataSourceSnapshot<String, String>) -> Void) {
        configurations.removeAll()
        var snapshot = dataSource.snapshot()
        mark(&snapshot)
        dataSource.apply(snapshot)
        display()
    }

    func display() {
        app.mainLoop?.displayIfNeeded()
    }

    func press(_ events: Event...) {
        send(events, to: app, surface: surface)
    }

    var cellCount: Int { collectionView.subviews.filter { $0 is TUICollectionViewCell }.count }
}

/// Records what a collection view tells its delegate.
@MainActor
final class ListDelegate: TUICollectionViewDelegate {
    var events: [String] = []
    var refused: Set<IndexPath> = []

    func collectionView(_ collectionView: TUICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refused.contains(indexPath)
    }

    func collectionView(_ collectionView: TUICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: TUICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.section).\(indexPath.item)")
    }
}

/// The seeds a property test tries: `GRAFT_PROPERTY_SEED` alone when set,
/// otherwise `GRAFT_PROPERTY_COUNT` (`defaultCount` by default) seeds from `base` on.
func propertySeeds(from base: UInt64, defaultCount: Int = 300) -> [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["GRAFT_PROPERTY_SEED"], let seed = UInt64(text) { return [seed] }
    let count = environment["GRAFT_PROPERTY_COUNT"].flatMap { Int($0) } ?? defaultCount
    return (0 ..< UInt64(max(0, count))).map { base + $0 }
}
