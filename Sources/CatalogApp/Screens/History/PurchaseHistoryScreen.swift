import Foundation
import GraftHosting

/// Builds the purchase history screen: GraftUI content in a hosting
/// controller, pushed from the dashboard.
@MainActor
enum PurchaseHistoryScreen {
    /// A hosting controller listing `app`'s purchases with dates in `timeZone`.
    static func make(app: AppModel, timeZone: TimeZone = .current) -> TUIHostingController<PurchaseHistoryView> {
        TUIHostingController(rootView: PurchaseHistoryView(store: app.store, settings: app.settings, timeZone: timeZone))
    }
}
