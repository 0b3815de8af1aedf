/// Cells of a canvas saved before something draws over them, so a modifier
/// can undo or soften what its content drew (a shape clip, an opacity).
package struct CellSnapshot: Sendable {
    /// The cells saved, in canvas coordinates: the asked-for rectangle inside
    /// the clip and the canvas.
    package let area: Rect
    fileprivate let cells: [Cell]

    /// The saved cell at canvas coordinates inside ``area``.
    fileprivate func cell(atCanvasX x: Int, y: Int) -> Cell {
        cells[(y - area.minY) * area.width + (x - area.minX)]
    }
}

extension Canvas {
    /// The cells of `rect` (local coordinates) that drawing could change now:
    /// those inside the clip.
    package func snapshot(of rect: Rect) -> CellSnapshot {
        let area = clipRect.intersection(rect).offsetBy(dx: origin.x, dy: origin.y)
        var saved: [Cell] = []
        saved.reserveCapacity(max(area.width * area.height, 0))
        if !area.isEmpty {
            for y in area.minY ..< area.maxY {
                saved.append(contentsOf: cells[(y * size.width + area.minX) ..< (y * size.width + area.maxX)])
            }
        }
        return CellSnapshot(area: area, cells: saved)
    }

    /// Puts back the saved cells for which `isOutside` is true, given each
    /// cell's column and row within the snapshot's area.
    package mutating func restore(_ snapshot: CellSnapshot, where isOutside: (_ column: Int, _ row: Int) -> Bool) {
        let area = snapshot.area
        guard !area.isEmpty else { return }
        for y in area.minY ..< area.maxY {
            for x in area.minX ..< area.maxX where isOutside(x - area.minX, y - area.minY) {
                let saved = snapshot.cell(atCanvasX: x, y: y)
                guard cells[y * size.width + x] != saved else { continue }
                if saved.isContinuation {
                    store(.blank(saved.style), atCanvasX: x, y: y)
                } else {
                    restore(saved, atCanvasX: x, y: y)
                }
            }
        }
    }

    /// Shows what was drawn since `snapshot` at `opacity` (0...255): each
    /// changed cell's background blends with the saved one, and its text
    /// color turns translucent (blended or dimmed when presented, see
    /// ``Style/downgraded(to:)``); text in the terminal's own color is dimmed.
    package mutating func fade(changesSince snapshot: CellSnapshot, opacity: UInt8) {
        guard opacity < 255 else { return }
        let fraction = Double(opacity) / 255
        restyleChanges(since: snapshot) { style, saved in
            if style.foreground == .default {
                if opacity <= Style.dimmingOpacity { style.attributes.insert(.dim) }
            } else {
                style.foreground = style.foreground.multiplyingOpacity(by: fraction)
            }
            if style.background != saved.background {
                style.background = style.background.multiplyingOpacity(by: fraction).composited(over: saved.background)
            }
        }
    }

    /// Rewrites the style of each cell changed since `snapshot`, given the
    /// style it had then.
    private mutating func restyleChanges(since snapshot: CellSnapshot, _ restyle: (inout Style, _ saved: Style) -> Void) {
        let area = snapshot.area
        guard !area.isEmpty else { return }
        noteWritten(rows: area.minY, area.maxY)
        for y in area.minY ..< area.maxY {
            for x in area.minX ..< area.maxX {
                let index = y * size.width + x
                let saved = snapshot.cell(atCanvasX: x, y: y)
                guard cells[index] != saved else { continue }
                restyle(&cells[index].style, saved.style)
            }
        }
    }
}

extension Canvas {
    /// Passes the text and background colors of each cell changed since
    /// `snapshot` through `adjust` (a saturation, an inversion). The
    /// terminal's own colors are left alone: their values are unknown.
    package mutating func adjustColors(changesSince snapshot: CellSnapshot, _ adjust: (Color) -> Color) {
        restyleChanges(since: snapshot) { style, saved in
            if style.foreground != .default { style.foreground = adjust(style.foreground) }
            // A background the content did not paint is what lies beneath it.
            if style.background != .default, style.background != saved.background {
                style.background = adjust(style.background)
            }
        }
    }

    /// Lays `color` as a shadow `dx` columns and `dy` rows from each cell
    /// changed since `snapshot`, on the cells around that were not: their
    /// backgrounds darken under it, their text stays.
    package mutating func dropShadow(changesSince snapshot: CellSnapshot, dx: Int, dy: Int, color: Color) {
        let area = snapshot.area
        guard !area.isEmpty, dx != 0 || dy != 0 else { return }
        var changed = [Bool](repeating: false, count: area.width * area.height)
        for y in area.minY ..< area.maxY {
            for x in area.minX ..< area.maxX where cells[y * size.width + x] != snapshot.cell(atCanvasX: x, y: y) {
                changed[(y - area.minY) * area.width + (x - area.minX)] = true
            }
        }
        func isChanged(_ x: Int, _ y: Int) -> Bool {
            area.contains(Point(x: x, y: y)) && changed[(y - area.minY) * area.width + (x - area.minX)]
        }
        let clip = clipRect.offsetBy(dx: origin.x, dy: origin.y)
        let shadowed = area.offsetBy(dx: dx, dy: dy).intersection(clip).intersection(Rect(origin: .zero, size: size))
        guard !shadowed.isEmpty else { return }
        noteWritten(rows: shadowed.minY, shadowed.maxY)
        for y in shadowed.minY ..< shadowed.maxY {
            for x in shadowed.minX ..< shadowed.maxX where isChanged(x - dx, y - dy) && !isChanged(x, y) {
                let index = y * size.width + x
                cells[index].style.background = color.composited(over: cells[index].style.background)
            }
        }
    }
}
