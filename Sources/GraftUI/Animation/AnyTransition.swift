import Foundation
import GraftTerminal

/// How a view enters when it is inserted and leaves when it is removed in an
/// animated change: faded, moved in from an edge, scaled, or a combination.
///
/// ```swift
/// if isShowingDetails {
///     Details().transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
///
/// A terminal cannot scale text, so `scale` reveals the view from its anchor
/// instead; a removed view is drawn as it last looked, over what takes its place.
/// A transition with a body (a ``Transition`` of your own, or
/// ``modifier(active:identity:)``) keeps the removed view's nodes until its
/// animation ends, so its body can change how the view looks as it leaves.
public struct AnyTransition: Sendable {
    let effect: TransitionEffect

    /// No visible change: the view appears and disappears at once.
    public static let identity = AnyTransition(effect: .identity)

    /// Fades the view in and out.
    public static let opacity = AnyTransition(effect: .opacity)

    /// Moves the view in from the leading edge and out towards the trailing one.
    public static var slide: AnyTransition {
        asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }

    /// Grows the view from nothing, and shrinks it away.
    public static var scale: AnyTransition { scale(scale: 0) }

    /// Grows the view from `scale` about `anchor`, and shrinks it back.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(effect: .scale(scale, anchor: anchor))
    }

    /// Moves the view in by `offset` points, and out by it.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(effect: .offset(offset))
    }

    /// Moves the view in by `x` and `y` points, and out by them.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Moves the view in from `edge` by its own size, and out towards it.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(effect: .move(edge))
    }

    /// Moves the view in from `edge` while fading it in, and out towards the
    /// opposite edge while fading it out.
    public static func push(from edge: Edge) -> AnyTransition {
        asymmetric(
            insertion: move(edge: edge).combined(with: .opacity),
            removal: move(edge: edge.opposite).combined(with: .opacity))
    }

    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(effect: .asymmetric(insertion: insertion.effect, removal: removal.effect))
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(effect: .combined(effect, other.effect))
    }

    /// The transition run with `animation` rather than the change's own.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(effect: .animated(effect, animation))
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// What a transition does, as data.
indirect enum TransitionEffect: Sendable {
    case identity
    case opacity
    case scale(CGFloat, anchor: UnitPoint)
    case offset(CGSize)
    case move(Edge)
    case asymmetric(insertion: TransitionEffect, removal: TransitionEffect)
    case combined(TransitionEffect, TransitionEffect)
    case animated(TransitionEffect, Animation?)
    /// A transition applied through its body, for each phase.
    case body(BodyTransition)

    /// The effect for one direction: asymmetric choices resolved.
    func resolved(insertion: Bool) -> TransitionEffect {
        switch self {
        case .identity, .opacity, .scale, .offset, .move, .body: self
        case let .asymmetric(insert, remove): (insertion ? insert : remove).resolved(insertion: insertion)
        case let .combined(first, second): .combined(first.resolved(insertion: insertion), second.resolved(insertion: insertion))
        case let .animated(effect, animation): .animated(effect.resolved(insertion: insertion), animation)
        }
    }

    /// Whether part of the transition is applied through a body.
    var hasBody: Bool {
        switch self {
        case .identity, .opacity, .scale, .offset, .move: false
        case .body: true
        case let .asymmetric(first, second), let .combined(first, second): first.hasBody || second.hasBody
        case let .animated(effect, _): effect.hasBody
        }
    }

    /// `content` with the bodies of the transition applied for `phase`: a
    /// side of an asymmetric transition is at identity in the other
    /// direction, so the views it builds are the same in every phase.
    @MainActor func applyBodies(to content: AnyView, phase: TransitionPhase) -> AnyView {
        switch self {
        case .identity, .opacity, .scale, .offset, .move:
            return content
        case let .body(body):
            return body.apply(content, phase)
        case let .asymmetric(insertion, removal):
            let inserted = insertion.applyBodies(to: content, phase: phase == .didDisappear ? .identity : phase)
            return removal.applyBodies(to: inserted, phase: phase == .willAppear ? .identity : phase)
        case let .combined(first, second):
            return second.applyBodies(to: first.applyBodies(to: content, phase: phase), phase: phase)
        case let .animated(effect, _):
            return effect.applyBodies(to: content, phase: phase)
        }
    }

    /// The animation the effect asks for instead of the change's, if any:
    /// `.some(nil)` turns the transition's animation off.
    var animationOverride: Animation?? {
        switch self {
        case let .animated(_, animation): .some(animation)
        case let .combined(first, second): first.animationOverride ?? second.animationOverride
        default: nil
        }
    }

    /// How the view looks at `progress` (0 is the effect in full, 1 the view
    /// as it is), for a view of `size` cells.
    func appearance(at progress: Double, size: Size, pointScale: PointScale) -> TransitionAppearance {
        let away = 1 - progress
        switch self {
        case .identity, .body:
            return TransitionAppearance()
        case .opacity:
            return TransitionAppearance(opacity: min(max(progress, 0), 1))
        case let .scale(scale, anchor):
            let factor = Double(scale) + (1 - Double(scale)) * progress
            return TransitionAppearance(scale: max(factor, 0), anchor: anchor)
        case let .offset(offset):
            return TransitionAppearance(
                offset: Point(
                    x: PointsToCells.columns(offset.width * away, at: pointScale.value),
                    y: PointsToCells.rows(offset.height * away, at: pointScale.value)))
        case let .move(edge):
            let columns = Int((Double(size.width) * away).rounded())
            let rows = Int((Double(size.height) * away).rounded())
            switch edge {
            case .top: return TransitionAppearance(offset: Point(x: 0, y: -rows))
            case .bottom: return TransitionAppearance(offset: Point(x: 0, y: rows))
            case .leading: return TransitionAppearance(offset: Point(x: -columns, y: 0))
            case .trailing: return TransitionAppearance(offset: Point(x: columns, y: 0))
            }
        case let .asymmetric(insertion, _):
            return insertion.appearance(at: progress, size: size, pointScale: pointScale)
        case let .combined(first, second):
            return first.appearance(at: progress, size: size, pointScale: pointScale)
                .combined(with: second.appearance(at: progress, size: size, pointScale: pointScale))
        case let .animated(effect, _):
            return effect.appearance(at: progress, size: size, pointScale: pointScale)
        }
    }
}

/// How a view in transition is drawn: faded, moved and cut to a scaled rect.
struct TransitionAppearance: Equatable {
    var opacity: Double = 1
    var offset = Point.zero
    var scale: Double = 1
    var anchor = UnitPoint.center

    var isIdentity: Bool { self == TransitionAppearance() }

    func combined(with other: TransitionAppearance) -> TransitionAppearance {
        TransitionAppearance(
            opacity: opacity * other.opacity, offset: Point(x: offset.x + other.offset.x, y: offset.y + other.offset.y),
            scale: scale * other.scale, anchor: scale != 1 ? anchor : other.anchor)
    }

    /// The part of `rect` (already moved) that shows at this scale.
    func visibleRect(of rect: Rect) -> Rect {
        guard scale < 1 else { return rect }
        let width = Int((Double(rect.width) * scale).rounded())
        let height = Int((Double(rect.height) * scale).rounded())
        return Rect(
            x: rect.minX + Int((Double(rect.width - width) * Double(anchor.x)).rounded()),
            y: rect.minY + Int((Double(rect.height - height) * Double(anchor.y)).rounded()),
            width: width, height: height)
    }
}
