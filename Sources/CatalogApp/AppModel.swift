import Foundation
import Observation

/// The app's models and services in one place: the catalog store, the
/// settings, the purchase service and the saving of state.
///
/// Every change to favorites, purchases or settings is saved, in order and
/// off the main thread, so quitting never needs to ask; ``flush()`` waits
/// for the last write.
@MainActor
public final class AppModel {
    /// The catalog, favorites, purchases and search.
    public let store: CatalogStore
    /// The settings.
    public let settings: SettingsModel
    /// Takes payment for purchases.
    public let purchaseService: any PurchaseService

    /// Called on the main actor when saving the state fails; the message
    /// names the file and the reason.
    public var saveFailureHandler: ((FileSystemError) -> Void)?

    private var saver: StateSaver?
    private var subscription: CatalogChangeSubscription?

    /// Creates the app's models.
    ///
    /// - Parameters:
    ///   - catalog: The products.
    ///   - savedState: The state from the last run, or nil for a first run
    ///     (favorites then come from the catalog).
    ///   - stateFile: Where to save changes, or nil to save nothing.
    ///   - purchaseService: Takes payment for purchases.
    public init(catalog: Catalog, savedState: SavedState?, stateFile: StateFile?, purchaseService: any PurchaseService) {
        store = CatalogStore(catalog: catalog, favoriteIDs: savedState?.favorites, purchases: savedState?.purchases ?? [],
                             ratings: savedState?.ratings ?? [:])
        settings = SettingsModel(savedState?.settings ?? Settings())
        self.purchaseService = purchaseService
        if let stateFile {
            saver = StateSaver(file: stateFile) { [weak self] error in
                Task { @MainActor in self?.saveFailureHandler?(error) }
            }
        }
        subscription = store.observeChanges { [weak self] change in
            if change != .searchResults { self?.save() }
        }
        observeSettings()
    }

    /// The state as it would be saved now.
    public var savedState: SavedState {
        SavedState(favorites: store.persistentFavoriteIDs, purchases: store.purchases, settings: settings.settings,
                   ratings: store.ratings)
    }

    /// A model for the detail screen of the product with `productID`.
    ///
    /// - Precondition: The catalog has a product with `productID`.
    public func detailModel(for productID: Product.ID) -> ProductDetailModel {
        ProductDetailModel(productID: productID, store: store, purchaseService: purchaseService)
    }

    /// Saves the current state (done by itself after every change).
    public func save() {
        saver?.save(savedState)
    }

    /// Waits until every save asked for so far is on disk.
    public func flush() {
        saver?.flush()
    }

    private func observeSettings() {
        withObservationTracking {
            _ = settings.settings
        } onChange: { [weak self] in
            // Called before the change is made; save and observe again after it.
            Task { @MainActor in
                self?.save()
                self?.observeSettings()
            }
        }
    }
}
