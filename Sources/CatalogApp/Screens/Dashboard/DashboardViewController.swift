import Foundation
import GraftHosting

/// The dashboard: a UIKit screen of labels, with a GraftUI stats card
/// embedded as a child hosting controller that sizes itself to its content,
/// and a hosted badge. The card follows the store through its model; its
/// root view is never replaced.
final class DashboardViewController: TUIViewController {
    private let app: AppModel
    private let stats = DashboardStats()
    private let recentLabel = TUILabel()
    private var subscription: CatalogChangeSubscription?

    init(app: AppModel) {
        self.app = app
        super.init()
        title = "Dashboard"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = TUIHostingController(rootView: StatsCard(stats: stats))
        card.sizingOptions = .intrinsicContentSize
        addChild(card)
        card.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card.view)
        card.didMove(toParent: self)

        let heading = TUILabel()
        heading.text = "Recent purchases"
        heading.font = .preferredFont(forTextStyle: .headline)
        heading.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(heading)

        recentLabel.numberOfLines = 0
        recentLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(recentLabel)

        let badge = TUIHostingView { DashboardBadge(stats: self.stats) }
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)

        let margins = view.layoutMarginsGuide
        let safe = view.safeAreaLayoutGuide
        TUILayoutConstraint.activate([
            card.view.topAnchor.constraint(equalTo: safe.topAnchor, constant: 1),
            card.view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            badge.centerYAnchor.constraint(equalTo: card.view.centerYAnchor),
            badge.leadingAnchor.constraint(equalTo: card.view.trailingAnchor, constant: 2),
            badge.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            heading.topAnchor.constraint(equalTo: card.view.bottomAnchor, constant: 1),
            heading.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            recentLabel.topAnchor.constraint(equalTo: heading.bottomAnchor),
            recentLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            recentLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            recentLabel.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
        ])
        refresh()
        subscription = app.store.observeChanges { [weak self] change in
            if change != .searchResults { self?.refresh() }
        }
    }

    /// Recomputes the numbers from the store; the hosted card and badge
    /// follow the model, the labels are set here.
    private func refresh() {
        let store = app.store
        stats.productCount = store.products.count
        stats.categoryCount = store.categories.count
        stats.favoriteCount = store.favoriteProductIDs.count
        stats.purchaseCount = store.purchases.count
        stats.totalSpent = Self.total(of: store.purchases, settings: app.settings)
        let recent = store.purchases.suffix(5).reversed().compactMap { purchase -> String? in
            guard let product = store.product(withID: purchase.productID) else { return nil }
            return "• \(product.name)  \(app.settings.format(purchase.price, currencyCode: purchase.currencyCode))"
        }
        recentLabel.text = recent.isEmpty ? "Nothing bought yet." : recent.joined(separator: "\n")
        recentLabel.textColor = recent.isEmpty ? .gray : nil
    }

    /// The total spent, per currency, most spent first.
    static func total(of purchases: [Purchase], settings: SettingsModel) -> String {
        var totals: [String: Decimal] = [:]
        for purchase in purchases { totals[purchase.currencyCode, default: 0] += purchase.price }
        guard !totals.isEmpty else { return settings.format(0, currencyCode: Product.defaultCurrencyCode) }
        return totals.sorted { $0.value > $1.value }
            .map { settings.format($0.value, currencyCode: $0.key) }
            .joined(separator: " + ")
    }
}
