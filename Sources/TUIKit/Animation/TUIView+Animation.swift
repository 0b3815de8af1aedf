import Foundation
import GraftTerminal

// UIKit's block-based view animations. Inside the `animations` block the
// views' frames change at once, as they do in UIKit's model layer; each
// view whose position changed is then drawn moving from where it showed to
// its new frame, a cell at a time, on the run loop's frame timer. Layout,
// hit testing and focus see the new frames throughout. A terminal has no
// layer to scale, so a size change lands at once; only position animates.

extension TUIView {
    /// Options for animating views with the block-based methods, as UIKit
    /// declares them. Graft honours the timing curves; an animation always
    /// begins from where a view is drawn (``beginFromCurrentState``) and
    /// moving views always take input (``allowUserInteraction``); the
    /// others are accepted.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, laid out as UIKit's.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views take input while they move.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from where a view is drawn now, not from its last frame.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backward and forward (with ``repeat``).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration inside another animation's block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this animation's curve inside another animation's block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the views' content as they change.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a transition instead of removing them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores the options of an enclosing animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow at the start and the end; the default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip around the vertical axis, from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip around the vertical axis, from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl upward.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl downward.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip around the horizontal axis, from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip around the horizontal axis, from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's own frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Sixty frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Thirty frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing curve the options name, over `duration` seconds.
        func timingCurve(duration: TimeInterval) -> TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: duration)
            case 2: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: duration)
            case 3: .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: duration)
            default: .easeInOut(duration: duration)
            }
        }
    }

    /// Animates changes to views with a duration, a delay, options and a
    /// completion handler.
    ///
    /// The frames set inside `animations` (directly or by a layout pass it
    /// runs, such as `layoutIfNeeded()` after changing constraints) take
    /// effect at once; every view whose position changed is drawn moving
    /// there. With a duration of zero or less, or while animations are
    /// disabled, nothing moves and `completion` runs with `true`.
    ///
    /// - Parameters:
    ///   - duration: How long the movement lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - options: The timing curve and other options.
    ///   - animations: The changes to animate.
    ///   - completion: Runs when the movement ends; `false` when another
    ///     animation took over before it did.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimator.run(
            curve: options.timingCurve(duration: duration), delay: delay,
            animations: animations, completion: completion)
    }

    /// Animates changes to views with a duration and a completion handler,
    /// on the ease-in-ease-out curve.
    ///
    /// - Parameters:
    ///   - duration: How long the movement lasts, in seconds.
    ///   - animations: The changes to animate.
    ///   - completion: Runs when the movement ends.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes to views with a duration, on the ease-in-ease-out curve.
    ///
    /// - Parameters:
    ///   - duration: How long the movement lasts, in seconds.
    ///   - animations: The changes to animate.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes to views on a spring.
    ///
    /// - Parameters:
    ///   - duration: How long the spring takes to settle, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - dampingRatio: 1 settles without overshooting; less bounces.
    ///   - velocity: The start speed, as a fraction of the distance per second
    ///     (accepted; a spring here starts at rest).
    ///   - options: Options other than the curve.
    ///   - animations: The changes to animate.
    ///   - completion: Runs when the movement ends.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        // A spring of this damping settles in `duration`: its response is what
        // makes the envelope fall to a thousandth by then.
        let damping = max(min(Double(dampingRatio), 1), 0.05)
        let response = duration > 0 ? 2 * Double.pi * damping * duration / -log(0.001) : 0
        ViewAnimator.run(
            curve: duration > 0 ? .spring(response: response, damping: Double(dampingRatio)) : .easeInOut(duration: 0),
            delay: delay, animations: animations, completion: completion)
    }

    /// Makes changes without animating them, even inside an animation block.
    ///
    /// - Parameter actionsWithoutAnimation: The changes.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimator.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether view animations run; when false, changes land at once.
    public class var areAnimationsEnabled: Bool { ViewAnimator.areAnimationsEnabled }

    /// Turns view animations on or off for the whole app.
    ///
    /// - Parameter enabled: Whether they run.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimator.areAnimationsEnabled = enabled
    }

    /// The duration of the animation block being run, or zero outside one.
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimator.currentDuration }

    /// Whether the view or one of its superviews is being drawn away from its
    /// frame by an animation.
    var isInFlight: Bool {
        var view: TUIView? = self
        while let current = view {
            if current.presentationOffset != .zero { return true }
            view = current.storedSuperview
        }
        return false
    }
}
