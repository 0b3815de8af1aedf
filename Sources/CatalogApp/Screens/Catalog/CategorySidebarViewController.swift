import GraftHosting

/// The catalog's sidebar on a wide terminal: its categories in a sidebar
/// list, each with how many products it has (matching the search). Moving
/// to a category scrolls the product list to it; Enter also moves focus to
/// the list.
final class CategorySidebarViewController: TUIViewController, TUICollectionViewDelegate {
    private let store: CatalogStore
    /// Called when the user moves to a category (`focusList` false) or
    /// chooses it (true).
    private let onChoose: @MainActor (_ category: String, _ focusList: Bool) -> Void
    private var dataSource: TUICollectionViewDiffableDataSource<Int, String>?
    private var subscription: CatalogChangeSubscription?
    private(set) var collectionView: TUICollectionView?

    init(store: CatalogStore, onChoose: @escaping @MainActor (_ category: String, _ focusList: Bool) -> Void) {
        self.store = store
        self.onChoose = onChoose
        super.init()
        title = "Categories"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = TUICollectionViewCompositionalLayout.list(using: TUICollectionLayoutListConfiguration(appearance: .sidebar))
        let collectionView = TUICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.selectionFollowsFocus = true
        collectionView.remembersLastFocusedIndexPath = true
        view.addSubview(collectionView)
        self.collectionView = collectionView
        let rows = TUICollectionView.CellRegistration<TUICollectionViewListCell, String> { [store] cell, _, category in
            var content = TUIListContentConfiguration.sidebarCell()
            content.text = category
            content.secondaryText = store.sections.first { $0.category == category }.map { String($0.count) }
            cell.contentConfiguration = content
        }
        dataSource = TUICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, category in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: category)
        }
        applySnapshot()
        subscription = store.observeChanges { [weak self] change in
            if case .searchResults = change { self?.applySnapshot() }
        }
    }

    /// The categories with products matching the search, in catalog order.
    private func applySnapshot() {
        var snapshot = TUIDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        let categories = store.sections.filter { $0.count > 0 }.map(\.category)
        snapshot.appendItems(categories, toSection: 0)
        snapshot.reconfigureItems(categories)
        dataSource?.apply(snapshot, animatingDifferences: false)
        // One row is always the sidebar's current category.
        if collectionView?.indexPathsForSelectedItems?.isEmpty ?? true, !categories.isEmpty {
            collectionView?.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        }
    }

    /// Keys go to the list of categories.
    override var preferredFocusEnvironments: [any TUIFocusEnvironment] {
        collectionView.map { [$0] } ?? super.preferredFocusEnvironments
    }

    /// The arrows move to a category: the product list follows.
    func collectionView(_ collectionView: TUICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard collectionView.window != nil, let category = dataSource?.itemIdentifier(for: indexPath) else { return }
        onChoose(category, false)
    }

    /// Enter or a click chooses the category: the list shows it and takes focus.
    func collectionView(_ collectionView: TUICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        guard let category = dataSource?.itemIdentifier(for: indexPath) else { return }
        onChoose(category, true)
    }
}
