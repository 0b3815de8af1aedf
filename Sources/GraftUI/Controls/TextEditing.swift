import GraftTerminal

/// Editable single-line text with a cursor, measured in grapheme clusters so
/// wide characters and combining marks move and delete as one.
struct TextEditing: Equatable {
    private(set) var characters: [Character]
    /// The cursor, as an index into `characters` (0 ... count).
    private(set) var cursor: Int

    init(_ text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    /// Replaces the text, keeping the cursor where it was when possible.
    mutating func setText(_ text: String) {
        characters = Array(text)
        cursor = min(cursor, characters.count)
    }

    mutating func insert(_ string: String) {
        // A newline in a single-line field becomes a space.
        let inserted = Array(string.map { $0.isNewline ? " " : $0 })
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        characters.removeSubrange(start ..< cursor)
        cursor = start
    }

    mutating func moveLeft() { cursor = max(cursor - 1, 0) }
    mutating func moveRight() { cursor = min(cursor + 1, characters.count) }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = characters.count }
    mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

    mutating func moveWordRight() {
        var index = cursor
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        cursor = index
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    /// The display column of the cursor.
    var cursorColumn: Int {
        characters[..<cursor].reduce(0) { $0 + $1.displayWidth }
    }

    /// Applies an editing key; returns whether it was one.
    mutating func apply(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.character(let character), []), (.character(let character), .shift):
            insert(String(character))
        case (.backspace, []): deleteBackward()
        case (.backspace, .alt), (.character("w"), .control): deleteWordBackward()
        case (.delete, []), (.character("d"), .control): deleteForward()
        case (.left, []), (.character("b"), .control): moveLeft()
        case (.right, []), (.character("f"), .control): moveRight()
        case (.left, .alt), (.left, .control), (.character("b"), .alt): moveWordLeft()
        case (.right, .alt), (.right, .control), (.character("f"), .alt): moveWordRight()
        case (.home, []), (.character("a"), .control): moveToStart()
        case (.end, []), (.character("e"), .control): moveToEnd()
        case (.character("u"), .control):
            characters.removeSubrange(0 ..< cursor)
            cursor = 0
        default:
            return false
        }
        return true
    }
}
