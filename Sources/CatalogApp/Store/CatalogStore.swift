import Foundation
import Observation

/// The catalog as the app shows it: products in catalog order, sections by
/// category, favorites, purchases and the search that filters the list.
///
/// Observation is as narrow as the data allows: a view that reads
/// ``isFavorite(_:)`` for one product re-evaluates only when that product's
/// favorite changes; one that reads ``favoriteProductIDs`` re-evaluates when
/// any does. Imperative code (a collection view) subscribes with
/// ``observeChanges(_:)`` and learns which product ids to reconfigure.
///
/// Searching matches case- and diacritic-insensitively: `creme` finds
/// "Crème Brûlée Torch". Each whitespace-separated word of the query must
/// occur in the product's name, category or summary.
@MainActor
@Observable
public final class CatalogStore {
    /// Every product, in catalog order.
    public let products: [Product]

    /// The categories in the order they first appear in the catalog.
    public let categories: [String]

    /// The sections the list shows: the products that match ``searchText``,
    /// grouped by category in first-appearance order, in ``sortOrder``
    /// within each; categories with no match are left out.
    public private(set) var sections: [CatalogSection]

    /// Every purchase recorded, oldest first.
    public private(set) var purchases: [Purchase]

    @ObservationIgnored private let indexByID: ProductIDIndex
    @ObservationIgnored private let sectionOfProduct: [Int]
    @ObservationIgnored private let allSections: [CatalogSection]
    @ObservationIgnored private let pendingSearchIndex: BackgroundValue<SearchIndex>
    @ObservationIgnored private var readySearchIndex: SearchIndex?
    @ObservationIgnored private var folding = SearchFolding()
    @ObservationIgnored private var storedSearchText = ""
    @ObservationIgnored private var searchHistory = SearchHistory()
    @ObservationIgnored private var sortedOrders = SortedProductOrders()
    /// Every product's sections in each sort order chosen so far.
    @ObservationIgnored private var unfilteredSectionsByOrder: [CatalogSortOrder: [CatalogSection]] = [:]
    @ObservationIgnored private var favoriteIndexes: Set<Int>
    @ObservationIgnored private var cachedFavoriteIDs: [Product.ID]?
    @ObservationIgnored private var unknownFavoriteIDs: [Product.ID]
    /// The shopper's ratings by product id, of this catalog's products and
    /// others' (kept for saving); read them through ``rating(of:)``.
    @ObservationIgnored private(set) var ratings: [Product.ID: Int]
    @ObservationIgnored private var changeHandlers: [Int: (CatalogChange) -> Void] = [:]
    @ObservationIgnored private var nextHandlerKey = 0

    /// Creates a store for `catalog`.
    ///
    /// - Parameters:
    ///   - catalog: The products, in order; their ids must be unique.
    ///   - favoriteIDs: The saved favorites, or nil to start from each
    ///     product's ``Product/isFavorite``. Ids this catalog does not have
    ///     are kept for saving, so switching catalogs loses nothing.
    ///   - purchases: The saved purchases, oldest first.
    ///   - ratings: The saved ratings, 1 to 5 stars by product id.
    /// The search index is built on another thread meanwhile; a search
    /// before it is ready waits for it.
    ///
    /// - Complexity: O(n) in the size of the catalog.
    public init(catalog: Catalog, favoriteIDs: [Product.ID]? = nil, purchases: [Purchase] = [], ratings: [Product.ID: Int] = [:]) {
        products = catalog.products
        // A catalog read from a file knows its ids' positions already.
        let indexByID = catalog.indexByID ?? ProductIDIndex(products: products)
        let outline = CatalogOutline(products: products)
        self.indexByID = indexByID
        categories = outline.categories
        sectionOfProduct = outline.sectionOfProduct
        allSections = outline.sections
        sections = outline.sections
        // Searching waits for the index only if it is not built by then;
        // the first frame never does.
        pendingSearchIndex = BackgroundValue { [products] in
            var folding = SearchFolding()
            return SearchIndex(products: products, folding: &folding)
        }
        if let favoriteIDs {
            favoriteIndexes = Set(favoriteIDs.compactMap { [products] in indexByID.index(of: $0, in: products) })
            unknownFavoriteIDs = favoriteIDs.filter { [products] in indexByID.index(of: $0, in: products) == nil }
        } else {
            favoriteIndexes = Set(outline.favoriteIndexes)
            unknownFavoriteIDs = []
        }
        self.purchases = purchases
        self.ratings = ratings.filter { ProductRating.stars.contains($0.value) }
    }

    // MARK: - Lookup

    /// The product with `id`, or nil when the catalog has none.
    ///
    /// - Complexity: O(1).
    public func product(withID id: Product.ID) -> Product? {
        indexByID.index(of: id, in: products).map { products[$0] }
    }

    private func index(of id: Product.ID, _ caller: String) -> Int {
        guard let index = indexByID.index(of: id, in: products) else {
            preconditionFailure("CatalogStore.\(caller): ids must come from the catalog, but it has no product \"\(id)\"")
        }
        return index
    }

    // MARK: - Search

    /// The text the list is filtered by; empty shows every product.
    ///
    /// Setting it recomputes ``sections`` at once. When the new text extends
    /// the previous one (the user typed a character), only the previous
    /// matches are searched again; deleting a character returns the earlier
    /// result without searching.
    public var searchText: String {
        get {
            access(keyPath: \.searchText)
            return storedSearchText
        }
        set {
            guard newValue != storedSearchText else { return }
            withMutation(keyPath: \.searchText) { storedSearchText = newValue }
            updateSections()
            notify(.searchResults)
        }
    }

    /// How the products are ordered within each category; the catalog's
    /// own order (``CatalogSortOrder/featured``) by default.
    ///
    /// Setting it recomputes ``sections`` at once, keeping the search. Each
    /// order is worked out once, the first time it is chosen (O(n log n));
    /// after that a change of order or a keystroke walks it in O(n). A
    /// rating changed while the list is sorted by rating reorders it at the
    /// next search or change of order, so the row under the keys stays put.
    public var sortOrder = CatalogSortOrder.featured {
        didSet {
            guard sortOrder != oldValue else { return }
            searchHistory.removeAll()
            updateSections()
            notify(.searchResults)
        }
    }

    /// How many products match ``searchText``.
    public var matchCount: Int {
        sections.reduce(0) { $0 + $1.count }
    }

    private func updateSections() {
        var query: [UInt8] = []
        folding.fold(storedSearchText, into: &query)
        let terms = query.split(separator: UInt8(ascii: " ")).map { Array($0) }
        guard !terms.isEmpty else {
            searchHistory.removeAll()
            sections = unfilteredSections()
            return
        }
        let index = readySearchIndex ?? pendingSearchIndex.value
        readySearchIndex = index
        let permutation = sortedOrders.permutation(for: sortOrder, products: products, ratings: ratings)
        sections = searchHistory.sections(for: query) { candidates in
            index.matches(of: terms, among: candidates)
        } group: { [products, categories, sectionOfProduct] matches in
            Self.sections(
                of: Self.ordered(matches, by: permutation, productCount: products.count), products: products,
                categories: categories, sectionOfProduct: sectionOfProduct)
        }
    }

    /// Every product in sections, in ``sortOrder``, made once per order.
    private func unfilteredSections() -> [CatalogSection] {
        guard let permutation = sortedOrders.permutation(for: sortOrder, products: products, ratings: ratings) else {
            return allSections
        }
        if let known = unfilteredSectionsByOrder[sortOrder] { return known }
        let made = Self.sections(of: permutation, products: products, categories: categories, sectionOfProduct: sectionOfProduct)
        unfilteredSectionsByOrder[sortOrder] = made
        return made
    }

    /// Ascending `matches` put in `permutation`'s order by one walk along it
    /// (none for the catalog's own order).
    private static func ordered(_ matches: [Int], by permutation: [Int]?, productCount: Int) -> [Int] {
        guard let permutation, matches.count > 1 else { return matches }
        var isMatch = [Bool](repeating: false, count: productCount)
        for index in matches { isMatch[index] = true }
        var ordered: [Int] = []
        ordered.reserveCapacity(matches.count)
        for index in permutation where isMatch[index] { ordered.append(index) }
        return ordered
    }

    /// Groups product indexes into sections, keeping their order within
    /// each, in two passes so each section's array is made once at its final size.
    private static func sections(
        of indexes: [Int], products: [Product], categories: [String], sectionOfProduct: [Int]
    ) -> [CatalogSection] {
        var sizes = [Int](repeating: 0, count: categories.count)
        for index in indexes { sizes[sectionOfProduct[index]] += 1 }
        var buckets = sizes.map { size in
            var bucket: [Int] = []
            bucket.reserveCapacity(size)
            return bucket
        }
        for index in indexes { buckets[sectionOfProduct[index]].append(index) }
        return categories.indices.compactMap { section in
            buckets[section].isEmpty ? nil : CatalogSection(category: categories[section], productIndexes: buckets[section], of: products)
        }
    }

    /// The position in ``products`` of the product with `id`, for lists keyed by position.
    func index(ofProduct id: Product.ID) -> Int? {
        indexByID.index(of: id, in: products)
    }

    // MARK: - Favorites

    /// Whether the product with `id` is a favorite.
    ///
    /// Observation tracks this per product: reading it for one product does
    /// not make a view depend on any other.
    public func isFavorite(_ id: Product.ID) -> Bool {
        self[favoriteStatus: id]
    }

    /// Backs ``isFavorite(_:)`` so that each product has a key path of its own to observe.
    subscript(favoriteStatus id: Product.ID) -> Bool {
        access(keyPath: \.[favoriteStatus: id])
        return indexByID.index(of: id, in: products).map { favoriteIndexes.contains($0) } ?? false
    }

    /// The ids of the favorite products, in catalog order.
    ///
    /// - Complexity: O(f log f) for f favorites after a change, O(1) otherwise.
    public var favoriteProductIDs: [Product.ID] {
        access(keyPath: \.favoriteProductIDs)
        if let cachedFavoriteIDs { return cachedFavoriteIDs }
        let ids = favoriteIndexes.sorted().map { products[$0].id }
        cachedFavoriteIDs = ids
        return ids
    }

    /// The favorite products, in catalog order.
    public var favorites: [Product] {
        favoriteProductIDs.compactMap { product(withID: $0) }
    }

    /// The favorites to save: this catalog's, in catalog order, then those of
    /// products this catalog does not have, as they were loaded.
    public var persistentFavoriteIDs: [Product.ID] {
        favoriteProductIDs + unknownFavoriteIDs
    }

    /// Makes the product with `id` a favorite or not.
    ///
    /// - Precondition: The catalog has a product with `id`.
    public func setFavorite(_ isFavorite: Bool, for id: Product.ID) {
        let index = index(of: id, "setFavorite(_:for:)")
        guard favoriteIndexes.contains(index) != isFavorite else { return }
        withMutation(keyPath: \.favoriteProductIDs) {
            withMutation(keyPath: \.[favoriteStatus: id]) {
                if isFavorite { favoriteIndexes.insert(index) } else { favoriteIndexes.remove(index) }
                cachedFavoriteIDs = nil
            }
        }
        notify(.favorite(id, isFavorite: isFavorite))
    }

    /// Adds the product with `id` to the favorites, or removes it.
    ///
    /// - Precondition: The catalog has a product with `id`.
    public func toggleFavorite(_ id: Product.ID) {
        setFavorite(!isFavorite(id), for: id)
    }

    /// Removes every product of this catalog from the favorites, telling
    /// observers of each one; favorites of products this catalog does not
    /// have are kept for saving.
    public func removeAllFavorites() {
        for id in favoriteProductIDs { setFavorite(false, for: id) }
    }

    // MARK: - Purchases

    /// Makes the identifier of each new purchase (its order number); a new
    /// random UUID by default. Tape runs number purchases instead, so a
    /// recording of a checkout is the same on every run.
    public var makePurchaseID: () -> UUID = { UUID() }

    /// Purchase identifiers that count up, `00000001-0000-4000-8000-000000000000`
    /// first, for ``makePurchaseID`` where order numbers must be reproducible.
    public static func countingPurchaseIDs() -> () -> UUID {
        var count = 0
        return {
            count += 1
            let hex = String(count, radix: 16, uppercase: true)
            let number = String(repeating: "0", count: max(0, 8 - hex.count)) + hex
            // Eight hex digits and a fixed tail always make a valid UUID.
            return UUID(uuidString: number + "-0000-4000-8000-000000000000") ?? UUID()
        }
    }

    /// The store's clock: when a purchase happens, and what "today" is on
    /// the dashboard. Tape runs fix it, so recordings show the same dates.
    public var now: () -> Date = { .now }

    /// Records that the product with `id` was bought at its current price,
    /// at `date` (``now`` when nil).
    ///
    /// - Precondition: The catalog has a product with `id`.
    /// - Returns: The recorded purchase.
    @discardableResult
    public func recordPurchase(of id: Product.ID, date: Date? = nil) -> Purchase {
        var purchase = Purchase(of: products[index(of: id, "recordPurchase(of:date:)")], date: date ?? now())
        purchase.id = makePurchaseID()
        purchases.append(purchase)
        notify(.purchase(purchase, isRecorded: true))
        return purchase
    }

    /// Removes the purchases with the given ids from the history; ids it
    /// does not have are ignored.
    ///
    /// Change handlers hear of each removed purchase, after all are gone.
    ///
    /// - Complexity: O(n) in the number of purchases.
    public func removePurchases(withIDs ids: Set<Purchase.ID>) {
        guard !ids.isEmpty else { return }
        var removed: [Purchase] = []
        var kept: [Purchase] = []
        kept.reserveCapacity(purchases.count)
        for purchase in purchases {
            if ids.contains(purchase.id) { removed.append(purchase) } else { kept.append(purchase) }
        }
        guard !removed.isEmpty else { return }
        purchases = kept
        for purchase in removed { notify(.purchase(purchase, isRecorded: false)) }
    }

    /// How many purchases are being paid for now: begun with
    /// ``beginPurchase()`` and not yet ended with ``endPurchase()``.
    ///
    /// A screen can show that an order is processing while the user looks
    /// elsewhere; Observation tracks it.
    public private(set) var purchasesInProgress = 0

    /// Notes that a payment has started; balance it with ``endPurchase()``
    /// whether the payment goes through or not.
    public func beginPurchase() {
        purchasesInProgress += 1
    }

    /// Notes that a payment begun with ``beginPurchase()`` has ended.
    ///
    /// - Precondition: A purchase is in progress.
    public func endPurchase() {
        precondition(purchasesInProgress > 0, "CatalogStore.endPurchase(): every call must balance an earlier beginPurchase()")
        purchasesInProgress -= 1
    }

    // MARK: - Ratings

    /// The shopper's rating of the product with `id`, 1 to 5 stars, or nil.
    ///
    /// Observation tracks this per product, as it does favorites.
    public func rating(of id: Product.ID) -> Int? {
        self[rating: id]
    }

    /// Backs ``rating(of:)`` so that each product has a key path of its own to observe.
    subscript(rating id: Product.ID) -> Int? {
        access(keyPath: \.[rating: id])
        return ratings[id]
    }

    /// Rates the product with `id`; nil takes the rating back.
    ///
    /// - Precondition: The catalog has a product with `id`, and `stars` is
    ///   nil or within ``ProductRating/stars``.
    public func setRating(_ stars: Int?, for id: Product.ID) {
        _ = index(of: id, "setRating(_:for:)")
        if let stars {
            precondition(ProductRating.stars.contains(stars), "CatalogStore.setRating(_:for:): \(stars) is not 1 to 5 stars")
        }
        guard ratings[id] != stars else { return }
        withMutation(keyPath: \.[rating: id]) { ratings[id] = stars }
        sortedOrders.ratingsChanged()
        unfilteredSectionsByOrder[.rating] = nil
        notify(.rating(id, stars: stars))
    }

    // MARK: - Another instance's changes

    /// Takes on favorites, purchases and ratings saved by another instance
    /// (merged with this one's, see ``SavedState/merging(base:mine:theirs:)``),
    /// telling observers of each product that changed, as the user's own
    /// changes do.
    func adopt(favorites ids: [Product.ID], purchases newPurchases: [Purchase], ratings newRatings: [Product.ID: Int]) {
        let wanted = Set(ids)
        for product in products where wanted.contains(product.id) != isFavorite(product.id) {
            setFavorite(wanted.contains(product.id), for: product.id)
        }
        unknownFavoriteIDs = ids.filter { indexByID.index(of: $0, in: products) == nil }
        let newIDs = Set(newPurchases.map(\.id))
        removePurchases(withIDs: Set(purchases.map(\.id)).subtracting(newIDs))
        let oldIDs = Set(purchases.map(\.id))
        purchases = newPurchases
        for purchase in newPurchases where !oldIDs.contains(purchase.id) { notify(.purchase(purchase, isRecorded: true)) }
        for id in Set(ratings.keys).union(newRatings.keys) where ratings[id] != newRatings[id] {
            let stars = newRatings[id].flatMap { ProductRating.stars.contains($0) ? $0 : nil }
            if indexByID.index(of: id, in: products) != nil {
                setRating(stars, for: id)
            } else {
                ratings[id] = stars
            }
        }
    }

    // MARK: - Change notifications

    /// Calls `handler` after every change to favorites, purchases (recorded
    /// or removed) or the search results, until the returned subscription is cancelled or released.
    ///
    /// ```swift
    /// subscription = store.observeChanges { change in
    ///     snapshot.reconfigureItems(change.productIDs)
    /// }
    /// ```
    public func observeChanges(_ handler: @escaping (CatalogChange) -> Void) -> CatalogChangeSubscription {
        let key = nextHandlerKey
        nextHandlerKey += 1
        changeHandlers[key] = handler
        return CatalogChangeSubscription { [weak self] in self?.changeHandlers[key] = nil }
    }

    private func notify(_ change: CatalogChange) {
        for key in changeHandlers.keys.sorted() {
            changeHandlers[key]?(change)
        }
    }
}

/// Keeps a ``CatalogStore/observeChanges(_:)`` handler registered while it lives.
@MainActor
public final class CatalogChangeSubscription {
    private var cancellation: (() -> Void)?

    init(cancellation: @escaping () -> Void) {
        self.cancellation = cancellation
    }

    /// Stops calling the handler.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    isolated deinit {
        cancel()
    }
}
