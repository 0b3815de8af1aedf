import Observation

/// The model behind one product's detail screen, owned by the imperative
/// side and observed by the declarative one.
///
/// ``isFavorite`` reads and writes the ``CatalogStore``, so a favorite
/// toggled in the list shows here at once, and the other way round.
/// ``buy()`` runs one purchase at a time: while ``isBuying``, another call
/// does nothing. A declined payment sets ``failure`` for the "Purchase
/// Failed" alert; ``retry()`` dismisses it and tries again.
@MainActor
@Observable
public final class ProductDetailModel {
    /// The title of the alert shown when a purchase fails.
    public static let purchaseFailedTitle = "Purchase Failed"

    /// The product shown.
    public let product: Product

    /// Whether a purchase is in progress; the Buy button is disabled meanwhile.
    public private(set) var isBuying = false

    /// Why the last purchase failed, until the alert is dismissed.
    public private(set) var failure: PurchaseError?

    /// The last purchase that went through.
    public private(set) var completedPurchase: Purchase?

    @ObservationIgnored private let store: CatalogStore
    @ObservationIgnored private let purchaseService: any PurchaseService

    /// Creates the model for the product with `productID`.
    ///
    /// - Precondition: `store` has a product with `productID`.
    public init(productID: Product.ID, store: CatalogStore, purchaseService: any PurchaseService) {
        guard let product = store.product(withID: productID) else {
            preconditionFailure("ProductDetailModel: the store has no product \"\(productID)\"; ids must come from the catalog")
        }
        self.product = product
        self.store = store
        self.purchaseService = purchaseService
    }

    /// Whether the product is a favorite, as the store says.
    public var isFavorite: Bool {
        get { store.isFavorite(product.id) }
        set { store.setFavorite(newValue, for: product.id) }
    }

    /// The shopper's rating of the product, 1 to 5 stars, as the store keeps it; nil when unrated.
    public var rating: Int? {
        get { store.rating(of: product.id) }
        set { store.setRating(newValue, for: product.id) }
    }

    /// Adds the product to the favorites, or removes it.
    public func toggleFavorite() {
        store.toggleFavorite(product.id)
    }

    /// The favorite button's title for the current state.
    public var favoriteButtonTitle: String {
        isFavorite ? "Remove from Favorites" : "Add to Favorites"
    }

    /// Whether the failure alert is shown; setting it to false dismisses it.
    public var isShowingFailure: Bool {
        get { failure != nil }
        set { if !newValue { failure = nil } }
    }

    /// Buys the product: charges through the purchase service and records the purchase.
    ///
    /// - Returns: The purchase, or nil when it failed (see ``failure``) or
    ///   another purchase was already in progress.
    @discardableResult
    public func buy() async -> Purchase? {
        guard !isBuying else { return nil }
        isBuying = true
        failure = nil
        // The store counts payments in flight for screens other than this one.
        store.beginPurchase()
        defer {
            isBuying = false
            store.endPurchase()
        }
        do {
            try await purchaseService.purchase(product)
        } catch {
            failure = error
            return nil
        }
        let purchase = store.recordPurchase(of: product.id)
        completedPurchase = purchase
        return purchase
    }

    /// Dismisses the failure alert and tries the purchase again.
    @discardableResult
    public func retry() async -> Purchase? {
        failure = nil
        return await buy()
    }
}
