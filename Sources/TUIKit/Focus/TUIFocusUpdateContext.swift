/// The directions a focus move went, as a set: Tab is ``next``, Shift-Tab
/// ``previous``, an arrow key inside a focus group one of ``up``, ``down``,
/// ``left`` or ``right``. A move made by a click or by code has no heading
/// (the empty set).
public struct TUIFocusHeading: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// Creates a heading from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Up, as the Up arrow moves inside a focus group.
    public static let up = TUIFocusHeading(rawValue: 1 << 0)
    /// Down, as the Down arrow moves inside a focus group.
    public static let down = TUIFocusHeading(rawValue: 1 << 1)
    /// Left, as the Left arrow moves inside a focus group.
    public static let left = TUIFocusHeading(rawValue: 1 << 2)
    /// Right, as the Right arrow moves inside a focus group.
    public static let right = TUIFocusHeading(rawValue: 1 << 3)
    /// To the next item in reading order (Tab).
    public static let next = TUIFocusHeading(rawValue: 1 << 4)
    /// To the previous item in reading order (Shift-Tab).
    public static let previous = TUIFocusHeading(rawValue: 1 << 5)
    /// To the first item (Home inside a group).
    public static let first = TUIFocusHeading(rawValue: 1 << 8)
    /// To the last item (End inside a group).
    public static let last = TUIFocusHeading(rawValue: 1 << 9)
}

/// What a focus update changes: the view that had focus, the one that gets
/// it, and which way focus moved. The focus engine passes one to
/// ``TUIFocusEnvironment/shouldUpdateFocus(in:)`` and
/// ``TUIFocusEnvironment/didUpdateFocus(in:with:)``.
@MainActor
open class TUIFocusUpdateContext {
    /// The view that had focus, if any.
    public private(set) weak var previouslyFocusedView: TUIView?
    /// The view that has focus after the update, if any.
    public private(set) weak var nextFocusedView: TUIView?
    /// Which way focus moved; empty for a click or a move made by code.
    public let focusHeading: TUIFocusHeading
    /// For a view that holds several focus items (hosted content), the
    /// item Tab or a click chose inside it.
    package let nextFocusedItemIndex: Int?

    package init(
        previouslyFocusedView: TUIView?, nextFocusedView: TUIView?, focusHeading: TUIFocusHeading, nextFocusedItemIndex: Int? = nil
    ) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
        self.nextFocusedItemIndex = nextFocusedItemIndex
    }
}

/// What a focus animation has to work with; the terminal draws a focus
/// change in one frame, so its duration is zero.
@MainActor
public protocol TUIFocusAnimationContext {
    /// How long the animation runs, in seconds.
    var duration: Double { get }
}

/// Lets focus environments run changes alongside a focus update, as UIKit's
/// focus animation coordinator does.
///
/// A terminal has no focus animation: the changes run right away, inside the
/// update, so they land in the same frame as the new focus mark, and the
/// completions run once every environment was told of the update.
///
/// ```swift
/// override func didUpdateFocus(in context: TUIFocusUpdateContext, with coordinator: TUIFocusAnimationCoordinator) {
///     coordinator.addCoordinatedAnimations({ self.badge.isHidden = !self.isFocused }, completion: nil)
/// }
/// ```
@MainActor
public final class TUIFocusAnimationCoordinator {
    private struct NoDuration: TUIFocusAnimationContext {
        var duration: Double { 0 }
    }

    private var completions: [() -> Void] = []

    package init() {}

    /// Runs `animations` now and `completion` after the focus update.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        if let completion { completions.append(completion) }
    }

    /// Runs `animations`, meant for the item getting focus, now and
    /// `completion` after the focus update.
    public func addCoordinatedFocusingAnimations(_ animations: ((any TUIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        addCoordinatedAnimations(animations.map { animations in { animations(NoDuration()) } }, completion: completion)
    }

    /// Runs `animations`, meant for the item losing focus, now and
    /// `completion` after the focus update.
    public func addCoordinatedUnfocusingAnimations(_ animations: ((any TUIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil)
    {
        addCoordinatedFocusingAnimations(animations, completion: completion)
    }

    /// Runs the completions added during the update, in order.
    package func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
