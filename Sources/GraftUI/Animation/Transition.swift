import Foundation

/// How a view changes as it is inserted into the tree and removed from it,
/// written as a body over the view for each phase of the transition.
///
/// ```swift
/// struct FadeAndLift: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1 : 0)
///             .offset(y: phase.isIdentity ? 0 : 2)
///     }
/// }
/// ```
///
/// An inserted view is built in the ``TransitionPhase/willAppear`` phase and
/// moves to ``TransitionPhase/identity`` under the change's animation; a
/// removed view moves from `identity` to ``TransitionPhase/didDisappear``
/// and stays on screen, drawn where it last was, until that animation ends.
@MainActor
@preconcurrency
public protocol Transition {
    /// The type of view the transition produces.
    associatedtype Body: View

    /// The view being transitioned, as a placeholder inside ``body(content:phase:)``.
    typealias Content = PlaceholderContentView<Self>

    /// The view in `phase` of the transition; only animatable changes to
    /// `content` (opacity, offset, scale) make the transition visible.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does, for the system to adapt it (reduce motion).
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition has motion unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` as this transition shows it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content: AnyView(content)), phase: phase)
    }

    /// This transition and `other` applied together.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// The transition run with `animation` rather than the change's own.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// Which stage of a transition a view is in.
@frozen
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the look its insertion animates from.
    case willAppear
    /// The view is in the tree: its steady look, usually unchanged.
    case identity
    /// The view was removed: the look its removal animates to.
    case didDisappear

    /// Whether the transition should leave the view's look unchanged.
    public var isIdentity: Bool { self == .identity }

    /// A factor for effects that differ by phase: -1 for `willAppear`,
    /// 0 for `identity` and 1 for `didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, so the system can adapt it.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (an offset, a slide) rather
    /// than only changing how it looks.
    public var hasMotion: Bool

    /// Properties of a transition that moves the view or not.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// The view a ``Transition`` applies to, as a placeholder inside its body.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
}

extension PlaceholderContentView: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PlaceholderContentNode<Value>(graph: graph, parent: parent, environment: environment)
    }
}

/// Holds the transitioned view inside a transition's body, transparent to stacks.
@MainActor
final class PlaceholderContentNode<Value>: StructuralNode<PlaceholderContentView<Value>> {
    private var child: ViewNode?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(from oldView: PlaceholderContentView<Value>?, to newView: PlaceholderContentView<Value>) {
        child = NodeFactory.reconcile(child, with: newView.content, graph: graph, parent: self, environment: environment)
    }
}

extension View {
    /// How the view enters and leaves when an animated change inserts or
    /// removes it, as `transition` describes for each phase.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

extension AnyTransition {
    /// A type-erased `transition`.
    @MainActor
    public init<T: Transition>(_ transition: T) {
        self.init(effect: Self.effect(of: transition))
    }

    /// What `transition` does as data: the built-in transitions keep their
    /// drawn effect; any other is applied through its body.
    @MainActor
    static func effect<T: Transition>(of transition: T) -> TransitionEffect {
        if let builtin = transition as? any EffectTransition { return builtin.effect }
        return .body(
            BodyTransition { content, phase in
                AnyView(transition.body(content: PlaceholderContentView(content: content), phase: phase))
            })
    }

    /// A transition that applies `active` to the view while it is inserted
    /// and removed, and `identity` while it is in the tree; the change between
    /// the two is animated.
    @MainActor
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(
            effect: .body(
                BodyTransition { content, phase in
                    AnyView(content.modifier(phase.isIdentity ? identity : active))
                }))
    }
}

/// A transition applied through its body for each phase, type-erased.
///
/// Unchecked: the transition or modifiers it captures need not be
/// `Sendable`, but ``apply`` runs on the main actor only, where they were made.
struct BodyTransition: @unchecked Sendable {
    let apply: @MainActor (AnyView, TransitionPhase) -> AnyView
}

/// A transition Graft draws itself (``TransitionEffect``) instead of
/// evaluating its body, which shows the same.
@MainActor
protocol EffectTransition {
    var effect: TransitionEffect { get }
}

/// Two transitions applied together.
struct CombinedTransition<First: Transition, Second: Transition>: Transition, EffectTransition {
    var first: First
    var second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    var effect: TransitionEffect {
        .combined(AnyTransition.effect(of: first), AnyTransition.effect(of: second))
    }
}

/// A transition run with its own animation.
struct AnimatedTransition<Base: Transition>: Transition, EffectTransition {
    var base: Base
    var animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    var effect: TransitionEffect { .animated(AnyTransition.effect(of: base), animation) }
}
