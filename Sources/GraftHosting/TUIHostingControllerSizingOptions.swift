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

    /// The controller's `TUIViewController/preferredContentSize` follows the
    /// content's ideal size, for containers (a form sheet) that read it.
    public static let preferredContentSize = TUIHostingControllerSizingOptions(rawValue: 1 << 1)
}
