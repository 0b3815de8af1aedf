extension TUITextView {
    // MARK: - Wrapping

    /// The width the text wraps at: the bounds less the insets, and less the
    /// column the vertical indicator takes when `reservingIndicator`.
    private func wrapWidth(reservingIndicator: Bool) -> Int {
        let inset = textContainerInset
        return max(1, bounds.width - inset.leading - inset.trailing - (reservingIndicator ? 1 : 0))
    }

    /// Wraps the text at the current width and sizes the content to it. When
    /// the rows overflow the view, they wrap one column narrower, so the
    /// scroll indicator never covers text.
    func relayoutText() {
        let inset = textContainerInset
        var lines = WrappedTextLines(buffer, width: wrapWidth(reservingIndicator: false))
        if showsVerticalScrollIndicator, lines.lines.count + inset.top + inset.bottom > bounds.height {
            lines = WrappedTextLines(buffer, width: wrapWidth(reservingIndicator: true))
        }
        wrappedLines = lines
        contentSize = Size(width: bounds.width, height: lines.lines.count + inset.top + inset.bottom)
        // Text that got shorter must not leave the view scrolled past its end.
        let offset = clampedContentOffset(contentOffset)
        if offset.y < contentOffset.y { setContentOffset(Point(x: contentOffset.x, y: offset.y), animated: false) }
    }

    // MARK: - Geometry

    /// How far row `line` is moved right by ``textAlignment``.
    func alignmentOffset(ofLine line: Int) -> Int {
        let spare = max(0, wrappedLines.width - wrappedLines.lines[line].width)
        switch textAlignment {
        case .left: return 0
        case .center: return spare / 2
        case .right: return spare
        case .natural: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? spare : 0
        }
    }

    /// Where the cell of `offset` is, in content coordinates; a cursor at
    /// the end of a full row stays on the row's last cell.
    func contentPoint(of offset: Int) -> Point {
        let line = wrappedLines.line(containing: offset)
        let column = min(wrappedLines.column(of: offset, in: buffer), wrappedLines.width - 1)
        let inset = textContainerInset
        return Point(x: inset.leading + alignmentOffset(ofLine: line) + column, y: inset.top + line)
    }

    /// The offset nearest a point in content coordinates, for a click.
    func offset(nearest point: Point) -> Int {
        let inset = textContainerInset
        let line = min(max(point.y - inset.top, 0), wrappedLines.lines.count - 1)
        if point.y - inset.top >= wrappedLines.lines.count { return buffer.count }
        let column = point.x - inset.leading - alignmentOffset(ofLine: line)
        return wrappedLines.offset(onLine: line, nearestColumn: column, in: buffer)
    }

    /// Scrolls the least needed to show the row of the insertion point.
    func scrollToInsertionPoint() {
        let point = contentPoint(of: buffer.cursor)
        scrollRectToVisible(Rect(x: 0, y: point.y, width: 1, height: 1), animated: false)
    }

    /// Where the terminal cursor goes: at the insertion point while editing
    /// and in view.
    public var caretRect: Rect? {
        guard isEditing, !isHidden else { return nil }
        let point = contentPoint(of: buffer.cursor)
        guard bounds.contains(point) else { return nil }
        return Rect(origin: point, size: Size(width: 1, height: 1))
    }

    // MARK: - Drawing

    /// Draws the rows in view, the selection reversed; an editable text
    /// view underlines its rows as a text field does, so its area shows in
    /// every color mode. Bold while editing, and all reversed while focused
    /// but not editing.
    func drawText(in canvas: inout Canvas) {
        var style = Style(
            foreground: terminalColor(textColor ?? .label), attributes: (font ?? .systemFont(ofSize: TUIFont.labelFontSize)).attributes)
        if isEditable { style.attributes.insert(.underline) }
        if isEditing { style.attributes.insert(.bold) }
        let inset = textContainerInset
        let lines = wrappedLines.lines
        let firstRow = max(0, bounds.minY - inset.top)
        let lastRow = min(lines.count, bounds.maxY - inset.top)
        let selection = buffer.selectedRange
        // The columns text wraps in, every row of the view.
        let textArea = Rect(x: bounds.minX + inset.leading, y: bounds.minY, width: wrappedLines.width, height: bounds.height)
        if isEditable { canvas.fill(textArea, with: .blank(style)) }
        canvas.withSavedState { canvas in
            canvas.clip(to: textArea)
            for row in firstRow ..< max(firstRow, lastRow) {
                var x = inset.leading + alignmentOffset(ofLine: row)
                for index in lines[row].range where !buffer.characters[index].isNewline {
                    let cellStyle = selection.contains(index) ? style.adding(.reverse) : style
                    canvas.put(buffer.characters[index], at: Point(x: x, y: inset.top + row), style: cellStyle)
                    x += buffer.width(at: index)
                }
            }
        }
        // Focus without editing has no cursor to show it: reverse the view.
        if isFocused, !isEditing { canvas.addAttributes(.reverse, in: bounds) }
    }

    // MARK: - Mouse

    /// Puts the cursor at a click (beginning editing) or, extending the
    /// selection, where a drag is.
    func placeCursor(for touches: Set<TUITouch>, extendingSelection: Bool) {
        guard isSelectable || isEditable, let location = touches.first?.location(in: self) else { return }
        if isEditable, !isEditing, !extendingSelection { becomeFirstResponder() }
        let target = offset(nearest: location)
        moveSelection { $0.setCursor(target, extendingSelection: extendingSelection) }
    }
}
