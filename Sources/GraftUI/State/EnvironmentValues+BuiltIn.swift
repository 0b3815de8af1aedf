import Foundation

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background (most terminals).
    case dark
}

/// A size class: how much room there is along an axis.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room.
    case compact
    /// Ample room.
    case regular
}

/// The direction text and leading/trailing run.
public enum LayoutDirection: Hashable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// The user's preferred text size. A terminal has one size of type; hosts
/// map larger sizes to emphasis where it helps, and views may read it.
public enum DynamicTypeSize: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest accessibility size.
    case accessibility5

    /// Orders sizes from smallest to largest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.dark }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale.current } }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Light or dark appearance; hosts set it from the trait collection.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// How much horizontal room there is.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// How much vertical room there is.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The direction text runs.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The preferred text size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The locale for formatting.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Whether controls respond to input; `.disabled(true)` turns it off for a subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether the nearest focusable view above has focus.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

extension View {
    /// Disables the controls in this view when `isDisabled` is true.
    public func disabled(_ isDisabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { if isDisabled { $0 = false } }
    }

    /// Sets the color scheme of this view and the views inside it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    }
}
