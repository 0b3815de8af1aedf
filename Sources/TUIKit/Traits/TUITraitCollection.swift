/// The interface environment of a view: light or dark appearance, size
/// classes, layout direction and preferred text size.
///
/// A window derives its traits from the terminal: its size classes from its
/// size in cells (see ``TUIUserInterfaceSizeClass``), its appearance from the
/// application. Every view inherits its superview's traits, with its own
/// ``TUIView/overrideUserInterfaceStyle`` applied, and hears about changes in
/// ``TUITraitEnvironment/traitCollectionDidChange(_:)``.
///
/// ```swift
/// if traitCollection.horizontalSizeClass == .compact {
///     stack.axis = .vertical
/// }
/// ```
public struct TUITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark appearance.
    public var userInterfaceStyle: TUIUserInterfaceStyle
    /// The width class: compact below 80 columns, regular from 80.
    public var horizontalSizeClass: TUIUserInterfaceSizeClass
    /// The height class: compact below 24 rows, regular from 24.
    public var verticalSizeClass: TUIUserInterfaceSizeClass
    /// Whether content reads left to right or right to left.
    public var layoutDirection: TUITraitEnvironmentLayoutDirection
    /// The text size the user prefers; terminals draw one size, so views may
    /// use it to choose denser or roomier layouts.
    public var preferredContentSizeCategory: TUIContentSizeCategory
    /// Whether the appearance is the application's guess at the terminal's
    /// (a window's own traits, no override on the way): the terminal's own
    /// text and background colors are drawn then, so adaptive colors
    /// resolve to the terminal's palette rather than Apple's light or dark
    /// values. Collections an app makes have an explicit appearance.
    package var usesTerminalAppearance = false

    /// Creates a trait collection with every trait unspecified.
    public init() {
        userInterfaceStyle = .unspecified
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        layoutDirection = .unspecified
        preferredContentSizeCategory = .unspecified
    }

    /// Creates a trait collection that specifies only an appearance.
    public init(userInterfaceStyle: TUIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Creates a trait collection that specifies only a width class.
    public init(horizontalSizeClass: TUIUserInterfaceSizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// Creates a trait collection that specifies only a height class.
    public init(verticalSizeClass: TUIUserInterfaceSizeClass) {
        self.init()
        self.verticalSizeClass = verticalSizeClass
    }

    /// Creates a trait collection that specifies only a layout direction.
    public init(layoutDirection: TUITraitEnvironmentLayoutDirection) {
        self.init()
        self.layoutDirection = layoutDirection
    }

    /// Creates a trait collection that specifies only a text size.
    public init(preferredContentSizeCategory: TUIContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Merges collections: for each trait, the last collection that
    /// specifies it wins.
    ///
    /// - Parameter traitCollections: The collections to merge, in order.
    public init(traitsFrom traitCollections: [TUITraitCollection]) {
        self.init()
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified {
                userInterfaceStyle = traits.userInterfaceStyle
                usesTerminalAppearance = traits.usesTerminalAppearance
            }
            if traits.horizontalSizeClass != .unspecified { horizontalSizeClass = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { verticalSizeClass = traits.verticalSizeClass }
            if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
            if traits.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = traits.preferredContentSizeCategory
            }
        }
    }

    /// Whether this collection has every trait that `traitCollection`
    /// specifies, with the same value.
    public func containsTraits(in traitCollection: TUITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether colors may resolve differently in the two collections, that
    /// is, whether their appearances differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: TUITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
            || usesTerminalAppearance != (traitCollection?.usesTerminalAppearance ?? false)
    }

    /// The size classes of a window of `size` cells: compact below 80
    /// columns or 24 rows, regular otherwise.
    public static func sizeClasses(for size: Size) -> (horizontal: TUIUserInterfaceSizeClass, vertical: TUIUserInterfaceSizeClass) {
        (
            size.width < compactWidthLimit ? .compact : .regular,
            size.height < compactHeightLimit ? .compact : .regular
        )
    }

    /// Windows narrower than this many columns have a compact width.
    public static let compactWidthLimit = 80
    /// Windows shorter than this many rows have a compact height.
    public static let compactHeightLimit = 24

    /// The specified traits, such as `<TUITraitCollection; style = dark; h = compact>`.
    public var description: String {
        var parts: [String] = []
        if userInterfaceStyle != .unspecified { parts.append("style = \(userInterfaceStyle)") }
        if horizontalSizeClass != .unspecified { parts.append("h = \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("v = \(verticalSizeClass)") }
        if layoutDirection != .unspecified { parts.append("direction = \(layoutDirection)") }
        if preferredContentSizeCategory != .unspecified { parts.append("text = \(preferredContentSizeCategory.rawValue)") }
        return "<TUITraitCollection" + parts.map { "; " + $0 }.joined() + ">"
    }
}

/// Light or dark appearance.
public enum TUIUserInterfaceStyle: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not specified: inherit.
    case unspecified
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark

    /// `unspecified`, `light` or `dark`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}

/// A coarse measure of the space a window has in one dimension.
///
/// Terminals are measured in cells: a window is compact in width below 80
/// columns and compact in height below 24 rows (the classic 80x24 terminal is
/// regular in both); see ``TUITraitCollection/sizeClasses(for:)``.
public enum TUIUserInterfaceSizeClass: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not specified: inherit.
    case unspecified
    /// Little space.
    case compact
    /// Ample space.
    case regular

    /// `unspecified`, `compact` or `regular`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

/// The reading direction a trait collection specifies.
public enum TUITraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not specified: inherit.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1

    /// `unspecified`, `leftToRight` or `rightToLeft`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .leftToRight: "leftToRight"
        case .rightToLeft: "rightToLeft"
        }
    }
}

/// The reading direction a view lays its content out in.
public enum TUIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right: leading is left.
    case leftToRight = 0
    /// Right to left: leading is right.
    case rightToLeft = 1
}

/// The text size a user prefers, on UIKit's scale.
public struct TUIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// The category's name.
    public let rawValue: String

    /// Creates a category from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not specified: inherit.
    public static let unspecified = TUIContentSizeCategory(rawValue: "unspecified")
    /// The smallest size.
    public static let extraSmall = TUIContentSizeCategory(rawValue: "extraSmall")
    /// Small.
    public static let small = TUIContentSizeCategory(rawValue: "small")
    /// Medium.
    public static let medium = TUIContentSizeCategory(rawValue: "medium")
    /// Large: the default.
    public static let large = TUIContentSizeCategory(rawValue: "large")
    /// Extra large.
    public static let extraLarge = TUIContentSizeCategory(rawValue: "extraLarge")
    /// Extra extra large.
    public static let extraExtraLarge = TUIContentSizeCategory(rawValue: "extraExtraLarge")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = TUIContentSizeCategory(rawValue: "extraExtraExtraLarge")
    /// Accessibility medium.
    public static let accessibilityMedium = TUIContentSizeCategory(rawValue: "accessibilityMedium")
    /// Accessibility large.
    public static let accessibilityLarge = TUIContentSizeCategory(rawValue: "accessibilityLarge")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = TUIContentSizeCategory(rawValue: "accessibilityExtraLarge")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = TUIContentSizeCategory(rawValue: "accessibilityExtraExtraLarge")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = TUIContentSizeCategory(rawValue: "accessibilityExtraExtraExtraLarge")

    private static let order: [TUIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private var rank: Int { Self.order.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// Orders categories from smallest to largest; unknown names sort first.
    public static func < (lhs: TUIContentSizeCategory, rhs: TUIContentSizeCategory) -> Bool {
        lhs.rank < rhs.rank
    }
}

/// Something that has a trait collection and hears when it changes: views,
/// windows and (later) view controllers.
@MainActor
public protocol TUITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: TUITraitCollection { get }

    /// Called after the traits changed.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    func traitCollectionDidChange(_ previousTraitCollection: TUITraitCollection?)
}
