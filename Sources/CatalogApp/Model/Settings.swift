import Foundation
import Observation

/// The app's appearance choice.
public enum Theme: String, CaseIterable, Codable, Sendable {
    /// Follow the terminal (dark unless it says otherwise).
    case system
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark

    /// The label a settings screen shows for the choice.
    public var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

/// Who is shopping, as the profile editor shows it, and where orders go.
public struct Profile: Hashable, Codable, Sendable {
    /// The person's name.
    public var name: String
    /// The person's email address.
    public var email: String
    /// Whether a receipt is emailed after each purchase.
    public var sendsReceipts: Bool
    /// Where orders are shipped, as one line.
    public var shippingAddress: String
    /// A few lines about the person, in their own words; may hold line breaks.
    public var notes: String

    /// Creates a profile.
    public init(
        name: String = "", email: String = "", sendsReceipts: Bool = true, shippingAddress: String = "", notes: String = ""
    ) {
        self.name = name
        self.email = email
        self.sendsReceipts = sendsReceipts
        self.shippingAddress = shippingAddress
        self.notes = notes
    }

    private enum CodingKeys: String, CodingKey {
        case name, email, sendsReceipts, shippingAddress, notes
    }

    /// Decodes a profile; a field the file does not have keeps its default,
    /// so files from before it existed still load, and in a state file so
    /// does a field that is not valid (with a warning).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Profile()
        name = try container.lenientValue(String.self, forKey: .name, or: defaults.name, in: decoder)
        email = try container.lenientValue(String.self, forKey: .email, or: defaults.email, in: decoder)
        sendsReceipts = try container.lenientValue(Bool.self, forKey: .sendsReceipts, or: defaults.sendsReceipts, in: decoder)
        shippingAddress = try container.lenientValue(String.self, forKey: .shippingAddress, or: defaults.shippingAddress, in: decoder)
        notes = try container.lenientValue(String.self, forKey: .notes, or: defaults.notes, in: decoder)
    }
}

/// Every setting, as a value the state file saves.
public struct Settings: Hashable, Codable, Sendable {
    /// The appearance.
    public var theme: Theme
    /// How prices show their currency.
    public var currencyDisplay: CurrencyDisplay
    /// The shopper's profile.
    public var profile: Profile
    /// Whether Buy Now asks before charging.
    public var confirmsPurchases: Bool
    /// How many purchases the dashboard lists, newest first.
    public var recentPurchaseCount: Int
    /// How the catalog orders products within each category.
    public var catalogSortOrder: CatalogSortOrder

    /// The range of ``recentPurchaseCount``.
    public static let recentPurchaseCountRange = 1 ... 10

    /// Creates settings; every argument has the app's default.
    public init(
        theme: Theme = .system, currencyDisplay: CurrencyDisplay = .symbol, profile: Profile = Profile(),
        confirmsPurchases: Bool = false, recentPurchaseCount: Int = 5, catalogSortOrder: CatalogSortOrder = .featured
    ) {
        self.catalogSortOrder = catalogSortOrder
        self.theme = theme
        self.currencyDisplay = currencyDisplay
        self.profile = profile
        self.confirmsPurchases = confirmsPurchases
        self.recentPurchaseCount = recentPurchaseCount.clamped(to: Self.recentPurchaseCountRange)
    }

    private enum CodingKeys: String, CodingKey {
        case theme, currencyDisplay, profile, confirmsPurchases, recentPurchaseCount, catalogSortOrder
    }

    /// Decodes settings; a setting the file does not have keeps its default,
    /// so files from before it existed still load, and in a state file so
    /// does a setting that is not valid (with a warning).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Settings()
        theme = try container.lenientChoice(Theme.self, forKey: .theme, or: defaults.theme, in: decoder)
        currencyDisplay = try container.lenientChoice(
            CurrencyDisplay.self, forKey: .currencyDisplay, or: defaults.currencyDisplay, in: decoder)
        profile = try container.lenientValue(Profile.self, forKey: .profile, or: defaults.profile, in: decoder)
        confirmsPurchases = try container.lenientValue(Bool.self, forKey: .confirmsPurchases, or: defaults.confirmsPurchases, in: decoder)
        recentPurchaseCount = try container.lenientValue(
            Int.self, forKey: .recentPurchaseCount, or: defaults.recentPurchaseCount, in: decoder
        )
        .clamped(to: Self.recentPurchaseCountRange)
        catalogSortOrder = try container.lenientChoice(
            CatalogSortOrder.self, forKey: .catalogSortOrder, or: defaults.catalogSortOrder, in: decoder)
    }
}

/// The settings screen's model: every change is seen at once by whatever
/// observes it and saved by ``AppModel``.
@MainActor
@Observable
public final class SettingsModel {
    /// The appearance.
    public var theme: Theme
    /// How prices show their currency.
    public var currencyDisplay: CurrencyDisplay
    /// The shopper's profile.
    public var profile: Profile
    /// Whether Buy Now asks before charging.
    public var confirmsPurchases: Bool
    /// How many purchases the dashboard lists, newest first.
    public var recentPurchaseCount: Int
    /// How the catalog orders products within each category.
    public var catalogSortOrder: CatalogSortOrder

    /// Creates the model with `settings`.
    public init(_ settings: Settings = Settings()) {
        theme = settings.theme
        currencyDisplay = settings.currencyDisplay
        profile = settings.profile
        confirmsPurchases = settings.confirmsPurchases
        recentPurchaseCount = settings.recentPurchaseCount
        catalogSortOrder = settings.catalogSortOrder
    }

    /// The locale prices are formatted for: the current one until the app
    /// reads the terminal's environment (`LC_ALL`, `LC_MONETARY`, `LANG`;
    /// plain English, `$49.00`, when they name none), except in tapes, which
    /// pin `en_US` so that recordings are the same on every machine. Not saved.
    @ObservationIgnored public var locale = Locale.current

    /// `product`'s price as these settings show it.
    public func price(of product: Product) -> String {
        product.formattedPrice(currencyDisplay, locale: locale)
    }

    /// An amount as these settings show prices.
    public func format(_ amount: Decimal, currencyCode: String) -> String {
        Product.format(amount, currencyCode: currencyCode, display: currencyDisplay, locale: locale)
    }

    /// Takes on `settings` (saved by another instance), changing only what differs.
    public func adopt(_ settings: Settings) {
        if theme != settings.theme { theme = settings.theme }
        if currencyDisplay != settings.currencyDisplay { currencyDisplay = settings.currencyDisplay }
        if profile != settings.profile { profile = settings.profile }
        if confirmsPurchases != settings.confirmsPurchases { confirmsPurchases = settings.confirmsPurchases }
        if recentPurchaseCount != settings.recentPurchaseCount { recentPurchaseCount = settings.recentPurchaseCount }
        if catalogSortOrder != settings.catalogSortOrder { catalogSortOrder = settings.catalogSortOrder }
    }

    /// The current settings as a value.
    public var settings: Settings {
        Settings(
            theme: theme, currencyDisplay: currencyDisplay, profile: profile,
            confirmsPurchases: confirmsPurchases, recentPurchaseCount: recentPurchaseCount, catalogSortOrder: catalogSortOrder)
    }
}

private extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
