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
    }

    /// The editing action `event` asks for; nil for keys that pass on, such
    /// as Tab (focus moves on) and Escape (a key command ends editing).
    func editingKey(for event: KeyEvent) -> EditingKey? {
        let extending = event.modifiers.contains(.shift)
        let page = max(1, bounds.height - textContainerInset.top - textContainerInset.bottom - 1)
        switch (event.key, event.modifiers.subtracting(.shift)) {
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

    /// The editing key `presses` asks for while editing; nil when the
    /// press passes on.
    func editingKey(for presses: Set<TUIPress>) -> EditingKey? {
        guard isEditing, let keyEvent = presses.first?.key?.keyEvent else { return nil }
        return editingKey(for: keyEvent)
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
