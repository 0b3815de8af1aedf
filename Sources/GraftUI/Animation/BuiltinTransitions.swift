import Foundation

// The transitions SwiftUI ships as `Transition` types. Through
// `transition(_:)` Graft draws each as its ``TransitionEffect`` (no body
// to evaluate, and a removed view's nodes are released at once); their
// bodies serve transitions that apply them inside their own.

/// Fades the view in and out.
public struct OpacityTransition: Transition, EffectTransition {
    /// A fade.
    public init() {}

    /// The view faded out except in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    var effect: TransitionEffect { .opacity }
}

/// Leaves the view as it is: it appears and disappears at once.
public struct IdentityTransition: Transition, EffectTransition {
    /// No change.
    public init() {}

    /// The view unchanged.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }

    /// Nothing moves.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    var effect: TransitionEffect { .identity }
}

/// Moves the view in by an offset, and out by it.
public struct OffsetTransition: Transition, EffectTransition {
    /// How far the view is moved, in points.
    public var offset: CGSize

    /// Moves the view by `offset` points.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    /// The view moved by the offset except in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }

    var effect: TransitionEffect { .offset(offset) }
}

/// Grows the view from a scale about an anchor, and shrinks it back.
public struct ScaleTransition: Transition, EffectTransition {
    /// The scale the view grows from and shrinks to.
    public var scale: Double
    /// The point the view scales about.
    public var anchor: UnitPoint

    /// Scales the view from `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The view scaled except in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }

    var effect: TransitionEffect { .scale(CGFloat(scale), anchor: anchor) }
}

/// Moves the view in from an edge by its own size, and out towards it.
public struct MoveTransition: Transition, EffectTransition {
    /// The edge the view comes from and goes to.
    public var edge: Edge

    /// Moves the view from and to `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The view moved past `edge` except in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.moved(towards: phase.isIdentity ? nil : edge)
    }

    var effect: TransitionEffect { .move(edge) }
}

/// Moves the view in from the leading edge and out towards the trailing one.
public struct SlideTransition: Transition, EffectTransition {
    /// A slide.
    public init() {}

    /// The view before the leading edge as it appears, past the trailing
    /// one as it leaves.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let edge: Edge? =
            switch phase {
            case .willAppear: .leading
            case .identity: nil
            case .didDisappear: .trailing
            }
        return content.moved(towards: edge)
    }

    var effect: TransitionEffect { AnyTransition.slide.effect }
}

/// Moves the view in from an edge while fading it in, and out towards the
/// opposite edge while fading it out.
public struct PushTransition: Transition, EffectTransition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Pushes the view in from `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The view past `edge` and faded as it appears, past the opposite one
    /// and faded as it leaves.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let towards: Edge? =
            switch phase {
            case .willAppear: edge
            case .identity: nil
            case .didDisappear: edge.opposite
            }
        return content.moved(towards: towards).opacity(phase.isIdentity ? 1 : 0)
    }

    var effect: TransitionEffect { AnyTransition.push(from: edge).effect }
}

/// One transition for insertion and another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, EffectTransition {
    /// The transition a view enters with.
    public var insertion: Insertion
    /// The transition a view leaves with.
    public var removal: Removal

    /// Enters with `insertion` and leaves with `removal`.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Each transition in its own direction, the other at identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
            phase: phase == .willAppear ? .identity : phase)
    }

    var effect: TransitionEffect {
        .asymmetric(insertion: AnyTransition.effect(of: insertion), removal: AnyTransition.effect(of: removal))
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    /// No visible change: the view appears and disappears at once.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view in by `offset` points, and out by it.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Moves the view in by `x` and `y` points, and out by them.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == ScaleTransition {
    /// Grows the view from nothing, and shrinks it away.
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// Grows the view from `scale` about `anchor`, and shrinks it back.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from `edge` by its own size, and out towards it.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Moves the view in from the leading edge and out towards the trailing one.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// Moves the view in from `edge` while fading it in, and out towards the
    /// opposite edge while fading it out.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension View {
    /// The view drawn past `edge` by its own size, or where it is for nil.
    fileprivate func moved(towards edge: Edge?) -> some View {
        visualEffect { effect, proxy in
            let size = proxy.size
            let offset: CGSize =
                switch edge {
                case nil: .zero
                case .top: CGSize(width: 0, height: -size.height)
                case .bottom: CGSize(width: 0, height: size.height)
                case .leading: CGSize(width: -size.width, height: 0)
                case .trailing: CGSize(width: size.width, height: 0)
                }
            return effect.offset(offset)
        }
    }
}
