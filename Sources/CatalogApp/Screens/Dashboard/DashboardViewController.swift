import Foundation
import GraftHosting

/// The dashboard: a UIKit screen of labels, with a GraftUI stats card
/// embedded as a child hosting controller that sizes itself to its content,
/// a hosted badge, the rewards bar, a spinner while orders are processing,
/// a chart of purchases per day (a second child hosting controller, beside
/// the recent purchases where the terminal is wide enough), and a button
/// (or `h`) that pushes the purchase history. The card and the chart follow
/// the store through their models; their root views are never replaced.
final class DashboardViewController: TUIViewController {
    private let app: AppModel
    private let stats = DashboardStats()
    private let chartData = PurchaseChartData()
    private lazy var chart = TUIHostingController(rootView: MarketChartView(data: chartData))
    /// The recent purchases' right edge: the chart's left on a wide
    /// terminal, the margin on a narrow one.
    private var wideLayout: [TUILayoutConstraint] = []
    private var narrowLayout: [TUILayoutConstraint] = []
    private let recentLabel = TUILabel()
    private let rewardsView = RewardsView()
    private let activityIndicator = TUIActivityIndicatorView(style: .medium)
    private let processingLabel = TUILabel()
    private var subscription: CatalogChangeSubscription?
    private var processingObservation: ObservationLoop<Int>?
    private var recentCountObservation: ObservationLoop<Int>?
    /// The hosted favorites badge beside the card, and the button under it.
    private lazy var badge = TUIHostingView { DashboardBadge(stats: self.stats) }
    private lazy var historyButton = makeHistoryButton()
    /// What the screen's content is clipped to.
    private let content = TUIView()

    /// The narrowest content that has room for the chart beside the recent purchases.
    static let chartMinimumWidth = 72
    /// The fewest rows the chart is shown in: a heading, a few rows of bars, the labels and the readout.
    static let chartMinimumHeight = 6

    /// The time zone the purchase history and the chart show dates in; the
    /// current one unless a test pins it.
    var historyTimeZone = TimeZone.current {
        didSet { if isViewLoaded { refresh() } }
    }

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
        // Everything sits in a view clipped to the safe area: on a short
        // terminal the lower rows are cut rather than drawn over the tab bar.
        content.clipsToBounds = true
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        card.view.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(card.view)
        card.didMove(toParent: self)

        let heading = TUILabel()
        heading.text = "Recent purchases"
        heading.font = .preferredFont(forTextStyle: .headline)

        addChild(chart)
        chart.view.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(chart.view)
        chart.didMove(toParent: self)

        processingLabel.textColor = .gray
        recentLabel.numberOfLines = 0
        for subview in [badge, historyButton, rewardsView, heading, activityIndicator, processingLabel, recentLabel] as [TUIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(subview)
        }

        let margins = view.layoutMarginsGuide
        let safe = view.safeAreaLayoutGuide
        // On a narrow terminal the badge and the button run off the edge
        // rather than squeeze the card, and are then left out (see
        // viewDidLayoutSubviews).
        let badgeFits = badge.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)
        let buttonFits = historyButton.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)
        badgeFits.priority = .defaultLow
        buttonFits.priority = .defaultLow
        TUILayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            card.view.topAnchor.constraint(equalTo: content.topAnchor, constant: 1),
            card.view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            badge.centerYAnchor.constraint(equalTo: card.view.centerYAnchor),
            badge.leadingAnchor.constraint(equalTo: card.view.trailingAnchor, constant: 2),
            badgeFits,
            historyButton.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 1),
            historyButton.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            buttonFits,
            rewardsView.topAnchor.constraint(equalTo: card.view.bottomAnchor, constant: 1),
            rewardsView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            rewardsView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            heading.topAnchor.constraint(equalTo: rewardsView.bottomAnchor, constant: 1),
            heading.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            activityIndicator.centerYAnchor.constraint(equalTo: heading.centerYAnchor),
            activityIndicator.leadingAnchor.constraint(equalTo: heading.trailingAnchor, constant: 2),
            processingLabel.centerYAnchor.constraint(equalTo: heading.centerYAnchor),
            processingLabel.leadingAnchor.constraint(equalTo: activityIndicator.trailingAnchor, constant: 1),
            processingLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            recentLabel.topAnchor.constraint(equalTo: heading.bottomAnchor),
            recentLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            chart.view.topAnchor.constraint(equalTo: heading.topAnchor),
            chart.view.leadingAnchor.constraint(equalTo: content.centerXAnchor, constant: 1),
            chart.view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            chart.view.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ])
        // A wrapping label wraps at its last width; pinning the width keeps a
        // longer list from wrapping at the width "Nothing bought yet." had.
        wideLayout = [recentLabel.trailingAnchor.constraint(equalTo: chart.view.leadingAnchor, constant: -2)]
        narrowLayout = [recentLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor)]
        refresh()
        subscription = app.store.observeChanges { [weak self] change in
            if change != .searchResults { self?.refresh() }
        }
        let store = app.store
        processingObservation = ObservationLoop(read: { store.purchasesInProgress }) { [weak self] count in
            self?.showProcessing(count)
        }
        let settings = app.settings
        recentCountObservation = ObservationLoop(read: { settings.recentPurchaseCount }) { [weak self] _ in
            self?.refresh()
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let isWide = view.bounds.width >= Self.chartMinimumWidth
        TUILayoutConstraint.deactivate(isWide ? narrowLayout : wideLayout)
        TUILayoutConstraint.activate(isWide ? wideLayout : narrowLayout)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The chart is left out whole where it has no room beside the list.
        chart.view.isHidden = view.bounds.width < Self.chartMinimumWidth || chart.view.bounds.height < Self.chartMinimumHeight
        // A box or a bracketed button cut by the screen's edge reads as a
        // broken glyph: what does not fit whole is left out (`h` still opens
        // the history, as the footer says).
        let room = view.layoutMarginsGuide.layoutFrame
        let visible = content.convert(content.bounds, to: view)
        for piece in [badge, historyButton] as [TUIView] {
            let frame = piece.convert(piece.bounds, to: view)
            piece.isHidden = frame.maxX > room.maxX || frame.maxY > visible.maxY
        }
    }

    private func makeHistoryButton() -> TUIButton {
        var configuration = TUIButton.Configuration.bordered()
        configuration.image = "clock"
        let action = TUIAction(title: "Purchase History") { [weak self] _ in self?.showPurchaseHistory() }
        return TUIButton(configuration: configuration, primaryAction: action)
    }

    /// Recomputes the numbers from the store; the hosted card and badge
    /// follow the model, the labels and the rewards bar are set here.
    private func refresh() {
        let store = app.store
        stats.productCount = store.products.count
        stats.categoryCount = store.categories.count
        stats.favoriteCount = store.favoriteProductIDs.count
        stats.purchaseCount = store.purchases.count
        stats.totalSpent = Self.total(of: store.purchases, settings: app.settings)
        rewardsView.show(RewardsProgress(purchaseCount: store.purchases.count))
        chartData.update(purchases: store.purchases, now: store.now(), timeZone: historyTimeZone, locale: app.settings.locale)
        let recent = store.purchases.suffix(app.settings.recentPurchaseCount).reversed().compactMap { purchase -> String? in
            guard let product = store.product(withID: purchase.productID) else { return nil }
            return "• \(product.name)  \(app.settings.format(purchase.price, currencyCode: purchase.currencyCode))"
        }
        recentLabel.text = recent.isEmpty ? "Nothing bought yet." : recent.joined(separator: "\n")
        recentLabel.textColor = recent.isEmpty ? .gray : nil
    }

    /// Turns the spinner while `count` orders are being paid for.
    private func showProcessing(_ count: Int) {
        if count > 0 {
            processingLabel.text = Self.processingText(count)
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
        processingLabel.isHidden = count == 0
    }

    /// "Processing 1 order…", "Processing 2 orders…".
    static func processingText(_ count: Int) -> String {
        "Processing \(count) order\(count == 1 ? "" : "s")…"
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

    // MARK: - Purchase history

    /// Pushes the purchase history, unless it is showing already.
    func showPurchaseHistory() {
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation.pushViewController(PurchaseHistoryScreen.make(app: app, timeZone: historyTimeZone), animated: true)
    }

    override var keyCommands: [TUIKeyCommand]? {
        [
            TUIKeyCommand(title: "History", input: "h", discoverabilityTitle: "Show the purchase history") { [weak self] _ in
                self?.showPurchaseHistory()
            }
        ]
    }
}
