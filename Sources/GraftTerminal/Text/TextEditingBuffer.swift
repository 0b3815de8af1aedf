/// The editing model of a single-line text field: the text, an insertion
/// point and a selection, measured in grapheme clusters so that wide
/// characters, emoji and combining marks move and delete as one.
///
/// It holds no UI: a field draws ``text`` and places the terminal cursor at
/// ``cursorColumn``. Both GraftUI's `TextField` and TUIKit's `TUITextField`
/// edit through it, so the same keys do the same things everywhere.
///
/// ```swift
/// var buffer = TextEditingBuffer("desk lamp")
/// buffer.apply(KeyEvent(.left, modifiers: [.alt, .shift]))   // selects "lamp"
/// buffer.insert("chair")                                      // "desk chair"
/// ```
///
/// Positions are offsets in grapheme clusters, `0 ... count`. The selection
/// runs from an anchor to the cursor; moving with Shift extends it, any
/// other move collapses it, and typing replaces it.
public struct TextEditingBuffer: Equatable, Sendable {
    /// The text, one element per grapheme cluster.
    public private(set) var characters: [Character]

    /// The insertion point, as an offset into ``characters`` (`0 ... count`).
    public private(set) var cursor: Int

    /// The other end of the selection, or nil when nothing is selected.
    public private(set) var selectionAnchor: Int?

    /// Whether a newline stays a line break (`"\n"`) instead of becoming a
    /// space; false for a field, true for a multi-line text view. Every
    /// kind of line end (`"\r\n"`, `"\r"`) becomes `"\n"`.
    public var allowsLineBreaks = false

    /// The display width of each cluster, measured once when it is inserted,
    /// so columns are sums of small integers rather than new measurements.
    private var widths: [UInt8]

    /// Creates a buffer holding `text`, the cursor at its end.
    ///
    /// - Parameter text: The initial text.
    public init(_ text: String = "") {
        characters = Array(text)
        widths = characters.map(Self.width)
        cursor = characters.count
    }

    private static func width(of character: Character) -> UInt8 {
        UInt8(clamping: character.displayWidth)
    }

    /// The text.
    public var text: String { String(characters) }

    /// The number of grapheme clusters.
    public var count: Int { characters.count }

    // MARK: - Selection

    /// The selected offsets; an empty range at the cursor when nothing is selected.
    public var selectedRange: Range<Int> {
        guard let anchor = selectionAnchor else { return cursor ..< cursor }
        return min(anchor, cursor) ..< max(anchor, cursor)
    }

    /// Whether any text is selected.
    public var hasSelection: Bool { !selectedRange.isEmpty }

    /// The selected text; empty when nothing is selected.
    public var selectedText: String { String(characters[selectedRange]) }

    /// Selects `range`, clamped to the text; the cursor goes to its end.
    ///
    /// - Parameter range: Offsets in grapheme clusters.
    public mutating func select(_ range: Range<Int>) {
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        selectionAnchor = lower
        cursor = upper
    }

    /// Selects the whole text.
    public mutating func selectAll() {
        select(0 ..< count)
    }

    // MARK: - Replacing text

    /// Replaces the whole text, keeping the cursor where it was when it
    /// still fits and clearing the selection.
    ///
    /// - Parameter text: The new text.
    public mutating func setText(_ text: String) {
        characters = Array(text)
        widths = characters.map(Self.width)
        cursor = min(cursor, characters.count)
        selectionAnchor = nil
    }

    /// Replaces `range` with `string`, leaving the cursor after it. A
    /// newline becomes a space, since the text is one line, unless
    /// ``allowsLineBreaks`` keeps it as `"\n"`.
    ///
    /// - Parameters:
    ///   - range: Offsets in grapheme clusters, clamped to the text.
    ///   - string: The text to put there.
    public mutating func replace(_ range: Range<Int>, with string: String) {
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        let lineBreak: Character = allowsLineBreaks ? "\n" : " "
        let inserted = string.map { $0.isNewline ? lineBreak : $0 }
        characters.replaceSubrange(lower ..< upper, with: inserted)
        widths.replaceSubrange(lower ..< upper, with: inserted.map(Self.width))
        cursor = lower + inserted.count
        selectionAnchor = nil
    }

    /// Types `string` at the cursor, replacing the selection.
    ///
    /// - Parameter string: The text typed or pasted.
    public mutating func insert(_ string: String) {
        replace(selectedRange, with: string)
    }

    /// The range an editing command would replace, and with what; nil for a
    /// command that changes no text (a move, or a delete with nothing to
    /// delete). Fields ask their delegate about this change before ``perform(_:)``.
    ///
    /// - Parameter command: The command.
    /// - Returns: The offsets replaced and the replacement.
    public func change(for command: Command) -> (range: Range<Int>, replacement: String)? {
        let selection = selectedRange
        let range: Range<Int>
        switch command {
        case .insert(let string):
            return (selection, string)
        case .move, .selectAll:
            return nil
        case .deleteBackward:
            range = hasSelection ? selection : max(cursor - 1, 0) ..< cursor
        case .deleteForward:
            range = hasSelection ? selection : cursor ..< min(cursor + 1, count)
        case .deleteWordBackward:
            range = hasSelection ? selection : wordStart(before: cursor) ..< cursor
        case .deleteToStart:
            range = 0 ..< cursor
        }
        return range.isEmpty ? nil : (range, "")
    }

    // MARK: - Commands

    /// Where a move takes the cursor.
    public enum Movement: Sendable, Hashable {
        /// One grapheme cluster left.
        case left
        /// One grapheme cluster right.
        case right
        /// To the start of the word before the cursor.
        case wordLeft
        /// To the end of the word after the cursor.
        case wordRight
        /// To the start of the text.
        case start
        /// To the end of the text.
        case end
    }

    /// An editing action, such as a key asks for.
    public enum Command: Sendable, Hashable {
        /// Types text at the cursor, replacing the selection.
        case insert(String)
        /// Moves the cursor; extending keeps the anchor, otherwise the selection collapses.
        case move(Movement, extendingSelection: Bool)
        /// Deletes the selection or the cluster before the cursor.
        case deleteBackward
        /// Deletes the selection or the cluster after the cursor.
        case deleteForward
        /// Deletes the selection or the word before the cursor.
        case deleteWordBackward
        /// Deletes from the start of the text to the cursor.
        case deleteToStart
        /// Selects the whole text.
        case selectAll
    }

    /// The command a key asks for, with the usual terminal bindings: arrows
    /// (Alt or Ctrl for words, Shift to select), Home and End, Backspace and
    /// Delete, Alt-Backspace and Ctrl-W for a word, and the Emacs keys
    /// Ctrl-A, E, B, F, D, U and Alt-B, F. Nil for keys that do not edit.
    ///
    /// - Parameter event: The key pressed.
    /// - Returns: The command, or nil.
    public static func command(for event: KeyEvent) -> Command? {
        let extending = event.modifiers.contains(.shift)
        let modifiers = event.modifiers.subtracting(.shift)
        switch (event.key, modifiers) {
        case (.character(let character), []): return .insert(String(character))
        case (.backspace, []): return .deleteBackward
        case (.backspace, .alt), (.character("w"), .control): return .deleteWordBackward
        case (.delete, []), (.character("d"), .control): return .deleteForward
        case (.character("u"), .control): return .deleteToStart
        case (.left, []), (.character("b"), .control): return .move(.left, extendingSelection: extending)
        case (.right, []), (.character("f"), .control): return .move(.right, extendingSelection: extending)
        case (.left, .alt), (.left, .control), (.character("b"), .alt): return .move(.wordLeft, extendingSelection: extending)
        case (.right, .alt), (.right, .control), (.character("f"), .alt): return .move(.wordRight, extendingSelection: extending)
        case (.home, []), (.character("a"), .control): return .move(.start, extendingSelection: extending)
        case (.end, []), (.character("e"), .control): return .move(.end, extendingSelection: extending)
        default: return nil
        }
    }

    /// Carries out `command`.
    ///
    /// - Parameter command: The command.
    public mutating func perform(_ command: Command) {
        switch command {
        case .move(let movement, let extending):
            move(movement, extendingSelection: extending)
        case .selectAll:
            selectAll()
        default:
            if let change = change(for: command) { replace(change.range, with: change.replacement) }
        }
    }

    /// Carries out the command `event` asks for.
    ///
    /// - Parameter event: The key pressed.
    /// - Returns: Whether the key was an editing key.
    @discardableResult
    public mutating func apply(_ event: KeyEvent) -> Bool {
        guard let command = Self.command(for: event) else { return false }
        perform(command)
        return true
    }

    /// Moves the cursor, extending the selection or collapsing it. Without
    /// Shift, Left and Right collapse a selection to its start or end.
    ///
    /// - Parameters:
    ///   - movement: Where to.
    ///   - extendingSelection: Whether to keep the selection's anchor.
    public mutating func move(_ movement: Movement, extendingSelection: Bool = false) {
        let selection = selectedRange
        if extendingSelection {
            if selectionAnchor == nil { selectionAnchor = cursor }
        } else {
            selectionAnchor = nil
            if !selection.isEmpty, movement == .left || movement == .right {
                cursor = movement == .left ? selection.lowerBound : selection.upperBound
                return
            }
        }
        cursor = destination(of: movement)
    }

    /// Puts the cursor at `offset` (clamped), extending the selection or clearing it.
    ///
    /// - Parameters:
    ///   - offset: An offset in grapheme clusters.
    ///   - extendingSelection: Whether to keep or start a selection from the old cursor.
    public mutating func setCursor(_ offset: Int, extendingSelection: Bool = false) {
        if extendingSelection {
            if selectionAnchor == nil { selectionAnchor = cursor }
        } else {
            selectionAnchor = nil
        }
        cursor = min(max(offset, 0), count)
    }

    private func destination(of movement: Movement) -> Int {
        switch movement {
        case .left: return max(cursor - 1, 0)
        case .right: return min(cursor + 1, count)
        case .wordLeft: return wordStart(before: cursor)
        case .wordRight: return wordEnd(after: cursor)
        case .start: return 0
        case .end: return count
        }
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < count, characters[index].isWhitespace { index += 1 }
        while index < count, !characters[index].isWhitespace { index += 1 }
        return index
    }

    // MARK: - Columns

    /// The display column of the cursor (wide characters count two).
    public var cursorColumn: Int { column(of: cursor) }

    /// The display column where offset `offset` starts.
    ///
    /// - Parameter offset: An offset in grapheme clusters.
    /// - Complexity: O(*offset*), adding stored widths; nothing is measured again.
    public func column(of offset: Int) -> Int {
        widths[..<min(max(offset, 0), count)].reduce(0) { $0 + Int($1) }
    }

    /// The display width of the cluster at `offset`.
    ///
    /// - Parameter offset: An offset in grapheme clusters, `0 ..< count`.
    public func width(at offset: Int) -> Int {
        Int(widths[offset])
    }

    /// The offset nearest display column `column`, for a click: a click on
    /// the right half of a wide character lands after it.
    ///
    /// - Parameter column: A display column, counted from the text's start.
    /// - Complexity: O(*n*).
    public func offset(nearestColumn column: Int) -> Int {
        var used = 0
        for (index, width) in widths.enumerated() {
            if column < used + (Int(width) + 1) / 2 { return index }
            used += Int(width)
        }
        return count
    }
}
