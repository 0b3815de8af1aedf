extension TUITextView {
    /// What a key does in a text view that is editing.
    enum EditingKey: Equatable {
        /// A command of the shared editing buffer.
        case command(TextEditingBuffer.Command)
        /// A line break.
        case newline
        /// Up or Down by rows (a page with Page Up and Page Down), keeping the column.
        case rows(Int, extendingSelection: Bool)
        /// Home or End: the start or end of the line.
        case lineEdge(atEnd: Bool, extendingSelection: Bool)
        /// Escape while editing: stop, keeping focus.
        case endEditing
        /// Enter while focused and not editing: start again.
        case beginEditing
    }

    /// The editing action `event` asks for while editing; nil for keys that
    /// pass on, such as Tab (focus moves on).
    func editingKey(for event: KeyEvent) -> EditingKey? {
        let extending = event.modifiers.contains(.shift)
        let page = max(1, bounds.height - textContainerInset.top - textContainerInset.bottom - 1)
        switch (event.key, event.modifiers.subtracting(.shift)) {
        case (.escape, []) where !extending: return .endEditing
        case (.enter, []) where !extending: return .newline
        case (.up, []): return .rows(-1, extendingSelection: extending)
        case (.down, []): return .rows(1, extendingSelection: extending)
        case (.pageUp, []): return .rows(-page, extendingSelection: extending)
        case (.pageDown, []): return .rows(page, extendingSelection: extending)
        case (.home, []), (.character("a"), .control): return .lineEdge(atEnd: false, extendingSelection: extending)
        case (.end, []), (.character("e"), .control): return .lineEdge(atEnd: true, extendingSelection: extending)
        case (.home, .control): return .command(.move(.start, extendingSelection: extending))
        case (.end, .control): return .command(.move(.end, extendingSelection: extending))
        default: return TextEditingBuffer.command(for: event).map(EditingKey.command)
        }
    }

    /// Carries out an editing key.
    func perform(_ key: EditingKey) {
        switch key {
        case .command(let command):
            perform(command)
        case .newline:
            perform(.insert("\n"))
        case .rows(let rows, let extending):
            moveVertically(by: rows, extendingSelection: extending)
        case .endEditing:
            resignFirstResponder()
        case .beginEditing:
            becomeFirstResponder()
        case .lineEdge(let atEnd, let extending):
            moveSelection { buffer in
                let target = atEnd ? buffer.paragraphEnd(of: buffer.cursor) : buffer.paragraphStart(of: buffer.cursor)
                buffer.setCursor(target, extendingSelection: extending)
            }
        }
    }

    /// Moves the cursor `rows` rows up (negative) or down, to the column it
    /// had when vertical moves began; past the first or last row, to the
    /// start or end of the text.
    func moveVertically(by rows: Int, extendingSelection: Bool) {
        let column = preferredColumn ?? wrappedLines.column(of: buffer.cursor, in: buffer)
        let target = wrappedLines.line(containing: buffer.cursor) + rows
        let offset: Int
        if target < 0 {
            offset = 0
        } else if target >= wrappedLines.lines.count {
            offset = buffer.count
        } else {
            offset = wrappedLines.offset(onLine: target, nearestColumn: column, in: buffer)
        }
        moveSelection(keepingColumn: true) { $0.setCursor(offset, extendingSelection: extendingSelection) }
        preferredColumn = column
    }

    /// What `presses` asks of the text view: an editing key while editing
    /// (Escape ends editing here, before a sheet around the view takes it
    /// to close), Enter to edit again while focused; nil when the press
    /// passes on.
    func editingKey(for presses: Set<TUIPress>) -> EditingKey? {
        guard let keyEvent = presses.first?.key?.keyEvent else { return nil }
        if isEditing { return editingKey(for: keyEvent) }
        if isFocused, isEditable, keyEvent == KeyEvent(.enter) { return .beginEditing }
        return nil
    }

    /// Escape (Done) while editing; Enter (Edit) while focused, editable
    /// and not editing; nil otherwise.
    var textViewKeyCommands: [TUIKeyCommand]? {
        if isEditing { return [textViewCommands.done] }
        if isFocused, isEditable { return [textViewCommands.edit] }
        return nil
    }
}

/// The text view's two key commands, made once so the footer reading them
/// every frame gets the same objects.
@MainActor
final class TextViewKeyCommands {
    let done: TUIKeyCommand
    let edit: TUIKeyCommand

    init(textView: TUITextView) {
        done = TUIKeyCommand(title: "Done", input: TUIKeyCommand.inputEscape, discoverabilityTitle: "Done") {
            [weak textView] _ in
            textView?.resignFirstResponder()
        }
        edit = TUIKeyCommand(title: "Edit", input: "\r", discoverabilityTitle: "Edit") { [weak textView] _ in
            textView?.becomeFirstResponder()
        }
    }
}
