// Programmatic UIKit code as Apple's sample code writes it, ported by
// renames only: `import UIKit` -> `import TUIKit`, `UIX` -> `TUIX`,
// `NSDiffableDataSourceSnapshot` -> `TUIDiffableDataSourceSnapshot`,
// `NSLayoutConstraint` -> `TUILayoutConstraint`, `CGPoint` -> `Point`,
// `CGRect` -> `Rect`. Target-action with `#selector` needs the Objective-C
// runtime, which Linux has not: the code uses UIKit's closure-based
// `UIAction` forms, as current sample code does.
// Nothing else in these files may change for Graft; if one stops compiling,
// Graft's API has drifted from UIKit's.

import TUIKit

struct Park: Hashable {
    let name: String
    let state: String
}

final class ParksViewController: TUICollectionViewController {
    enum Section: CaseIterable {
        case favorites
        case all
    }

    private var dataSource: TUICollectionViewDiffableDataSource<Section, Park>!
    private let parks = [
        Park(name: "Acadia", state: "Maine"), Park(name: "Arches", state: "Utah"),
        Park(name: "Denali", state: "Alaska"), Park(name: "Zion", state: "Utah"),
    ]
    private(set) var opened: [String] = []

    init() {
        let configuration = TUICollectionLayoutListConfiguration(appearance: .insetGrouped)
        super.init(collectionViewLayout: TUICollectionViewCompositionalLayout.list(using: configuration))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Parks"
        navigationItem.rightBarButtonItem = TUIBarButtonItem(systemItem: .add, primaryAction: TUIAction { _ in })
        configureDataSource()
        applyInitialSnapshot()
    }

    private func configureDataSource() {
        let cellRegistration = TUICollectionView.CellRegistration<TUICollectionViewListCell, Park> { cell, indexPath, park in
            var content = cell.defaultContentConfiguration()
            content.text = park.name
            content.secondaryText = park.state
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = TUICollectionViewDiffableDataSource<Section, Park>(collectionView: collectionView) {
            collectionView, indexPath, park in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: park)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = TUIDiffableDataSourceSnapshot<Section, Park>()
        snapshot.appendSections([.favorites, .all])
        snapshot.appendItems([parks[2]], toSection: .favorites)
        snapshot.appendItems(parks.filter { $0 != parks[2] }, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func collectionView(_ collectionView: TUICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let park = dataSource.itemIdentifier(for: indexPath) else { return }
        opened.append(park.name)
        collectionView.deselectItem(at: indexPath, animated: true)
        let detail = TUIViewController()
        detail.title = park.name
        detail.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(detail, animated: true)
    }
}
