import Foundation

/// A scrollable view that edits (or shows) several lines of text, as
/// UIKit's `UITextView`.
///
/// ```swift
/// let notes = TUITextView(frame: Rect(x: 0, y: 0, width: 40, height: 6))
/// notes.text = profile.notes
/// notes.delegate = self            // a TUITextViewDelegate
/// ```
///
/// The text wraps at the view's width (by display width: a wide character
/// takes two cells and never splits; words wrap at spaces where they can)
/// and scrolls vertically to keep the insertion point in view. A click or
/// focus makes an editable text view the first responder; then typing
/// inserts at the cursor, Enter starts a new line, pasted text goes in whole
/// with its line breaks, Left and Right move (with Alt or Ctrl by word),
/// Up and Down move a row keeping the column, Page Up and Page Down a page,
/// Home and End (Ctrl-A, Ctrl-E) to the ends of the line up to its line
/// break (with Ctrl, of the text), Shift with any of them selects, and
/// Backspace and Delete erase. The keys are those of `TextEditingBuffer`,
/// which the text fields share.
///
/// Tab is not typed: it moves focus on, as in every other control, so
/// keyboard users are never trapped inside the text. Escape ends editing
/// and leaves focus on the view, where the arrows scroll and Enter edits
/// again; a second Escape reaches the screen (closing a sheet).
///
/// An editable text view underlines its rows, as a text field does, so its
/// area shows in every color mode. While editing, the text is bold and the
/// terminal's cursor sits at the insertion point; a focused text view that
/// is not editing (Escape was pressed, or it is not ``isEditable``) is
/// drawn in reverse video. A text view that is neither editable nor
/// selectable takes no focus.
///
/// Every change the user makes is first offered to the delegate's
/// ``TUITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)``;
/// setting ``text`` tells the delegate nothing.
@MainActor
open class TUITextView: TUIScrollView, TUITextInput {
    var buffer: TextEditingBuffer = {
        var buffer = TextEditingBuffer()
        buffer.allowsLineBreaks = true
        return buffer
    }()
    /// The rows the text takes at the current width.
    var wrappedLines = WrappedTextLines(TextEditingBuffer(), width: 1)
    /// The column Up and Down keep while they move through shorter rows.
    var preferredColumn: Int?
    /// Escape and Enter, for the footer and help.
    lazy var textViewCommands = TextViewKeyCommands(textView: self)

    /// Creates a text view.
    public override init(frame: Rect) {
        super.init(frame: frame)
        focusEffect = nil
        relayoutText()
    }

    // MARK: - Text and appearance

    /// The text. Setting it puts the insertion point at the end, clears the
    /// selection and tells the delegate nothing; nil is the same as "".
    open var text: String! {
        get { buffer.text }
        set {
            buffer.setText(newValue ?? "")
            buffer.setCursor(buffer.count)
            preferredColumn = nil
            relayoutText()
            // The cursor (now at the end) stays in view while editing; otherwise the view keeps its place.
            if isEditing { scrollToInsertionPoint() }
            setNeedsDisplay()
        }
    }

    /// The attributes the text is drawn with; nil (the default) is the
    /// plain system font.
    open var font: TUIFont? {
        didSet { setNeedsDisplay() }
    }

    /// The text color; nil (the default) is ``TUIColor/label``.
    open var textColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// How each row sits between the edges; `.natural` by default.
    open var textAlignment: TUITextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// Whether the user can change the text; true by default. A text view
    /// that is not editable still takes focus (when ``isSelectable``), and
    /// then the arrows scroll it.
    open var isEditable = true {
        didSet {
            if !isEditable, isFirstResponder { resignFirstResponder() }
            setNeedsDisplay()
        }
    }

    /// Whether the user can focus the text view to read or select it; true
    /// by default. Editing needs ``isEditable`` as well.
    open var isSelectable = true

    /// Room between the view's edges and the text, in cells; none by
    /// default (UIKit's 8 points would be 8 cells here).
    open var textContainerInset: CellInsets = .zero {
        didSet { relayoutText() }
    }

    /// Whether the text view is editing: it is the first responder.
    var isEditing: Bool { isFirstResponder }

    /// The delegate, when it adopts ``TUITextViewDelegate``.
    var textViewDelegate: (any TUITextViewDelegate)? { delegate as? any TUITextViewDelegate }

    /// Whether there is any text, for ``TUIKeyInput``.
    public var hasText: Bool { buffer.count > 0 }

    /// Wraps the text again, scrolls to the insertion point, and redraws.
    func textDidChange() {
        relayoutText()
        scrollToInsertionPoint()
        setNeedsDisplay()
    }

    // MARK: - Editing

    /// Types `text` at the cursor, replacing the selection, as the user
    /// would: the delegate is asked and told. Pasted text arrives here.
    ///
    /// - Parameter text: The text to insert; its line breaks stay.
    public func insertText(_ text: String) {
        perform(.insert(text))
    }

    /// Deletes the selection or the character before the cursor, as
    /// Backspace does.
    public func deleteBackward() {
        perform(.deleteBackward)
    }

    /// Carries out an editing command as the user's: a change goes through
    /// the delegate (and is refused when the view is not editable); a move
    /// only moves, and tells the delegate the selection changed.
    func perform(_ command: TextEditingBuffer.Command) {
        if let change = buffer.change(for: command) {
            guard isEditable, allowsChange(change.range, replacement: change.replacement) else { return }
            let selection = buffer.selectedRange
            buffer.perform(command)
            preferredColumn = nil
            textDidChange()
            if buffer.selectedRange != selection { textViewDelegate?.textViewDidChangeSelection(self) }
            textViewDelegate?.textViewDidChange(self)
        } else {
            moveSelection { $0.perform(command) }
        }
    }

    /// Moves the cursor or selection with `body`, keeps it in view, and
    /// tells the delegate when it moved. Up and Down keep their column;
    /// every other move forgets it.
    func moveSelection(keepingColumn: Bool = false, _ body: (inout TextEditingBuffer) -> Void) {
        let selection = buffer.selectedRange
        body(&buffer)
        if !keepingColumn { preferredColumn = nil }
        scrollToInsertionPoint()
        setNeedsDisplay()
        if buffer.selectedRange != selection { textViewDelegate?.textViewDidChangeSelection(self) }
    }

    private func allowsChange(_ range: Range<Int>, replacement: String) -> Bool {
        guard let delegate = textViewDelegate else { return true }
        return delegate.textView(self, shouldChangeTextIn: utf16Range(of: range), replacementText: replacement)
    }

    // MARK: - First responder

    /// An editable text view can be the first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// An editable or selectable text view takes focus, so its keys reach it.
    open override var canBecomeFocused: Bool { isEditable || isSelectable }

    /// Begins editing if the delegate agrees, then tells the delegate.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        textViewDelegate?.textViewDidBeginEditing(self)
        scrollToInsertionPoint()
        setNeedsDisplay()
        return true
    }

    /// Ends editing if the delegate agrees, then tells the delegate. Focus
    /// stays where it is.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        textViewDelegate?.textViewDidEndEditing(self)
        setNeedsDisplay()
        return true
    }

    // MARK: - Keys

    /// While editing, editing keys edit and Escape stops; while focused and
    /// not editing, Enter edits again and the arrows, Page Up, Page Down,
    /// Home and End scroll. Other keys pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let key = editingKey(for: presses) else { return super.pressesBegan(presses, with: event) }
        perform(key)
    }

    /// Ends the presses the text view handled; passes on the others.
    open override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard editingKey(for: presses) == nil else { return }
        super.pressesEnded(presses, with: event)
    }

    /// Escape (Done) while editing; Enter (Edit) while focused, editable and
    /// not editing. The footer and help list them.
    open override var keyCommands: [TUIKeyCommand]? {
        textViewKeyCommands ?? super.keyCommands
    }

    // MARK: - Layout, drawing and the mouse

    /// Wraps again for the new size and keeps the insertion point in view.
    override func frameSizeDidChange() {
        relayoutText()
        super.frameSizeDidChange()
        if isEditing { scrollToInsertionPoint() }
    }

    /// Draws the text; see ``TUITextView``.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        drawText(in: &canvas)
    }

    /// Puts the cursor where the click is, and begins editing.
    open override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesBegan(touches, with: event)
        placeCursor(for: touches, extendingSelection: false)
    }

    /// Selects from the press to the pointer.
    open override func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesMoved(touches, with: event)
        placeCursor(for: touches, extendingSelection: true)
    }
}
