import GraftTerminal

/// Makes a table's header row a focus stop of its own: it takes focus (Tab,
/// the arrows from the first row, a click) when some column sorts, and
/// gives the keys to the table.
struct TableHeaderFocus<Content: View>: View, PrimitiveView {
    let isFocusable: Bool
    let handleKey: @MainActor (KeyEvent) -> Bool
    let content: Content

    init(isFocusable: Bool, handleKey: @escaping @MainActor (KeyEvent) -> Bool, @ViewBuilder content: () -> Content) {
        self.isFocusable = isFocusable
        self.handleKey = handleKey
        self.content = content()
    }

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TableHeaderFocusNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// The header's focus stop: its content reads `isFocused` to draw the header cursor.
@MainActor
final class TableHeaderFocusNode<Content: View>: FocusContainerNode<TableHeaderFocus<Content>, Content> {
    private var isFocusable = false
    private var keyHandler: (@MainActor (KeyEvent) -> Bool)?

    override var canBecomeFocused: Bool { isFocusable && super.canBecomeFocused }

    override func update(from oldView: TableHeaderFocus<Content>?, to newView: TableHeaderFocus<Content>) {
        super.update(from: oldView, to: newView)
        isFocusable = newView.isFocusable
        keyHandler = newView.handleKey
        updateContent(newView.content)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        keyHandler?(event) ?? false
    }
}
