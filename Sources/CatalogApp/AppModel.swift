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
    /// Warnings the screens show: a failed save, a corrupt state file.
    public let notices = AppNotices()

    private var saver: StateSaver?
    private var subscription: CatalogChangeSubscription?
    private var watcher: Task<Void, Never>?
    private var isAdopting = false
    /// The state of the file this instance's state was made from: what
    /// differs from it are this instance's own changes, which a save merges
    /// into whatever the file holds by then.
    private var base: SavedState

    /// Creates the app's models.
    ///
    /// - Parameters:
    ///   - catalog: The products.
    ///   - savedState: The state from the last run, or nil for a first run
    ///     (favorites then come from the catalog).
    ///   - stateFile: Where to save changes, or nil to save nothing.
    ///   - purchaseService: Takes payment for purchases.
    ///   - watchInterval: How often to look for changes another instance saved
    ///     (and retry a failed save); nil never looks.
    public init(
        catalog: Catalog, savedState: SavedState?, stateFile: StateFile?, purchaseService: any PurchaseService,
        watchInterval: Duration? = .seconds(1)
    ) {
        store = CatalogStore(
            catalog: catalog, favoriteIDs: savedState?.favorites, purchases: savedState?.purchases ?? [],
            ratings: savedState?.ratings ?? [:])
        settings = SettingsModel(savedState?.settings ?? Settings())
        store.sortOrder = settings.catalogSortOrder
        self.purchaseService = purchaseService
        base = savedState ?? SavedState()
        if let stateFile {
            saver = StateSaver(file: stateFile) { [weak self] outcome in
                Task { @MainActor in self?.handle(outcome) }
            }
            if let watchInterval { watch(every: watchInterval) }
        }
        subscription = store.observeChanges { [weak self] change in
            if change != .searchResults { self?.save() }
        }
        observeSettings()
    }

    isolated deinit {
        watcher?.cancel()
    }

    /// The state as it would be saved now.
    public var savedState: SavedState {
        SavedState(
            favorites: store.persistentFavoriteIDs, purchases: store.purchases, settings: settings.settings,
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
        guard !isAdopting else { return }
        saver?.save(savedState, base: base)
    }

    /// Looks for changes another instance saved, shows them, and retries a
    /// failed save (done by itself every `watchInterval`).
    public func refresh() {
        saver?.refresh(savedState, base: base)
    }

    /// Waits until every save asked for so far is on disk.
    public func flush() {
        saver?.flush()
    }

    /// Saves what is not saved yet, trying once more if the last save
    /// failed, and waits for it: for quitting.
    ///
    /// - Returns: Why the state is still not on disk, or nil when it is.
    public func finishSaving() -> FileSystemError? {
        guard let saver else { return nil }
        saver.flush()
        guard saver.unsavedError != nil else { return nil }
        saver.save(savedState, base: base)
        saver.flush()
        return saver.unsavedError
    }

    private func handle(_ outcome: StateSaver.Outcome) {
        switch outcome {
        case .synchronized(let sent, let merged):
            notices.saveWarning = nil
            // The file is whole again: what was wrong with it at launch no longer holds.
            notices.launchWarning = nil
            defer { base = merged }
            guard merged != sent else { return }
            // Changes made here since `sent` was saved go on top of the
            // other instance's; their own save follows.
            let shown = SavedState.merging(base: sent, mine: savedState, theirs: merged)
            isAdopting = true
            defer { isAdopting = false }
            store.adopt(favorites: shown.favorites, purchases: shown.purchases, ratings: shown.ratings)
            settings.adopt(shown.settings)
            store.sortOrder = settings.catalogSortOrder
        case .failed(let error):
            notices.saveWarning = "Not saved (kept, retrying): \(error)"
            saveFailureHandler?(error)
        }
    }

    private func watch(every interval: Duration) {
        watcher = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self else { return }
                self.refresh()
            }
        }
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
