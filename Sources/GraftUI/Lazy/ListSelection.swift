import GraftTerminal

/// A list's selection binding with its value type erased to row IDs.
@MainActor
struct ListSelection {
    /// Whether several rows can be selected.
    let allowsMultiple: Bool
    /// The selected ID of a single selection (nil for multiple).
    let current: @MainActor () -> AnyHashable?
    let contains: @MainActor (AnyHashable) -> Bool
    /// The selected IDs of a multiple selection (empty for single).
    let members: @MainActor () -> Set<AnyHashable>
    /// Makes `id` the selection (single) or toggles it (multiple).
    let choose: @MainActor (AnyHashable) -> Void

    init<Value: Hashable>(single binding: Binding<Value?>) {
        allowsMultiple = false
        current = { binding.wrappedValue.map { AnyHashable($0) } }
        contains = { id in binding.wrappedValue.map { AnyHashable($0) == id } ?? false }
        members = { [] }
        choose = { id in
            if let value = id.base as? Value { binding.wrappedValue = value }
        }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        allowsMultiple = true
        current = { nil }
        contains = { id in (id.base as? Value).map(binding.wrappedValue.contains) ?? false }
        members = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        choose = { id in
            guard let value = id.base as? Value else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
    }
}

/// What a list draws behind one row: the color, and whether the row is a
/// selection that is not the focus (see `TextAttributes.nonFocusHighlight`).
struct RowHighlight {
    let color: Color
    let marksSelection: Bool
}

/// The rows of a lazy stack as a list's selection sees them: by index, with
/// IDs, without building rows that are out of view.
@MainActor
protocol SelectableRows: AnyObject {
    var rowCount: Int { get }
    /// The selection value of row `index`; nil for a row outside a `ForEach` without a tag.
    func rowID(at index: Int) -> AnyHashable?
    /// The index of the row with ID `id`: a scan, for selections set from outside.
    func rowIndex(of id: AnyHashable) -> Int?
    /// The row at `point` (graph coordinates).
    func rowIndex(at point: Point) -> Int?
    /// How many rows Page Up and Page Down move by.
    var pageLength: Int { get }
    func scrollRowToVisible(_ index: Int)
    var rowHighlight: ((Int) -> RowHighlight?)? { get set }
    func setNeedsDisplay()
    /// Row `index`, if it belongs to a `ForEach` with `onDelete` or `onMove`.
    func editTarget(ofRow index: Int) -> RowEditTarget?
}

/// Wraps a list's scroll view: takes focus and moves the selection when the
/// list has one, and is transparent otherwise.
struct SelectableList<Content: View>: View, PrimitiveView {
    let selection: ListSelection?
    /// Whether the list is in editing mode, where the focused row's editing keys work.
    let isEditing: Bool
    let content: Content

    init(selection: ListSelection?, isEditing: Bool = false, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.isEditing = isEditing
        self.content = content()
    }

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        SelectableListNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// How many IDs added to a multiple selection from outside are looked up
/// (each a scan of the rows) to find the first in list order.
private let addedRowsLookedUp = 16

/// Keeps the index of the selected (or, with several, the current) row, so
/// moving it costs the same at any length; the index is looked up from the
/// ID only when the selection changed from outside or the rows changed.
@MainActor
final class SelectableListNode<Content: View>: FocusContainerNode<SelectableList<Content>, Content> {
    var selection: ListSelection?
    /// Whether the list is editing (see ``SelectableList/isEditing``).
    private(set) var isEditing = false
    /// The row the keys move from: the selected row, or the current row of a multiple selection.
    var cursor: Int?
    /// The cursor row's ID when the cursor was set, to notice outside changes.
    var cursorID: AnyHashable?
    /// The IDs of a multiple selection as the list last saw or set them, to
    /// tell the ones added from outside.
    private var knownMembers: Set<AnyHashable> = []
    /// The row count when the selected ID was last looked for and not found,
    /// so a selection that is not in the rows is not looked for on every draw.
    private var missedAtCount: Int?
    private weak var cachedRows: (any SelectableRows)?

    override var canBecomeFocused: Bool { selection != nil && super.canBecomeFocused }

    override func update(from oldView: SelectableList<Content>?, to newView: SelectableList<Content>) {
        super.update(from: oldView, to: newView)
        selection = newView.selection
        isEditing = newView.isEditing
        updateContent(newView.content)
        installHighlight()
        rows?.setNeedsDisplay()
        if oldView != nil {
            revealSelectionSetFromOutside()
        } else if let selection, selection.allowsMultiple {
            knownMembers = selection.members()
        }
    }

    /// A single selection set from outside (the keys keep their row in view
    /// themselves, and set the cursor first) is scrolled into view as the
    /// keys would scroll it; for several, the first row (in list order) of
    /// those added from outside is, and the cursor moves there.
    private func revealSelectionSetFromOutside() {
        guard let selection, let rows else { return }
        if selection.allowsMultiple {
            let members = selection.members()
            let added = members.subtracting(knownMembers)
            knownMembers = members
            // Each lookup is a scan: a few added rows are enough to choose from.
            let first = added.prefix(addedRowsLookedUp).compactMap { id in rows.rowIndex(of: id).map { (id, $0) } }
                .min { $0.1 < $1.1 }
            guard let (id, index) = first else { return }
            cursor = index
            cursorID = id
            rows.scrollRowToVisible(index)
            return
        }
        guard let selected = selection.current(), selected != cursorID, let index = resolvedCursor() else { return }
        rows.scrollRowToVisible(index)
    }

    override func focusDidChange() {
        rows?.setNeedsDisplay()
    }

    /// The lazy stack inside, found once.
    var rows: (any SelectableRows)? {
        if let cachedRows { return cachedRows }
        var stack = children
        while let node = stack.popLast() {
            if let found = node as? any SelectableRows {
                cachedRows = found
                return found
            }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    private func installHighlight() {
        guard let rows else { return }
        guard selection != nil else {
            rows.rowHighlight = nil
            return
        }
        rows.rowHighlight = { [weak self] index in self?.highlight(ofRow: index) }
    }

    /// The tint behind selected rows (gray while the list does not have
    /// focus), gray behind the keyboard row of a multiple selection. Every
    /// selected row but the focused list's keyboard row is marked as a
    /// selection, so only that row shows as the focus without colors.
    private func highlight(ofRow index: Int) -> RowHighlight? {
        guard let selection, let rows else { return nil }
        let selectedColor = isFocused ? environment.tint : Color.gray
        if selection.allowsMultiple {
            let isCursor = isFocused && index == (resolvedCursor() ?? implicitCursor(in: rows))
            if let id = rows.rowID(at: index), selection.contains(id) {
                return RowHighlight(color: selectedColor, marksSelection: !isCursor)
            }
            return isCursor ? RowHighlight(color: .gray, marksSelection: false) : nil
        }
        return index == resolvedCursor() ? RowHighlight(color: selectedColor, marksSelection: !isFocused) : nil
    }

    /// Where the keyboard row of a multiple selection is before a key moved
    /// it: the first row that can be chosen, so a focused list always shows
    /// where Space would act.
    func implicitCursor(in rows: any SelectableRows) -> Int? {
        selectableRow(from: 0, step: 1, in: rows)
    }

    /// The cursor, checked against the selection: when the selected ID is no
    /// longer the cursor row's (set from outside, or rows changed), it is found again.
    func resolvedCursor() -> Int? {
        guard let selection, let rows else { return nil }
        if !selection.allowsMultiple {
            let selected = selection.current()
            let stale = cursor.map { rows.rowID(at: $0) != selected } ?? (selected != nil && missedAtCount != rows.rowCount)
            if selected != cursorID || stale {
                cursorID = selected
                cursor = selected.flatMap(rows.rowIndex(of:))
                missedAtCount = cursor == nil ? rows.rowCount : nil
            }
        } else if let cursor, rows.rowID(at: cursor) != cursorID {
            self.cursor = cursorID.flatMap(rows.rowIndex(of:))
        }
        return cursor
    }

    /// Space, which selects the keyboard row of a multiple selection: listed
    /// so help says how the two marks differ.
    override var ownKeys: [ControlKey] {
        let select = selection?.allowsMultiple == true ? [ControlKey.selectInList] : []
        return select + editingKeys
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        if handleEditingKey(event) { return true }
        guard let selection, let rows, event.modifiers.isEmpty else { return false }
        let count = rows.rowCount
        guard count > 0 else { return false }
        let current = resolvedCursor() ?? (selection.allowsMultiple ? implicitCursor(in: rows) : nil)
        let target: Int
        var step = 1
        switch event.key {
        case .up, .character("k"):
            target = (current ?? count) - 1
            step = -1
        case .down, .character("j"): target = (current ?? -1) + 1
        case .home: target = 0
        case .end:
            target = count - 1
            step = -1
        case .pageUp:
            target = max((current ?? 0) - rows.pageLength, 0)
        case .pageDown:
            target = min((current ?? 0) + rows.pageLength, count - 1)
            step = -1
        case .character(" ") where selection.allowsMultiple:
            guard let current, let id = rows.rowID(at: current) else { return false }
            selection.choose(id)
            knownMembers = selection.members()
            rows.setNeedsDisplay()
            return true
        default:
            return false
        }
        guard let index = selectableRow(from: target, step: step, in: rows), index != current else {
            return target >= 0 && target < count
        }
        move(to: index, in: rows, select: !selection.allowsMultiple)
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press = event.action, selection != nil, let rows, let index = rows.rowIndex(at: event.location),
            rows.rowID(at: index) != nil
        else { return false }
        move(to: index, in: rows, select: true)
        return true
    }

    /// The nearest row from `start` (stepping by `step`, then back) that has an ID.
    private func selectableRow(from start: Int, step: Int, in rows: any SelectableRows) -> Int? {
        let count = rows.rowCount
        guard start >= 0, start < count else { return nil }
        for direction in [step, -step] {
            var index = start
            while index >= 0, index < count {
                if rows.rowID(at: index) != nil { return index }
                index += direction
            }
        }
        return nil
    }

    func move(to index: Int, in rows: any SelectableRows, select: Bool) {
        guard let selection, let id = rows.rowID(at: index) else { return }
        cursor = index
        cursorID = id
        if select {
            selection.choose(id)
            if selection.allowsMultiple { knownMembers = selection.members() }
        }
        rows.scrollRowToVisible(index)
        rows.setNeedsDisplay()
        graph.onNeedsUpdate?()
    }
}
