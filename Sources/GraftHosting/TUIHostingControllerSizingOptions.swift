/// Which sizes of a hosting controller follow its content.
///
/// ```swift
/// let badge = TUIHostingController(rootView: Badge(count: 3))
/// badge.sizingOptions = .intrinsicContentSize
/// ```
public struct TUIHostingControllerSizingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates options from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The controller's view reports the content's ideal size as its
    /// intrinsic content size, so Auto Layout can size it from the content.
    public static let intrinsicContentSize = TUIHostingControllerSizingOptions(rawValue: 1 << 0)

    /// The controller's ``TUIViewController/preferredContentSize`` follows the
    /// content's ideal size, for containers (a form sheet) that read it.
    public static let preferredContentSize = TUIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// The safe-area regions a hosting controller keeps its content out of.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates regions from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The insets containers add: bars of navigation and tab bar controllers, sheets.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The on-screen keyboard's area; a terminal has none, so it never insets.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
