import Foundation
import GraftTerminal

extension View {
    /// Applies the effect `effect` makes from the view's geometry, without
    /// changing its layout.
    ///
    /// ```swift
    /// Text(row.title)
    ///     .visualEffect { content, proxy in
    ///         content.opacity(proxy.frame(in: .global).minY < 2 ? 0.5 : 1)
    ///     }
    /// ```
    ///
    /// The closure runs each time the view is placed, with its
    /// ``GeometryProxy``; the effect follows as the view moves (a scroll).
    public func visualEffect(
        _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        VisualEffectView(content: self) { effect(EmptyVisualEffect(), $0) }
    }
}

struct VisualEffectView<Content: View, Effect: VisualEffect>: View, PrimitiveView {
    var content: Content
    var effect: (GeometryProxy) -> Effect

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        VisualEffectNode<Content, Effect>(graph: graph, parent: parent, environment: environment)
    }
}

/// Lays its content out as it is; when placed, makes the effect from its
/// frame and wraps the content in the modifiers that draw each step.
///
/// The steps of one effect type are the same kinds in the same order
/// whatever the geometry, so the wrapped content keeps its nodes and state
/// as the numbers change.
@MainActor
final class VisualEffectNode<Content: View, Effect: VisualEffect>: ContainerNode<
    VisualEffectView<Content, Effect>, AnyView
>
{
    private var scale = PointScale()
    /// The geometry the effect was last made from; nil until placed.
    private var proxy: GeometryProxy?

    override func update(from oldView: VisualEffectView<Content, Effect>?, to newView: VisualEffectView<Content, Effect>) {
        if scale.refresh(from: environment) { proxy = nil }
        // Before the first placement the effect is made from an empty frame;
        // placing makes it again from the real one.
        updateContent(wrapped(newView, in: proxy ?? geometryProxy(for: .zero, scale: scale.value)))
        if proxy == nil { setNeedsPlacement() }
    }

    override func environmentDidChange() {
        if scale.refresh(from: environment) {
            proxy = nil
            setNeedsPlacement()
        }
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        proxy = nil
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let geometry = geometryProxy(for: rect, scale: scale.value)
        if geometry != proxy, let view {
            proxy = geometry
            updateContent(wrapped(view, in: geometry))
        }
        placeContent(in: rect, proposal: proposal)
    }

    private func wrapped(_ view: VisualEffectView<Content, Effect>, in proxy: GeometryProxy) -> AnyView {
        let steps = (view.effect(proxy) as? any DrawnVisualEffect)?.steps ?? []
        return steps.reduce(AnyView(view.content)) { content, step in step.apply(to: content) }
    }
}
