/// One open menu box: the top menu, or a submenu opened beside its parent.
@MainActor
struct MenuLevel {
    /// The menu shown.
    let menu: TUIMenu
    /// Where the box goes next to: the button, clicked cell or parent row
    /// (window coordinates).
    let anchor: Rect
    /// Whether the box opens to the side of ``anchor`` (a submenu) rather than below it.
    let opensSideways: Bool
    /// The rows shown.
    var rows: [MenuRow] = []
    /// The highlighted row, the focus mark; nil when no row can be chosen.
    var highlighted: Int?
    /// The first row shown when the rows do not all fit.
    var firstVisibleRow = 0
    /// The box, border included, from the last layout.
    var frame = Rect.zero

    /// The mark column shows `✓` for `.on` and `–` for `.mixed`.
    static func mark(for state: TUIMenuElement.State) -> String {
        switch state {
        case .on: "✓"
        case .mixed: "–"
        case .off: " "
        }
    }

    /// The parts of a row's text: title, quieter subtitle, trailing key label or `›`.
    static func parts(of element: TUIMenuElement) -> (title: String, subtitle: String?, trailing: String?) {
        let trailing: String? =
            element is TUIMenu ? "›" : (element as? any MenuChoosable)?.menuKeyLabel
        let title = element.image?.symbolGlyph.map { "\($0) \(element.title)" } ?? element.title
        return (title, element.subtitle, trailing)
    }

    /// The width of the text inside the border: a space, the mark column,
    /// the title (and subtitle), the trailing part, a space.
    var contentWidth: Int {
        var widest = menu.title.isEmpty ? 0 : menu.title.displayWidth + 4
        for row in rows {
            switch row {
            case .element(let element, _):
                let parts = Self.parts(of: element)
                var width = 4 + parts.title.displayWidth
                if let subtitle = parts.subtitle, !subtitle.isEmpty { width += 2 + subtitle.displayWidth }
                if let trailing = parts.trailing { width += 2 + trailing.displayWidth }
                widest = max(widest, width)
            case .separator(let title):
                widest = max(widest, (title?.displayWidth ?? 0) + 4)
            case .loading:
                widest = max(widest, 4 + Self.loadingText.displayWidth)
            }
        }
        return widest
    }

    static let loadingText = "Loading…"

    /// Places the box in `bounds`: below the anchor (above when there is
    /// no room below), or for a submenu to its right (left when there is
    /// no room), always inside `bounds`.
    mutating func place(in bounds: Rect) {
        let width = min(bounds.width, contentWidth + 2)
        let height = min(bounds.height, rows.count + 2)
        var x: Int
        var y: Int
        if opensSideways {
            x = anchor.maxX
            if x + width > bounds.maxX { x = anchor.minX - width }
            y = anchor.minY - 1
        } else {
            x = anchor.minX
            y = anchor.maxY
            if y + height > bounds.maxY { y = anchor.minY - height }
        }
        x = max(bounds.minX, min(x, bounds.maxX - width))
        y = max(bounds.minY, min(y, bounds.maxY - height))
        frame = Rect(x: x, y: y, width: width, height: height)
        scrollHighlightedIntoView()
    }

    /// How many rows the box shows.
    var visibleRowCount: Int { max(0, frame.height - 2) }

    /// Moves ``firstVisibleRow`` so the highlighted row shows.
    mutating func scrollHighlightedIntoView() {
        let visible = visibleRowCount
        firstVisibleRow = max(0, min(firstVisibleRow, rows.count - visible))
        guard let highlighted, visible > 0 else { return }
        if highlighted < firstVisibleRow { firstVisibleRow = highlighted }
        if highlighted >= firstVisibleRow + visible { firstVisibleRow = highlighted - visible + 1 }
    }

    /// The row at `point` (window coordinates), if the point is on one.
    func row(at point: Point) -> Int? {
        guard frame.contains(point), point.y > frame.minY, point.y < frame.maxY - 1 else { return nil }
        let index = firstVisibleRow + point.y - frame.minY - 1
        return rows.indices.contains(index) ? index : nil
    }

    /// The rectangle of row `index` (window coordinates), for a submenu's anchor.
    func rect(ofRow index: Int) -> Rect {
        Rect(x: frame.minX, y: frame.minY + 1 + index - firstVisibleRow, width: frame.width, height: 1)
    }

    /// The next selectable row from `start` in `step`'s direction, if any.
    func selectableRow(from start: Int, step: Int) -> Int? {
        var index = start
        while rows.indices.contains(index) {
            if rows[index].isSelectable { return index }
            index += step
        }
        return nil
    }
}
