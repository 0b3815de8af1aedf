extension View {
    /// Makes this view the scope of `namespace` for default focus: a view
    /// inside it marked ``prefersDefaultFocus(_:in:)`` with the same
    /// namespace gets focus when focus enters the content by itself.
    ///
    /// - Parameter namespace: The namespace, from a ``Namespace`` property.
    /// - Returns: The view, as a focus scope.
    public func focusScope(_ namespace: Namespace.ID) -> some View {
        FocusScopeView(content: self, namespace: namespace)
    }

    /// Asks for this view (or the first focusable view inside it) to get
    /// focus by default within the ``focusScope(_:)`` of `namespace`,
    /// ahead of the default action's button and the first control.
    ///
    /// - Parameters:
    ///   - prefersDefaultFocus: Whether the view prefers default focus.
    ///   - namespace: The namespace of the scope the preference applies in.
    /// - Returns: The view, with its preference.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
        PrefersDefaultFocusView(content: self, prefersDefaultFocus: prefersDefaultFocus, namespace: namespace)
    }
}

struct FocusScopeView<Content: View>: ContentWrappingView, PrimitiveView {
    var content: Content
    var namespace: Namespace.ID

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        FocusScopeNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A node that names a namespace for the default focus preferences below it.
@MainActor
protocol FocusScopeNaming: AnyObject {
    var focusScopeNamespace: Namespace.ID? { get }
}

@MainActor
final class FocusScopeNode<Content: View>: StructuralWrapperNode<FocusScopeView<Content>>, FocusScopeNaming {
    var focusScopeNamespace: Namespace.ID? { view?.namespace }
}

struct PrefersDefaultFocusView<Content: View>: ContentWrappingView, PrimitiveView {
    var content: Content
    var prefersDefaultFocus: Bool
    var namespace: Namespace.ID

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PrefersDefaultFocusNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A node whose content asks for default focus in a namespace.
@MainActor
protocol DefaultFocusPreferring: AnyObject {
    var preferredNamespace: Namespace.ID? { get }
}

@MainActor
final class PrefersDefaultFocusNode<Content: View>: StructuralWrapperNode<PrefersDefaultFocusView<Content>>, DefaultFocusPreferring {
    var preferredNamespace: Namespace.ID? {
        guard let view, view.prefersDefaultFocus else { return nil }
        return view.namespace
    }
}

extension ViewGraph {
    /// The first control, in `order`, inside a view that prefers default
    /// focus in a namespace whose scope is around it.
    func controlPreferringDefaultFocus(in order: [any FocusableNode]) -> (any FocusableNode)? {
        order.first { candidate in
            var preferred: Set<Namespace.ID> = []
            var current: ViewNode? = candidate.node
            while let node = current {
                if let namespace = (node as? any DefaultFocusPreferring)?.preferredNamespace { preferred.insert(namespace) }
                if let scope = (node as? any FocusScopeNaming)?.focusScopeNamespace, preferred.contains(scope) { return true }
                current = node.parent
            }
            return false
        }
    }
}
