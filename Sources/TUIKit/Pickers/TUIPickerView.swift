import Foundation

/// A view of one or more spinning wheels (components), each showing its
/// selected row in the middle: UIKit's picker view, drawn as columns of a
/// few rows.
///
/// ```swift
/// let sizes = TUIPickerView()
/// sizes.dataSource = self   // numberOfComponents(in:), pickerView(_:numberOfRowsInComponent:)
/// sizes.delegate = self     // pickerView(_:titleForRow:forComponent:), pickerView(_:didSelectRow:inComponent:)
/// sizes.selectRow(2, inComponent: 0, animated: false)
/// ```
///
/// Five rows show per component when the view is five or more cells tall
/// (three when three or four, one otherwise): the selected row in the
/// middle, bold, the rows around it gray. Components sit side by side,
/// centered, each as wide as its widest title (or the delegate's
/// `pickerView(_:widthForComponent:)`).
///
/// The picker view is one focus item. While it has focus the selected row
/// of the focused component is reversed, the one focus mark (the other
/// components' selected rows are bold and underlined): Up and Down select
/// the row above or below, Page Up and Page Down move a wheel's worth,
/// Home and End go to the first and last row, Left and Right move to the
/// component beside (passing on at the ends, so focus can move on), and a
/// typed letter or digit jumps to the next row whose title starts with
/// what was typed within the last second. A click on a row selects it and
/// the mouse wheel turns the component under the pointer. Each change the
/// user makes calls the delegate's `pickerView(_:didSelectRow:inComponent:)`.
@MainActor
open class TUIPickerView: TUIView, ScrollWheelHandling {
    /// How long typed characters add up to one search.
    static let typeAheadTimeout = Duration.seconds(1)

    /// What the data source and delegate said at the last reload.
    private struct Component {
        var rowCount: Int
        var selectedRow: Int
        /// The titles' width, or the delegate's.
        var width: Int
    }

    private var components: [Component] = []
    private var needsReload = true
    /// Selections made before the data loaded, applied once it does.
    private var pendingSelections: [Int: Int] = [:]
    /// The component the keys act on.
    private(set) var focusedComponent = 0
    private var typeAhead = ""
    private var typeAheadTime: ContinuousClock.Instant?

    /// Creates an empty picker view; it loads its components from the data
    /// source when first drawn or asked.
    public override init(frame: Rect) {
        super.init(frame: frame)
        focusEffect = nil
    }

    /// The object that gives the number of components and rows.
    open weak var dataSource: (any TUIPickerViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The object that gives titles and hears selections.
    open weak var delegate: (any TUIPickerViewDelegate)? {
        didSet { setNeedsReload() }
    }

    private func setNeedsReload() {
        needsReload = true
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Loads from the data source if something asked for it.
    private func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        let old = components
        components = (0 ..< count).map { index in
            let previous = old.indices.contains(index) ? old[index].selectedRow : 0
            return loadComponent(index, selecting: pendingSelections[index] ?? previous)
        }
        pendingSelections.removeAll()
        focusedComponent = min(max(focusedComponent, 0), max(count - 1, 0))
    }

    private func loadComponent(_ index: Int, selecting row: Int) -> Component {
        let rows = max(dataSource?.pickerView(self, numberOfRowsInComponent: index) ?? 0, 0)
        let selected = rows == 0 ? -1 : min(max(row, 0), rows - 1)
        return Component(rowCount: rows, selectedRow: selected, width: width(ofComponent: index, rows: rows))
    }

    /// The delegate's width, else the widest title among the first rows (a
    /// long component is sampled, since each title is a delegate call).
    private func width(ofComponent index: Int, rows: Int) -> Int {
        let set = Int(delegate?.pickerView(self, widthForComponent: index) ?? 0)
        if set > 0 { return set }
        var widest = 1
        for row in 0 ..< min(rows, 1000) { widest = max(widest, title(forRow: row, inComponent: index).displayWidth) }
        return widest
    }

    private func title(forRow row: Int, inComponent component: Int) -> String {
        delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
    }

    // MARK: - Components and rows

    /// The number of components, from the data source.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return components.count
    }

    /// The number of rows in `component`, or 0 for an index that is no
    /// component's.
    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return components.indices.contains(component) ? components[component].rowCount : 0
    }

    /// The size of a row in `component`: its width and one cell.
    open func rowSize(forComponent component: Int) -> Size {
        loadIfNeeded()
        return components.indices.contains(component) ? Size(width: components[component].width, height: 1) : .zero
    }

    /// The selected row of `component`, or -1 when it has no rows (or is no
    /// component).
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return components.indices.contains(component) ? components[component].selectedRow : -1
    }

    /// Selects `row` in `component` without telling the delegate, as in
    /// UIKit; a row past the ends is pinned to them.
    ///
    /// - Parameters:
    ///   - row: The row to select.
    ///   - component: Its component.
    ///   - animated: Ignored; the terminal does not animate.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        if needsReload, dataSource != nil {
            pendingSelections[component] = row
            loadIfNeeded()
            return
        }
        guard components.indices.contains(component), components[component].rowCount > 0 else { return }
        components[component].selectedRow = min(max(row, 0), components[component].rowCount - 1)
        setNeedsDisplay()
    }

    /// Asks the data source and delegate again for every component,
    /// keeping each selection where it still fits.
    open func reloadAllComponents() {
        needsReload = true
        loadIfNeeded()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Asks the data source and delegate again for `component`'s rows and
    /// titles, keeping its selection where it still fits.
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard components.indices.contains(component) else { return }
        components[component] = loadComponent(component, selecting: components[component].selectedRow)
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: - Layout

    /// A picker with rows is one focus item.
    open override var canBecomeFocused: Bool {
        loadIfNeeded()
        return components.contains { $0.rowCount > 0 }
    }

    /// The components side by side, a space either side of each title and
    /// one between components, by five rows.
    open override var intrinsicContentSize: Size {
        loadIfNeeded()
        return Size(width: naturalWidth, height: 5)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    private var naturalWidth: Int {
        components.isEmpty ? 0 : components.reduce(components.count - 1) { $0 + $1.width + 2 }
    }

    /// The columns each component covers, from the view's left edge,
    /// centered in the view.
    func componentSpans() -> [(x: Int, width: Int)] {
        loadIfNeeded()
        var x = bounds.minX + max((bounds.width - naturalWidth) / 2, 0)
        return components.map { component in
            defer { x += component.width + 3 }
            return (x, component.width + 2)
        }
    }

    /// How many rows each component shows.
    var visibleRowCount: Int {
        bounds.height >= 5 ? 5 : bounds.height >= 3 ? 3 : 1
    }

    /// The row of the selection, in the view's coordinates.
    var middleY: Int { bounds.minY + floorDivide(bounds.height - 1, 2) }

    // MARK: - Drawing

    /// Draws each component's visible rows; see ``TUIPickerView``.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let spans = componentSpans()
        let reach = visibleRowCount / 2
        for (index, span) in spans.enumerated() {
            let component = components[index]
            guard component.rowCount > 0 else { continue }
            for offset in -reach ... reach {
                let row = component.selectedRow + offset
                guard row >= 0, row < component.rowCount else { continue }
                drawRow(row, of: index, span: span, y: middleY + offset, isSelected: offset == 0, in: &canvas)
            }
        }
    }

    private func drawRow(_ row: Int, of component: Int, span: (x: Int, width: Int), y: Int, isSelected: Bool, in canvas: inout Canvas) {
        let text = TextLayout.truncate(title(forRow: row, inComponent: component), width: span.width - 2, mode: .byTruncatingTail)
        let x = span.x + 1 + (span.width - 2 - text.displayWidth) / 2
        guard isSelected else {
            canvas.write(text, at: Point(x: x, y: y), style: Style(foreground: .gray))
            return
        }
        if isFocused, component == focusedComponent {
            let style = Style(foreground: .default, attributes: [.bold, .reverse])
            canvas.write(String(repeating: " ", count: span.width), at: Point(x: span.x, y: y), style: style)
            canvas.write(text, at: Point(x: x, y: y), style: style)
        } else {
            canvas.write(text, at: Point(x: x, y: y), style: Style(foreground: .default, attributes: [.bold, .underline]))
        }
    }

    // MARK: - Selecting as the user does

    /// Selects `row` in `component` as the user does: pinned to the ends,
    /// and telling the delegate when the selection moved.
    ///
    /// - Returns: Whether the selection moved.
    @discardableResult
    func selectByUser(_ row: Int, inComponent component: Int) -> Bool {
        guard components.indices.contains(component), components[component].rowCount > 0 else { return false }
        let pinned = min(max(row, 0), components[component].rowCount - 1)
        guard pinned != components[component].selectedRow else { return false }
        components[component].selectedRow = pinned
        setNeedsDisplay()
        delegate?.pickerView(self, didSelectRow: pinned, inComponent: component)
        return true
    }

    /// The component at column `x`, in the view's coordinates.
    private func component(atX x: Int) -> Int? {
        componentSpans().firstIndex { x >= $0.x && x < $0.x + $0.width }
    }

    /// The next row of `component` whose title starts with `prefix`
    /// (ignoring case), from `start` on and round past the end.
    private func row(startingWith prefix: String, inComponent component: Int, from start: Int) -> Int? {
        let count = components[component].rowCount
        for step in 0 ..< count {
            let row = (start + step) % count
            if title(forRow: row, inComponent: component).lowercased().hasPrefix(prefix) { return row }
        }
        return nil
    }

    private func typeAhead(_ character: Character) -> Bool {
        guard components.indices.contains(focusedComponent), components[focusedComponent].rowCount > 0 else { return false }
        let now = ContinuousClock.now
        let continues = typeAheadTime.map { now - $0 < Self.typeAheadTimeout } ?? false
        typeAheadTime = now
        let selected = components[focusedComponent].selectedRow
        // A new search starts past the selection, so typing one letter again cycles.
        typeAhead = continues ? typeAhead + String(character).lowercased() : String(character).lowercased()
        let start = continues ? selected : selected + 1
        // What was typed before may lead nowhere: then the new character starts a search of its own.
        let found =
            row(startingWith: typeAhead, inComponent: focusedComponent, from: start)
            ?? row(startingWith: String(character).lowercased(), inComponent: focusedComponent, from: selected + 1)
        if let found {
            selectByUser(found, inComponent: focusedComponent)
        }
        if continues, found.map({ title(forRow: $0, inComponent: focusedComponent).lowercased().hasPrefix(typeAhead) }) != true {
            typeAhead = String(character).lowercased()
        }
        return true
    }

    // MARK: - Input

    /// Selects the row under the pointer and makes its component the one
    /// the keys act on.
    open override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard let location = touches.first?.location(in: self), let index = component(atX: location.x) else {
            return super.touchesBegan(touches, with: event)
        }
        focusedComponent = index
        setNeedsDisplay()
        let offset = location.y - middleY
        guard abs(offset) <= visibleRowCount / 2 else { return }
        selectByUser(components[index].selectedRow + offset, inComponent: index)
    }

    /// Turns the component under the pointer one row per notch.
    package func handleScrollWheel(_ action: MouseAction, at location: Point) -> Bool {
        guard let index = component(atX: location.x) else { return false }
        switch action {
        case .scrollUp: return selectByUser(components[index].selectedRow - 1, inComponent: index)
        case .scrollDown: return selectByUser(components[index].selectedRow + 1, inComponent: index)
        default: return false
        }
    }

    /// Up, Down, Page Up, Page Down, Home and End select rows of the focused
    /// component; Left and Right move between components; letters and
    /// digits search titles. Other keys, and Left or Right at the ends,
    /// pass on.
    open override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        loadIfNeeded()
        guard let key = presses.first?.key?.keyEvent, key.modifiers.isEmpty || key.modifiers == .shift,
            components.indices.contains(focusedComponent)
        else { return super.pressesBegan(presses, with: event) }
        let selected = components[focusedComponent].selectedRow
        switch key.key {
        case .up: selectByUser(selected - 1, inComponent: focusedComponent)
        case .down: selectByUser(selected + 1, inComponent: focusedComponent)
        case .pageUp: selectByUser(selected - visibleRowCount, inComponent: focusedComponent)
        case .pageDown: selectByUser(selected + visibleRowCount, inComponent: focusedComponent)
        case .home: selectByUser(0, inComponent: focusedComponent)
        case .end: selectByUser(Int.max, inComponent: focusedComponent)
        case .left where focusedComponent > 0:
            focusedComponent -= 1
            setNeedsDisplay()
        case .right where focusedComponent < components.count - 1:
            focusedComponent += 1
            setNeedsDisplay()
        case .character(let character) where character.isLetter || character.isNumber:
            if !typeAhead(character) { super.pressesBegan(presses, with: event) }
        default: super.pressesBegan(presses, with: event)
        }
    }
}
