import GraftTerminal

extension View {
    /// What assistive technology calls this view, instead of its text.
    /// A button whose label is only a glyph should have one.
    ///
    /// ```swift
    /// Button { toggleFavorite() } label: { Image(systemName: "heart") }
    ///     .accessibilityLabel("Favorite")
    /// ```
    public func accessibilityLabel(_ label: String) -> some View {
        AccessibilityModifierView(content: self, overrides: AccessibilityOverrides(label: label))
    }

    /// What happens when this view is used, read after its label.
    public func accessibilityHint(_ hint: String) -> some View {
        AccessibilityModifierView(content: self, overrides: AccessibilityOverrides(hint: hint))
    }

    /// This view's current value, such as "3 of 5".
    public func accessibilityValue(_ value: String) -> some View {
        AccessibilityModifierView(content: self, overrides: AccessibilityOverrides(value: value))
    }

    /// Leaves this view (and what it contains) out of the accessibility
    /// tree when `hidden` is true, as for decoration.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        AccessibilityModifierView(content: self, overrides: AccessibilityOverrides(isHidden: hidden))
    }
}

/// What an accessibility modifier changes; nil leaves a property alone.
struct AccessibilityOverrides: Equatable {
    var label: String?
    var hint: String?
    var value: String?
    var isHidden = false
}

struct AccessibilityModifierView<Content: View>: View, PrimitiveView {
    var content: Content
    var overrides: AccessibilityOverrides

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        AccessibilityModifierNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A node that changes the accessibility of its content.
@MainActor
protocol AccessibilityModifying: ViewNode {
    func appendModifiedElements(to list: inout [AccessibilityElement])
}

/// Passes layout and drawing through; only the accessibility tree changes.
@MainActor
final class AccessibilityModifierNode<Content: View>: ContainerNode<AccessibilityModifierView<Content>, Content>, AccessibilityModifying {
    override func update(from oldView: AccessibilityModifierView<Content>?, to newView: AccessibilityModifierView<Content>) {
        updateContent(newView.content)
    }

    override var layoutPriority: Double { content?.layoutPriority ?? 0 }

    /// The content's elements with the overrides applied: to its one
    /// element, or, when a label is given for several, to a group of them.
    func appendModifiedElements(to list: inout [AccessibilityElement]) {
        guard let overrides = view?.overrides, !overrides.isHidden else { return }
        var elements: [AccessibilityElement] = []
        for child in children { child.appendAccessibilityElements(to: &elements) }
        if elements.count > 1, overrides.label != nil {
            elements = [AccessibilityElement(role: .group, label: "", frame: frame, children: elements)]
        } else if elements.isEmpty, overrides.label != nil {
            elements = [AccessibilityElement(role: .staticText, label: "", frame: frame)]
        }
        for index in elements.indices {
            if let label = overrides.label { elements[index].label = label }
            if let hint = overrides.hint { elements[index].hint = hint }
            if let value = overrides.value { elements[index].value = value }
        }
        list += elements
    }
}
