import GraftTerminal

// Traits become environment values: the hosted content reads
// `@Environment(\.colorScheme)` and the rest as a SwiftUI view inside a
// UIHostingController does.

extension EnvironmentValues {
    /// Sets the values that follow `traits`, touching only those that differ,
    /// so views that read an unchanged value are not re-evaluated.
    /// Unspecified traits leave the value as it is.
    mutating func apply(_ traits: TUITraitCollection) {
        switch traits.userInterfaceStyle {
        case .light: if colorScheme != .light { colorScheme = .light }
        case .dark: if colorScheme != .dark { colorScheme = .dark }
        case .unspecified: break
        }
        if let horizontal = traits.horizontalSizeClass.environmentValue, horizontalSizeClass != horizontal {
            horizontalSizeClass = horizontal
        }
        if let vertical = traits.verticalSizeClass.environmentValue, verticalSizeClass != vertical {
            verticalSizeClass = vertical
        }
        switch traits.layoutDirection {
        case .leftToRight: if layoutDirection != .leftToRight { layoutDirection = .leftToRight }
        case .rightToLeft: if layoutDirection != .rightToLeft { layoutDirection = .rightToLeft }
        case .unspecified: break
        }
        if let size = DynamicTypeSize(traits.preferredContentSizeCategory), dynamicTypeSize != size {
            dynamicTypeSize = size
        }
    }
}

extension TUIUserInterfaceSizeClass {
    /// The environment's size class; nil when unspecified.
    var environmentValue: UserInterfaceSizeClass? {
        switch self {
        case .compact: .compact
        case .regular: .regular
        case .unspecified: nil
        }
    }
}

extension DynamicTypeSize {
    /// The dynamic type size of a content size category, as SwiftUI maps
    /// them: extra small to `.xSmall`, … accessibility medium to
    /// `.accessibility1`, …; nil for unspecified or unknown categories.
    public init?(_ category: TUIContentSizeCategory) {
        let table: [TUIContentSizeCategory: DynamicTypeSize] = [
            .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large,
            .extraLarge: .xLarge, .extraExtraLarge: .xxLarge, .extraExtraExtraLarge: .xxxLarge,
            .accessibilityMedium: .accessibility1, .accessibilityLarge: .accessibility2,
            .accessibilityExtraLarge: .accessibility3, .accessibilityExtraExtraLarge: .accessibility4,
            .accessibilityExtraExtraExtraLarge: .accessibility5,
        ]
        guard let size = table[category] else { return nil }
        self = size
    }
}
