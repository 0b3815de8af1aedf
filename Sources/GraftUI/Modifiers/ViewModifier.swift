/// A reusable change to a view, applied with ``View/modifier(_:)``.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(1).border(.gray)
///     }
/// }
/// ```
@MainActor
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view being modified, as a placeholder inside ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>
    /// Produces the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: AnyView
}

extension _ViewModifier_Content: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ModifierContentNode<Modifier>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ModifierContentNode<Modifier: ViewModifier>: StructuralNode<_ViewModifier_Content<Modifier>> {
    private var child: ViewNode?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }

    override func update(from oldView: _ViewModifier_Content<Modifier>?, to newView: _ViewModifier_Content<Modifier>) {
        child = NodeFactory.reconcile(child, with: newView.content, graph: graph, parent: self, environment: environment)
    }
}

/// A view with a ``ViewModifier`` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// The modifier's body around the content.
    public var body: some View {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
