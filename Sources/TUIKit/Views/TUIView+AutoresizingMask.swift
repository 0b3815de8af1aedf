extension TUIView {
    /// How a view's frame follows changes of its superview's size when
    /// ``TUIView/translatesAutoresizingMaskIntoConstraints`` is true.
    ///
    /// Flexible parts share a change of the superview's size in proportion
    /// to their lengths; the fixed parts keep their lengths. With no flag
    /// the frame stays as set. The root view of a window usually uses
    /// `[.flexibleWidth, .flexibleHeight]` to fill it.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge may change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge may change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge may change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge may change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// UIKit's notation for the horizontal flags: `-` fixed, `&` flexible,
        /// for left margin, width and right margin.
        var horizontalDescription: String {
            [Self.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin].map { contains($0) ? "&" : "-" }.joined()
        }

        /// The same for top margin, height and bottom margin.
        var verticalDescription: String {
            [Self.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin].map { contains($0) ? "&" : "-" }.joined()
        }
    }
}
