/// How a presented view controller covers the screen.
public enum TUIModalPresentationStyle: Sendable, Hashable {
    /// Covers the whole window; the presenting controller's view disappears.
    case fullScreen
    /// A sheet rising from the bottom, sized by its
    /// ``TUISheetPresentationController/detents``; what is behind is dimmed
    /// and stays appeared. The default.
    case pageSheet
    /// Covers the whole window with the presented controller's view, which
    /// draws over what is behind; the presenting controller's view stays
    /// visible and appeared. Alerts use it.
    case overFullScreen
    /// A centered box of the presented controller's
    /// ``TUIViewController/preferredContentSize`` (two thirds of the window
    /// when it has none); what is behind is dimmed and stays appeared.
    case formSheet
    /// A bordered box of the presented controller's
    /// ``TUIViewController/preferredContentSize`` next to the anchor its
    /// ``TUIViewController/popoverPresentationController`` names, with an
    /// arrow toward it; what is behind is dimmed and stays appeared. In a
    /// compact width it becomes a page sheet unless its delegate says `.none`.
    case popover
    /// No adaptation: an adaptive delegate's answer that keeps the
    /// presentation's own style. Never a style to present in.
    case none
}

/// Sizes and describes a sheet: a ``TUIModalPresentationStyle/pageSheet``
/// presentation.
@MainActor
public final class TUISheetPresentationController {
    /// A height a sheet can rest at.
    public struct Detent: Sendable, Hashable {
        /// Names a detent.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public var rawValue: String
            /// Creates an identifier.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Half the window.
            public static let medium = Identifier(rawValue: "medium")
            /// The whole window but its top row.
            public static let large = Identifier(rawValue: "large")
        }

        /// The detent's name.
        public let identifier: Identifier

        /// Half the window's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }

        /// The window's height less one row, so the dimmed content peeks out above.
        public static func large() -> Detent { Detent(identifier: .large) }

        /// The sheet's height in a window `height` rows tall.
        func height(in height: Int) -> Int {
            identifier == .medium ? max(1, height - height / 2) : max(1, height - 1)
        }
    }

    /// The heights the sheet can take; `[.large()]` by default.
    public var detents: [Detent] = [.large()] { didSet { onChange?() } }

    /// The detent the sheet shows; nil (the default) is the first of ``detents``.
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { onChange?() } }

    /// Whether the sheet's top edge shows a grabber, which a click moves to
    /// the next detent; false by default, as in UIKit.
    public var prefersGrabberVisible = false { didSet { onChange?() } }

    var onChange: (() -> Void)?

    /// The detent `step` places taller (negative: shorter) than the one
    /// shown, the shortest coming after the tallest when `wraps`; nil when
    /// there is none that way, or only one detent.
    func detent(steppingBy step: Int, wraps: Bool) -> Detent? {
        let byHeight = detents.sorted { $0.height(in: 100) < $1.height(in: 100) }
        guard byHeight.count > 1, let index = byHeight.firstIndex(of: currentDetent) else { return nil }
        let next = wraps ? (index + step % byHeight.count + byHeight.count) % byHeight.count : index + step
        return byHeight.indices.contains(next) ? byHeight[next] : nil
    }

    /// The detent in use.
    var currentDetent: Detent {
        detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first ?? .large()
    }

    init() {}
}
