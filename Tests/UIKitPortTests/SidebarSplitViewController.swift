// A split view with a sidebar list of sections, as UIKit's column-style
// split view samples build it, ported by renames only.

import TUIKit

final class SidebarViewController: TUIViewController, TUICollectionViewDelegate {
    private var collectionView: TUICollectionView!
    private var dataSource: TUICollectionViewDiffableDataSource<Int, String>!
    var onSelect: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        let configuration = TUICollectionLayoutListConfiguration(appearance: .sidebar)
        let layout = TUICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = TUICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, String> { cell, _, title in
            var content = TUIListContentConfiguration.sidebarCell()
            content.text = title
            cell.contentConfiguration = content
        }
        dataSource = TUICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Books", "Music", "Films"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: TUICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let title = dataSource.itemIdentifier(for: indexPath) else { return }
        onSelect?(title)
    }
}

final class LibrarySplitViewController: TUISplitViewController, TUISplitViewControllerDelegate {
    let sidebar = SidebarViewController()
    let detail = TUIViewController()
    private let detailLabel = TUILabel()

    init() {
        super.init(style: .doubleColumn)
        delegate = self
        preferredDisplayMode = .oneBesideSecondary
        preferredPrimaryColumnWidth = 24
        detail.title = "Books"
        detailLabel.text = "Pick a shelf"
        detailLabel.frame = Rect(x: 2, y: 1, width: 30, height: 1)
        detail.view.addSubview(detailLabel)
        sidebar.onSelect = { [weak self] title in
            self?.detail.title = title
            self?.detailLabel.text = "Shelf: \(title)"
            self?.show(.secondary)
        }
        setViewController(sidebar, for: .primary)
        setViewController(detail, for: .secondary)
    }

    func splitViewController(
        _ svc: TUISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: TUISplitViewController.Column
    ) -> TUISplitViewController.Column {
        .primary
    }
}
