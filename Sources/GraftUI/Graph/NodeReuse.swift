import GraftTerminal

/// A kind of node that can stand for another identity after
/// ``ViewNode/prepareForReuse()`` and ``ViewNode/revive()``: everything it
/// keeps between updates is either its view (forgotten), layout (reset), or
/// its children.
///
/// Kinds left out keep identity-bound state a reset would have to know about
/// (focus state beyond a button's, text editing, scroll offsets, nested lazy rows, hosted views,
/// preference readers, animations); a subtree holding one is torn down and
/// built again instead of reused.
@MainActor
protocol ReusableNode: ViewNode {}

extension ViewNode {
    /// Whether this node and every node below it can be reused.
    var isReusableSubtree: Bool {
        guard self is any ReusableNode else { return false }
        for child in children where !child.isReusableSubtree { return false }
        return true
    }
}

extension CompositeNode: ReusableNode {}
extension StructuralNode: ReusableNode {}

extension TextNode: ReusableNode {}
extension ColorNode: ReusableNode {}
extension DividerNode: ReusableNode {}
extension ShapeNode: ReusableNode {}
extension SpacerNode: ReusableNode {}
extension ImageNode: ReusableNode {}
extension StackNode: ReusableNode {}
extension ZStackNode: ReusableNode {}

extension PaddingNode: ReusableNode {}
extension FixedFrameNode: ReusableNode {}
extension FlexibleFrameNode: ReusableNode {}
extension FixedSizeNode: ReusableNode {}
extension LayoutPriorityNode: ReusableNode {}
extension OffsetNode: ReusableNode {}
extension ClippedNode: ReusableNode {}
extension LayeredNode: ReusableNode {}
extension IgnoresSafeAreaNode: ReusableNode {}
extension AccessibilityModifierNode: ReusableNode {}
extension KeyPressNode: ReusableNode {}
extension EnvironmentWriterNode: ReusableNode {}
extension TagNode: ReusableNode {}
extension CellHighlightNode: ReusableNode {}
// A button forgets its pressed state and the graph its focus (see
// `FocusContainerNode.forgetIdentity()`); its registrations stay, for the same node.
extension ButtonNode: ReusableNode {}

// Appear, disappear and task nodes register for the graph's appearance once
// in their life (see `register(appearanceObserver:)`); a reused one runs its
// new view's `onAppear` and starts its task again, as its first update does.
extension LifecycleNode: ReusableNode {}
extension TaskNode: ReusableNode {}
// A reused change node has no old value, so moving to another element fires nothing.
extension ChangeNode: ReusableNode {}
