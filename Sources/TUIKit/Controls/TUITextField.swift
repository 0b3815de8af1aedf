/// A control that edits one line of text.
///
/// ```swift
/// let name = TUITextField()
/// name.placeholder = "Name"
/// name.addAction(TUIAction { action in
///     model.name = (action.sender as? TUITextField)?.text ?? ""
/// }, for: .editingChanged)
/// ```
///
/// A click or focus makes the field the first responder; then typing
/// inserts at the cursor, Left and Right move (with Alt or Ctrl by word,
/// with Shift selecting), Home and End go to the ends, Backspace and Delete
/// erase, pasted text is inserted whole, and Enter asks the delegate's
/// ``TUITextFieldDelegate/textFieldShouldReturn(_:)`` and sends
/// `.editingDidEndOnExit` and `.primaryActionTriggered` (the field stops
/// editing if an action is registered for `.editingDidEndOnExit`, as in
/// UIKit). The keys are those of `TextEditingBuffer`, which GraftUI's
/// `TextField` shares.
///
/// The text scrolls sideways to keep the cursor in view; wide characters
/// take two cells. The terminal's cursor sits at the insertion point while
/// the field is editing. The field draws underlined, bold while editing, the
/// selection reversed, the placeholder gray, and dimmed when disabled.
///
/// Every change the user makes is first offered to the delegate's
/// ``TUITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)``
/// and, when made, sends `.editingChanged`; setting ``text`` sends nothing.
@MainActor
open class TUITextField: TUIControl, TUITextInput {
    /// When an accessory such as the clear button shows.
    public enum ViewMode: Int, Sendable, Hashable {
        /// Never.
        case never = 0
        /// Only while the field is editing.
        case whileEditing = 1
        /// Only while the field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    var buffer = TextEditingBuffer()
    private var scrollColumn = 0
    private var isPressingClearButton = false

    /// A glyph drawn before the text, such as a search field's magnifying glass.
    var leadingGlyph: Character? {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Creates a field.
    public override init(frame: Rect) {
        super.init(frame: frame)
        focusEffect = nil
    }

    // MARK: - Text and appearance

    /// The text. Setting it puts the cursor at the end, clears the
    /// selection, and sends no events; nil is the same as "".
    open var text: String? {
        get { buffer.text }
        set {
            buffer.setText(newValue ?? "")
            buffer.setCursor(buffer.count)
            textDidChange()
        }
    }

    /// Text shown in gray while the field is empty.
    open var placeholder: String? {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The text color; nil (the default) is ``TUIColor/label``.
    open var textColor: TUIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The attributes the text is drawn with, besides the field's underline.
    open var font: TUIFont = .systemFont(ofSize: TUIFont.labelFontSize) {
        didSet { setNeedsDisplay() }
    }

    /// Whether the field shows `•` for each character, for passwords.
    open var isSecureTextEntry = false {
        didSet { setNeedsDisplay() }
    }

    /// When the clear button (`✗` at the right end) shows while there is
    /// text; `.never` by default. A click on it empties the field.
    open var clearButtonMode = ViewMode.never {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Asked before changes and told about editing.
    open weak var delegate: (any TUITextFieldDelegate)?

    /// Whether the field is editing: it is the first responder.
    public var isEditing: Bool { isFirstResponder }

    /// The selection, in grapheme clusters from the start of the text; an
    /// empty range at the cursor when nothing is selected.
    public var selectedRange: Range<Int> {
        get { buffer.selectedRange }
        set {
            buffer.select(newValue)
            textDidChange()
        }
    }

    /// Whether there is any text, for ``TUIKeyInput``.
    public var hasText: Bool { buffer.count > 0 }

    private func textDidChange() {
        updateScroll()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: - Editing

    /// Types `text` at the cursor, replacing the selection, as the user
    /// would: the delegate is asked and `.editingChanged` sent. Pasted text
    /// arrives here.
    ///
    /// - Parameter text: The text to insert.
    public func insertText(_ text: String) {
        perform(.insert(text))
    }

    /// Deletes the selection or the character before the cursor, as
    /// Backspace does.
    public func deleteBackward() {
        perform(.deleteBackward)
    }

    /// Carries out an editing command as the user's: a change goes through
    /// the delegate and sends `.editingChanged`; a move only moves.
    func perform(_ command: TextEditingBuffer.Command) {
        guard isEnabled else { return }
        if let change = buffer.change(for: command) {
            guard allowsChange(change.range, replacement: change.replacement) else { return }
            buffer.perform(command)
            textDidChange()
            sendActions(for: .editingChanged)
        } else {
            buffer.perform(command)
            textDidChange()
        }
    }

    private func allowsChange(_ range: Range<Int>, replacement: String) -> Bool {
        guard let delegate else { return true }
        let text = buffer.text
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound, limitedBy: text.endIndex) ?? text.endIndex
        let upper = text.index(lower, offsetBy: range.count, limitedBy: text.endIndex) ?? text.endIndex
        return delegate.textField(self, shouldChangeCharactersIn: lower ..< upper, replacementString: replacement)
    }

    /// Empties the field as its clear button does, if the delegate agrees.
    func clear() {
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        buffer.replace(0 ..< buffer.count, with: "")
        textDidChange()
        sendActions(for: .editingChanged)
    }

    /// Enter: asks the delegate, then sends the return events; ends editing
    /// when an action listens for `.editingDidEndOnExit`.
    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if hasActions(for: .editingDidEndOnExit) { resignFirstResponder() }
    }

    // MARK: - First responder

    /// Enabled fields can be the first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing if the delegate agrees, then tells the delegate and
    /// sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        setNeedsDisplay()
        return true
    }

    /// Ends editing if the delegate agrees, then tells the delegate and
    /// sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        buffer.setCursor(buffer.cursor)
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        setNeedsDisplay()
        return true
    }

    // MARK: - Keys

    /// Editing keys and Enter edit; other keys pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let keyEvent = handledKey(presses) else { return super.pressesBegan(presses, with: event) }
        if keyEvent == KeyEvent(.enter) {
            returnPressed()
        } else if let command = TextEditingBuffer.command(for: keyEvent) {
            perform(command)
        }
    }

    /// Ends the presses the field handled; passes on the others.
    open override func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard handledKey(presses) == nil else { return }
        super.pressesEnded(presses, with: event)
    }

    private func handledKey(_ presses: Set<TUIPress>) -> KeyEvent? {
        guard isEnabled, isFirstResponder, let keyEvent = presses.first?.key?.keyEvent else { return nil }
        if keyEvent == KeyEvent(.enter) || TextEditingBuffer.command(for: keyEvent) != nil { return keyEvent }
        return nil
    }

    // MARK: - Mouse

    /// Puts the cursor where the click is, or notes a press on the clear button.
    open override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let location = touches.first?.location(in: self) else { return }
        isPressingClearButton = clearButtonFrame?.contains(location) == true
        if !isPressingClearButton { moveCursor(toColumn: location.x, extendingSelection: false) }
    }

    /// Selects from the press to the pointer.
    open override func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isEnabled, !isPressingClearButton, let location = touches.first?.location(in: self) else { return }
        moveCursor(toColumn: location.x, extendingSelection: true)
    }

    /// Clears the field when the press and release were on the clear button.
    open override func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        super.touchesEnded(touches, with: event)
        defer { isPressingClearButton = false }
        guard isPressingClearButton, let location = touches.first?.location(in: self),
            clearButtonFrame?.contains(location) == true
        else { return }
        clear()
    }

    private func moveCursor(toColumn x: Int, extendingSelection: Bool) {
        let column = x - textFrame.minX + scrollColumn
        buffer.setCursor(buffer.offset(nearestColumn: column), extendingSelection: extendingSelection)
        textDidChange()
    }

    // MARK: - Layout

    /// Where the text goes: the bounds' first row less the leading glyph and
    /// the clear button.
    var textFrame: Rect {
        let leading = leadingGlyph == nil ? 0 : 2
        let trailing = clearButtonFrame == nil ? 0 : 2
        return Rect(
            x: bounds.minX + leading, y: bounds.minY,
            width: max(0, bounds.width - leading - trailing), height: min(1, bounds.height))
    }

    /// Where the clear button is, when it shows.
    var clearButtonFrame: Rect? {
        guard hasText, bounds.width > 2 else { return nil }
        switch clearButtonMode {
        case .never: return nil
        case .whileEditing where !isEditing: return nil
        case .unlessEditing where isEditing: return nil
        default: return Rect(x: bounds.maxX - 1, y: bounds.minY, width: 1, height: 1)
        }
    }

    private func updateScroll() {
        scrollColumn = buffer.scrollColumn(from: scrollColumn, width: textFrame.width)
    }

    /// Keeps the cursor in view at the new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateScroll()
    }

    /// The text's (or placeholder's) width, one cell for the cursor and the
    /// accessories, by one row.
    open override var intrinsicContentSize: Size {
        let content = max(buffer.column(of: buffer.count), placeholder?.displayWidth ?? 0) + 1
        return Size(width: content + (leadingGlyph == nil ? 0 : 2) + (clearButtonMode == .never ? 0 : 2), height: 1)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size {
        intrinsicContentSize
    }

    /// Where the terminal cursor goes: at the insertion point while editing.
    public var caretRect: Rect? {
        guard isEditing, !isHidden else { return nil }
        let area = textFrame
        guard area.width > 0 else { return nil }
        return Rect(x: area.minX + buffer.cursorColumn - scrollColumn, y: area.minY, width: 1, height: 1)
    }

    // MARK: - Drawing

    /// Draws the glyph, the underlined text or placeholder, and the clear button.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        var style = Style(foreground: terminalColor(textColor ?? .label), attributes: font.attributes.union(.underline))
        if isEditing { style.attributes.insert(.bold) }
        if !isEnabled {
            style.foreground = .gray
            style.attributes.insert(.dim)
        }
        if let leadingGlyph {
            canvas.put(leadingGlyph, at: bounds.origin, style: Style(foreground: isEnabled ? .default : .gray))
        }
        let area = textFrame
        canvas.fill(area, with: .blank(style))
        if hasText {
            canvas.draw(buffer, in: area, scrollColumn: scrollColumn, style: style, mask: isSecureTextEntry ? "•" : nil)
        } else if let placeholder {
            var placeholderStyle = style
            placeholderStyle.foreground = .gray
            canvas.withSavedState { canvas in
                canvas.clip(to: area)
                canvas.write(placeholder, at: area.origin, style: placeholderStyle)
            }
        }
        if let clear = clearButtonFrame {
            canvas.put("✗", at: clear.origin, style: Style(foreground: .gray))
        }
    }
}
