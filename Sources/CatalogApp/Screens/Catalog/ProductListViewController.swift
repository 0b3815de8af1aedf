import Foundation
import GraftHosting

/// A list of products, the UIKit way: a collection view with a list layout,
/// a diffable data source keyed by each product's position in the store (a
/// search builds a snapshot of up to every product, and integers hash far
/// faster than id strings), and rows whose content is a GraftUI
/// ``ProductRow`` in a hosting configuration.
///
/// The catalog tab shows every product (or those matching the search) in
/// sections by category; the favorites tab shows the favorites in one
/// section. Both follow the store: a favorite toggled anywhere reconfigures
/// that row alone.
final class ProductListViewController: TUIViewController, TUICollectionViewDelegate {
    /// Which products the list shows.
    enum Content {
        /// Every product matching the search, in sections by category.
        case catalog
        /// The favorite products, in catalog order.
        case favorites
    }

    let app: AppModel
    private let content: Content
    /// Opens a product's detail screen.
    let openProduct: @MainActor (Product.ID) -> Void
    /// Opens a product and starts buying it: Buy in a row's context menu.
    var buyProduct: (@MainActor (Product.ID) -> Void)?
    private(set) var collectionView: TUICollectionView?
    private var dataSource: TUICollectionViewDiffableDataSource<String, Int>?
    private var subscription: CatalogChangeSubscription?
    private let emptyLabel = TUILabel()
    /// Set when a cleared search brings every product back: the next
    /// snapshot scrolls the product the keys are on into view.
    private var revealsCurrentProductAfterUpdate = false
    /// The search field above the catalog, a GraftUI ``SearchField`` in a hosting view; none
    /// on the favorites tab.
    private(set) var searchField: TUISearchTextField?
    /// The favorites tab's toolbar button that empties the list, after asking.
    private lazy var removeAllItem = TUIBarButtonItem(title: "Remove All") { [weak self] in
        self?.confirmRemovingAllFavorites()
    }

    /// The catalog's Sort button, which opens the sort orders in a popover; none on the favorites tab.
    private(set) lazy var sortBarButtonItem: TUIBarButtonItem? =
        content == .catalog ? TUIBarButtonItem(title: "Sort") { [weak self] in self?.showSortOrders() } : nil

    /// Creates a list of `content` from `app`'s store.
    init(app: AppModel, content: Content, openProduct: @escaping @MainActor (Product.ID) -> Void) {
        self.app = app
        self.content = content
        self.openProduct = openProduct
        super.init()
        if content == .favorites {
            toolbarItems = [.flexibleSpace(), removeAllItem]
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var list = TUICollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = content == .catalog ? .supplementary : .none
        let collectionView = TUICollectionView(frame: .zero, collectionViewLayout: .list(using: list))
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        let safe = view.safeAreaLayoutGuide
        var listTop = safe.topAnchor
        if content == .catalog {
            let bar = TUIHostingView(
                rootView: CatalogSearchBar(
                    store: app.store,
                    onSubmit: { [weak self] in self?.focusList() },
                    onMake: { [weak self] field in self?.searchField = field }
                ))
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            TUILayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: safe.topAnchor),
                bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 1),
            ])
            listTop = bar.bottomAnchor
        }
        TUILayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: listTop),
            collectionView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        // One cursor: the row the keys are on is the selected row.
        collectionView.selectionFollowsFocus = true
        // Back from the search field or a sheet, the keys are on the same product.
        collectionView.remembersLastFocusedIndexPath = true
        self.collectionView = collectionView
        dataSource = makeDataSource(for: collectionView)

        emptyLabel.textColor = .gray
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        emptyLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(emptyLabel)
        TUILayoutConstraint.activate([
            emptyLabel.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            emptyLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            emptyLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        applySnapshot()
        if let first = firstIndexPath {
            collectionView.selectItem(at: first, animated: false, scrollPosition: [])
        }
        subscription = app.store.observeChanges { [weak self] change in self?.storeDidChange(change) }
    }

    // MARK: - Data

    private func makeDataSource(for collectionView: TUICollectionView) -> TUICollectionViewDiffableDataSource<String, Int> {
        let store = app.store
        let settings = app.settings
        let rows = TUICollectionView.CellRegistration<TUICollectionViewListCell, Int> { [weak self] cell, _, index in
            let product = store.products[index]
            let showsPicture = self?.showsRowPictures ?? false
            let price = settings.price(of: product)
            let isFavorite = store.isFavorite(product.id)
            cell.contentConfiguration = TUIHostingConfiguration {
                ProductRow(
                    product: product, price: price, isFavorite: isFavorite,
                    toggleFavorite: { store.toggleFavorite(product.id) }, showsPicture: showsPicture)
            }
            .margins(.horizontal, 1)
        }
        let headers = TUICollectionView.SupplementaryRegistration<TUIListSupplementaryView>(
            elementKind: TUICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            var content = TUIListContentConfiguration.plainHeader()
            content.text = self?.dataSource?.sectionIdentifier(for: indexPath.section)
            header.contentConfiguration = content
        }
        let dataSource = TUICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        return dataSource
    }

    /// The snapshot of what the list shows now.
    private func currentSnapshot() -> TUIDiffableDataSourceSnapshot<String, Int> {
        var snapshot = TUIDiffableDataSourceSnapshot<String, Int>()
        switch content {
        case .catalog:
            for section in app.store.sections where section.count > 0 {
                snapshot.appendSections([section.category])
                precondition(section.hasProductIndexes, "ProductListViewController: the store's sections must carry their product indexes")
                snapshot.appendItems(section.productIndexes, toSection: section.category)
            }
        case .favorites:
            let store = app.store
            let favorites = store.favoriteProductIDs.compactMap { store.index(ofProduct: $0) }
            if !favorites.isEmpty {
                snapshot.appendSections(["Favorites"])
                snapshot.appendItems(favorites, toSection: "Favorites")
            }
        }
        return snapshot
    }

    private func applySnapshot(animated: Bool = false) {
        guard let dataSource else { return }
        let snapshot = currentSnapshot()
        dataSource.apply(snapshot, animatingDifferences: animated)
        emptyLabel.isHidden = snapshot.numberOfItems > 0
        emptyLabel.text = emptyText
        if revealsCurrentProductAfterUpdate, let collectionView, let indexPath = collectionView.indexPathForFocusedItem {
            collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
        }
        removeAllItem.isEnabled = snapshot.numberOfItems > 0
        if collectionView?.indexPathForFocusedItem == nil, let first = firstIndexPath {
            collectionView?.selectItem(at: first, animated: false, scrollPosition: [])
        }
    }

    /// What an empty list says: why it is empty.
    private var emptyText: String {
        switch content {
        case .favorites: "No favorites yet. Press f on a product to add it."
        case .catalog where app.store.searchText.trimmingCharacters(in: .whitespaces).isEmpty: "The catalog is empty."
        case .catalog: "No products match your search."
        }
    }

    private var firstIndexPath: IndexPath? {
        guard let dataSource, dataSource.snapshot().numberOfItems > 0 else { return nil }
        return IndexPath(item: 0, section: 0)
    }

    private func storeDidChange(_ change: CatalogChange) {
        switch (content, change) {
        case (.catalog, .searchResults):
            // Results follow each keystroke at once.
            applySnapshot()
        case (.favorites, .favorite):
            // The rows after a favorite taken off slide up into its place.
            applySnapshot(animated: true)
        case (.catalog, .favorite(let id, _)):
            reconfigure(id)
        case (.catalog, .purchase), (.favorites, .purchase), (.favorites, .searchResults), (_, .rating):
            break
        }
    }

    /// Whether the rows show pictures: while the list is wide enough for them.
    private var showsRowPictures = false

    /// Shows or hides the rows' pictures as the list crosses ``ProductRow/pictureMinimumListWidth``.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let wide = view.bounds.width >= ProductRow.pictureMinimumListWidth
        guard wide != showsRowPictures else { return }
        showsRowPictures = wide
        reconfigureAll()
    }

    private func reconfigure(_ id: Product.ID) {
        guard let dataSource, let index = app.store.index(ofProduct: id) else { return }
        var snapshot = dataSource.snapshot()
        guard snapshot.indexOfItem(index) != nil else { return }
        snapshot.reconfigureItems([index])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Redraws every row, after a change that affects them all (how prices show).
    func reconfigureAll() {
        guard let dataSource else { return }
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // MARK: - Selection

    /// The product of the row the user is on: the focused row, else the selected one.
    var currentProductID: Product.ID? {
        guard let collectionView, let dataSource else { return nil }
        guard let indexPath = collectionView.indexPathForFocusedItem ?? collectionView.indexPathsForSelectedItems?.first else { return nil }
        return dataSource.itemIdentifier(for: indexPath).map { app.store.products[$0].id }
    }

    /// The product of the row at `point`, in the list's coordinates, if any.
    func productID(at point: Point) -> Product.ID? {
        guard let collectionView, let dataSource, let indexPath = collectionView.indexPathForItem(at: point) else { return nil }
        return dataSource.itemIdentifier(for: indexPath).map { app.store.products[$0].id }
    }

    /// Moves focus to the list, on the row the user was on (after the next
    /// layout if the list has no size yet).
    func focusList() {
        guard let collectionView, let window = view.window else { return }
        window.requestFocusUpdate(to: collectionView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Only the favorites have toolbar items; the screens pushed over them have none.
        navigationController?.setToolbarHidden(toolbarItems == nil, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    /// Keys go to the list when the screen first shows; coming back to it,
    /// focus returns to where it was (the list or the search field).
    override var preferredFocusEnvironments: [any TUIFocusEnvironment] {
        collectionView.map { [$0] } ?? super.preferredFocusEnvironments
    }

    // MARK: - Removing every favorite

    /// Asks before emptying the favorites; nothing happens when there are none.
    func confirmRemovingAllFavorites() {
        let count = app.store.favoriteProductIDs.count
        guard count > 0 else { return }
        let alert = TUIAlertController(
            title: "Remove All Favorites?",
            message: count == 1
                ? "1 product will be removed from your favorites." : "\(count) products will be removed from your favorites.",
            preferredStyle: .alert
        )
        alert.addAction(TUIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            TUIAlertAction(title: "Remove All", style: .destructive) { [weak self] _ in
                self?.app.store.removeAllFavorites()
            })
        present(alert, animated: true)
    }

    /// Enter or a click opens the row; moving with the arrows only selects it.
    func collectionView(_ collectionView: TUICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        guard let index = dataSource?.itemIdentifier(for: indexPath) else { return }
        openProduct(app.store.products[index].id)
    }

    override var keyCommands: [TUIKeyCommand]? {
        var commands: [TUIKeyCommand] = []
        // Enter belongs to the search field while it edits.
        if searchField?.isEditing != true {
            commands.append(
                TUIKeyCommand(title: "Open", input: "\r", discoverabilityTitle: "Open the selected product") { [weak self] _ in
                    guard let self, let id = currentProductID else { return }
                    openProduct(id)
                })
            // From the results, Escape clears the search as it does in the field.
            if searchField?.text?.isEmpty == false {
                commands.append(
                    TUIKeyCommand(
                        title: "Clear", input: TUIKeyCommand.inputEscape,
                        discoverabilityTitle: "Clear the search and show every product"
                    ) { [weak self] _ in
                        self?.clearSearch(revealingCurrentProduct: true)
                    })
            }
        } else {
            commands.append(
                TUIKeyCommand(
                    title: "Clear", input: TUIKeyCommand.inputEscape,
                    discoverabilityTitle: "Clear the search and go back to the list"
                ) { [weak self] _ in
                    self?.clearSearch()
                })
            commands.append(
                TUIKeyCommand(title: "Results", input: "\r", discoverabilityTitle: "Go to the results") { [weak self] _ in
                    self?.focusList()
                })
        }
        commands += [
            TUIKeyCommand(title: "Favorite", input: "f", discoverabilityTitle: "Toggle the favorite of the selected product") {
                [weak self] _ in
                guard let self, let id = currentProductID else { return }
                app.store.toggleFavorite(id)
            }
        ]
        if content == .favorites {
            commands.append(
                TUIKeyCommand(title: "Remove All", input: "x", discoverabilityTitle: "Remove every favorite") { [weak self] _ in
                    self?.confirmRemovingAllFavorites()
                })
        }
        if sortBarButtonItem != nil { commands.append(sortKeyCommand) }
        if searchField != nil {
            commands.append(
                TUIKeyCommand(title: "Search", input: "/", discoverabilityTitle: "Search the catalog") { [weak self] _ in
                    self?.focusSearch()
                })
        }
        return commands
    }

    // MARK: - Search

    /// Moves focus to the search field, to type a query.
    func focusSearch() {
        guard let searchField, let window = view.window else { return }
        window.requestFocusUpdate(to: searchField)
    }

    /// Empties the search field, shows every product again and returns to
    /// the list. From the results (`revealingCurrentProduct`), the product
    /// the keys were on stays under them, scrolled into view: it may be far
    /// down the whole catalog.
    func clearSearch(revealingCurrentProduct: Bool = false) {
        revealsCurrentProductAfterUpdate = revealingCurrentProduct
        app.store.searchText = ""
        revealsCurrentProductAfterUpdate = false
        focusList()
    }

    /// The most characters the search field takes. A search is a few words;
    /// without a bound, a huge paste (10 MB) made every later keystroke cost
    /// time in proportion to the query (0.75 s a key).
    static let maximumSearchLength = 200
}
