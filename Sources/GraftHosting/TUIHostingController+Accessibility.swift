extension TUIHostingController {
    /// The accessibility elements of the hosted content as it is laid out
    /// now, in reading order.
    public var accessibilityElements: [AccessibilityElement] {
        hostingView.graph.accessibilityElements()
    }

    /// The hosted content's accessibility tree as text, one element per
    /// line: a plain-text reading of the screen.
    public var accessibilityDescription: String {
        hostingView.graph.accessibilityDescription()
    }
}
