import GraftTerminal

/// A single line of editable text bound to a string: type to insert, Left and
/// Right (with Alt or Ctrl, by word), Home and End to move, Backspace and
/// Delete to erase, paste to insert, Enter to submit (`onSubmit`). The text
/// scrolls sideways to keep the cursor in view; wide characters take two cells.
public struct TextField: View {
    let title: String
    let text: Binding<String>
    let prompt: String?
    let isSecure: Bool

    /// Creates a field with a placeholder shown while it is empty.
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        self.title = title
        self.text = text
        self.prompt = prompt?.string
        self.isSecure = false
    }

    init(title: String, text: Binding<String>, prompt: String?, isSecure: Bool) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
    }
}

/// A text field that shows `•` for each character.
public struct SecureField: View {
    let field: TextField

    /// Creates a field for a secret.
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(title: title, text: text, prompt: prompt?.string, isSecure: true)
    }

    /// The field.
    public var body: some View { field }
}

private struct SubmitActionKey: EnvironmentKey {
    static let defaultValue: SubmitAction? = nil
}

/// What Enter in a text field does.
struct SubmitAction {
    let action: @MainActor () -> Void
}

extension EnvironmentValues {
    var submitAction: SubmitAction? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user presses Enter in a text field inside this view.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.submitAction, SubmitAction(action: action))
    }
}

extension TextField: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TextFieldNode(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class TextFieldNode: FocusContainerNode<TextField, EmptyView> {
    private var editing = TextEditing("")
    /// The first column shown, when the text is wider than the field.
    private var scrollColumn = 0

    override func update(from oldView: TextField?, to newView: TextField) {
        super.update(from: oldView, to: newView)
        let text = newView.text.wrappedValue
        if text != editing.text { editing.setText(text) }
        setNeedsDisplay()
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override func focusDidChange() {
        graph.focusedCursorDidChange()
    }

    private var placeholder: String { view?.prompt ?? view?.title ?? "" }

    override func computeSize(for proposal: CellProposal) -> Size {
        let ideal = max(editing.text.displayWidth, placeholder.displayWidth) + 1
        let width = proposal.width.map { $0 == CellProposal.infinity ? ideal : $0 } ?? ideal
        return Size(width: width, height: 1)
    }

    private func commit() {
        guard let binding = view?.text else { return }
        binding.wrappedValue = editing.text
        keepCursorVisible()
        setNeedsDisplay()
        graph.focusedCursorDidChange()
    }

    private func keepCursorVisible() {
        scrollColumn = editing.scrollColumn(from: scrollColumn, width: frame.width)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard environment.isEnabled else { return false }
        if event == KeyEvent(.enter) {
            if let submit = environment.submitAction?.action { graph.enqueueLifecycleAction(submit) }
            graph.onNeedsUpdate?()
            return true
        }
        guard editing.apply(event) else { return false }
        commit()
        return true
    }

    /// Pasted text is inserted at the cursor.
    override func handlePaste(_ text: String) -> Bool {
        guard environment.isEnabled else { return false }
        editing.insert(text)
        commit()
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        event.action == .press(.left) || event.action == .release(.left)
    }

    /// Where the terminal cursor goes while the field has focus.
    override var cursorPosition: Point? {
        guard isFocused, !frame.isEmpty else { return nil }
        return Point(x: frame.minX + editing.cursorColumn - scrollColumn, y: frame.minY)
    }

    override func draw(in canvas: inout Canvas) {
        guard let field = view else { return }
        let isEmpty = editing.text.isEmpty
        var style = Style(attributes: .underline)
        if isEmpty { style.foreground = .gray }
        if isFocused { style.attributes.insert(.bold) }
        if !environment.isEnabled { style.attributes.insert(.dim) }
        canvas.fill(frame, with: .blank(style))
        if isEmpty {
            canvas.withSavedState { canvas in
                canvas.clip(to: frame)
                canvas.write(placeholder, at: frame.origin, style: style)
            }
        } else {
            canvas.draw(editing, in: frame, scrollColumn: scrollColumn, style: style, mask: field.isSecure ? "•" : nil)
        }
    }
}
