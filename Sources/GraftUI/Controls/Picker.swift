import GraftTerminal

/// Chooses one of several options, each a view marked with `.tag(_:)`.
/// Segmented style shows every option with the chosen one highlighted; menu
/// style shows the chosen one between `‹ ›`. Left and Right (or a click on an
/// option, or Enter and Space in menu style) change the choice.
///
/// ```swift
/// Picker("Sort", selection: $order) {
///     Text("Name").tag(Order.name)
///     Text("Price").tag(Order.price)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// Creates a picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

extension Picker where Label == Text {
    /// Creates a picker titled `title`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How pickers look.
public enum PickerStyle: Hashable, Sendable {
    /// Every option in a row, the chosen one highlighted.
    case segmented
    /// The chosen option between `‹ ›`.
    case menu
    /// The platform default: menu.
    case automatic
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyle.automatic }
private struct PickerSelectionKey: EnvironmentKey { static var defaultValue: AnyHashable? { nil } }

extension EnvironmentValues {
    /// The style pickers use.
    public var pickerStyle: PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// The enclosing picker's choice, for tagged options to highlight themselves.
    var pickerSelection: AnyHashable? {
        get { self[PickerSelectionKey.self] }
        set { self[PickerSelectionKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers in this view.
    public func pickerStyle(_ style: PickerStyle) -> some View {
        environment(\.pickerStyle, style)
    }

    /// Marks this view as the option for `tag` in a ``Picker``.
    public func tag<Value: Hashable>(_ tag: Value) -> some View {
        TagView(content: self, tag: AnyHashable(tag))
    }
}

struct TagView<Content: View>: View, PrimitiveView {
    var content: Content
    var tag: AnyHashable

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TagNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A tagged option: highlighted when chosen; in a menu-style picker, only
/// the chosen option takes space.
@MainActor
protocol TaggedOption: AnyObject {
    var tag: AnyHashable? { get }
    var optionFrame: Rect { get }
    /// The option's node, whose text is the picker's value when chosen.
    var optionNode: ViewNode { get }
}

@MainActor
final class TagNode<Content: View>: ContainerNode<TagView<Content>, Content>, TaggedOption {
    var tag: AnyHashable? { view?.tag }
    var optionFrame: Rect { frame }
    var optionNode: ViewNode { self }

    private var isChosen: Bool { environment.pickerSelection != nil && environment.pickerSelection == view?.tag }
    private var isHiddenByMenu: Bool { environment.pickerSelection != nil && environment.pickerStyle != .segmented && !isChosen }

    override func update(from oldView: TagView<Content>?, to newView: TagView<Content>) {
        updateContent(newView.content)
        invalidateLayout()
    }

    override func environmentDidChange() {
        invalidateLayout()
        setNeedsDisplay()
    }

    override func environmentForChildren(_ inherited: EnvironmentValues) -> EnvironmentValues {
        let base = super.environmentForChildren(inherited)
        guard isChosen, inherited.pickerStyle == .segmented else { return base }
        // The chosen segment is bold and underlined; while the picker has
        // focus it is reversed instead: the one focus mark on screen.
        let isFocused = inherited.isFocused
        return chosenEnvironment.derive(from: base, input: isFocused) {
            $0.textAttributes.formUnion(isFocused ? [.reverse] : [.bold, .underline])
        }
    }

    private var chosenEnvironment = DerivedEnvironment<Bool>()

    /// Options a menu-style picker does not show are not children of its row at all.
    override func appendLayoutChildren(to list: inout [ViewNode]) {
        if !isHiddenByMenu { list.append(self) }
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        isHiddenByMenu ? .zero : contentSize(for: proposal)
    }

    override func draw(in canvas: inout Canvas) {
        guard !isHiddenByMenu else { return }
        super.draw(in: &canvas)
    }
}

extension Picker: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        PickerNode<Label, SelectionValue, Content>(graph: graph, parent: parent, environment: environment)
    }
}

struct PickerChrome<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let style: PickerStyle
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        HStack {
            label
            Spacer(minLength: 1)
            // The options are read as the picker's value, not as its label.
            if style == .segmented {
                HStack { content }
                    .fixedSize()
                    .accessibilityHidden(true)
            } else {
                HStack(spacing: 1) {
                    Text("‹")
                    content
                    Text("›")
                }
                .fixedSize()
                .cellHighlight(isFocused ? .reverse : [])
                .accessibilityHidden(true)
            }
        }
    }
}

@MainActor
final class PickerNode<Label: View, SelectionValue: Hashable, Content: View>: FocusContainerNode<
    Picker<Label, SelectionValue, Content>, PickerChrome<Label, Content>
>
{
    private var selectionEnvironment = DerivedEnvironment<AnyHashable>()

    override func update(from oldView: Picker<Label, SelectionValue, Content>?, to newView: Picker<Label, SelectionValue, Content>) {
        super.update(from: oldView, to: newView)
        rebuild()
    }

    override func environmentDidChange() {
        rebuild()
    }

    private func rebuild() {
        guard let picker = view else { return }
        updateContent(PickerChrome(label: picker.label, content: picker.content, style: environment.pickerStyle))
    }

    override func environmentForChildren(_ inherited: EnvironmentValues) -> EnvironmentValues {
        let base = super.environmentForChildren(inherited)
        guard let selection = view.map({ AnyHashable($0.selection.wrappedValue) }) else { return base }
        return selectionEnvironment.derive(from: base, input: selection) { $0.pickerSelection = selection }
    }

    /// The tagged options, in order.
    private var options: [any TaggedOption] {
        var found: [any TaggedOption] = []
        var stack: [ViewNode] = children
        while !stack.isEmpty {
            let node = stack.removeFirst()
            if let option = node as? any TaggedOption { found.append(option) } else { stack.insert(contentsOf: node.children, at: 0) }
        }
        return found
    }

    private func choose(_ tag: AnyHashable?) {
        guard environment.isEnabled, let picker = view, let value = tag?.base as? SelectionValue,
            value != picker.selection.wrappedValue
        else { return }
        picker.selection.wrappedValue = value
        content?.propagateEnvironment(environmentForChildren(environment))
        invalidateLayout()
        setNeedsDisplay()
    }

    private func move(by offset: Int) {
        let tags = options.compactMap(\.tag)
        guard !tags.isEmpty, let picker = view else { return }
        let current = tags.firstIndex(of: AnyHashable(picker.selection.wrappedValue)) ?? 0
        choose(tags[(current + offset + tags.count) % tags.count])
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.left, []): move(by: -1)
        case (.right, []): move(by: 1)
        case (.enter, []), (.character(" "), []):
            guard environment.pickerStyle != .segmented else { return false }
            move(by: 1)
        default: return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .release(.left) = event.action else { return event.action == .press(.left) }
        if environment.pickerStyle == .segmented {
            choose(options.first { $0.optionFrame.contains(event.location) }?.tag)
        } else {
            move(by: 1)
        }
        return true
    }
}

extension PickerNode: AccessibilityProviding {
    /// A picker reads as its label, with the chosen option's text as its value.
    func accessibilityElement(contentLabel: String) -> AccessibilityElement? {
        let chosen = view.map { AnyHashable($0.selection.wrappedValue) }
        let option = options.first { $0.tag == chosen }
        return AccessibilityElement(
            role: .picker, label: contentLabel, value: option?.optionNode.contentAccessibilityLabel,
            frame: frame, isFocused: isFocused, isEnabled: environment.isEnabled)
    }
}
