/// A view that wraps one content view and adds nothing to its layout, only
/// a meaning for the views inside (a focus scope, a focus preference).
protocol ContentWrappingView: View {
    associatedtype Content: View
    var content: Content { get }
}

/// The node of a ``ContentWrappingView``: structural, so its content's
/// layout children stand in its place, and updated by updating the content.
@MainActor
class StructuralWrapperNode<Wrapper: ContentWrappingView>: ContainerNode<Wrapper, Wrapper.Content> {
    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: Wrapper?, to newView: Wrapper) {
        updateContent(newView.content)
    }
}
