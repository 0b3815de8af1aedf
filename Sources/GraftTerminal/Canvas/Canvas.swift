/// A grid of cells that views draw into, with a clip rectangle and an origin
/// that can be saved and restored, like a graphics context.
///
/// Everything Graft shows is drawn into a canvas first; a ``Surface`` then
/// sends the terminal only the cells that changed (see ``changes(from:)``).
///
/// Drawing rules:
/// - Coordinates passed to drawing methods are relative to the current origin
///   (see ``translateBy(x:y:)``), and nothing is drawn outside the clip
///   rectangle (see ``clip(to:)``) or the canvas.
/// - Text is measured in display cells (`Swift/Character/displayWidth`).
///   A wide character that a clip edge or the right margin would cut in half
///   is drawn as a blank instead; overwriting either half of a wide character
///   blanks its other half.
/// - Drawing text over a cell keeps the cell's background when the text's
///   style has the `.default` background, as text laid over a colored view
///   keeps that color. ``fill(_:with:)`` sets backgrounds explicitly.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 20, height: 3))
/// canvas.drawBox(Rect(x: 0, y: 0, width: 20, height: 3), line: .rounded)
/// canvas.write("Hello", at: Point(x: 2, y: 1), style: Style(attributes: .bold))
/// ```
public struct Canvas: Hashable, Sendable {
    /// The canvas's extent in cells.
    public let size: Size
    /// The cells, row by row.
    public internal(set) var cells: [Cell]
    private var state: DrawingState
    private var savedStates: [DrawingState] = []
    /// The rows written since ``forgetWrittenRows()``: every row of a new
    /// or cleared canvas. A surface that showed this canvas's earlier state
    /// compares only these rows (see ``Surface/present(_:changedRows:)``).
    package private(set) var writtenRows: Range<Int>
    /// The pictures drawn that a graphics terminal may show in pixels over
    /// their half-block cells (see ``notePicture(_:in:)``); not part of
    /// the canvas's value, which is its cells.
    package internal(set) var pictures: [CanvasPicture] = []

    struct DrawingState: Hashable, Sendable {
        /// Where local (0, 0) is, in canvas coordinates.
        var origin: Point
        /// The drawable cells, in canvas coordinates; always inside the canvas.
        var clip: Rect
    }

    /// Creates a canvas of `size`, every cell set to `cell` (blank by default).
    public init(size: Size, filledWith cell: Cell = .blank()) {
        let size = Size(width: max(size.width, 0), height: max(size.height, 0))
        self.size = size
        self.cells = Array(repeating: cell, count: size.width * size.height)
        let bounds = Rect(origin: .zero, size: size)
        self.state = DrawingState(origin: .zero, clip: bounds)
        self.writtenRows = 0 ..< size.height
    }

    /// The whole canvas, in canvas coordinates.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`, in canvas coordinates (ignoring the
    /// origin and clip). Reading outside the canvas is a programmer error.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(
            x >= 0 && x < size.width && y >= 0 && y < size.height,
            "Canvas: cell (\(x), \(y)) is outside the \(size) canvas")
        return cells[y * size.width + x]
    }

    /// The cells of row `y`, in canvas coordinates.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        precondition(y >= 0 && y < size.height, "Canvas: row \(y) is outside the \(size) canvas")
        return cells[y * size.width ..< (y + 1) * size.width]
    }

    /// Blanks every cell and resets the origin and clip, keeping the storage:
    /// a frame drawn into a reused canvas starts as a new one would, without
    /// allocating one.
    package mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank()) }
        pictures.removeAll(keepingCapacity: true)
        resetDrawingState()
        writtenRows = 0 ..< size.height
    }

    /// Starts counting written rows afresh: the canvas now matches what was
    /// last shown.
    package mutating func forgetWrittenRows() {
        writtenRows = 0 ..< 0
    }

    /// Records that rows `top ..< bottom` were written.
    @inline(__always)
    mutating func noteWritten(rows top: Int, _ bottom: Int) {
        if writtenRows.isEmpty {
            writtenRows = top ..< bottom
        } else if top < writtenRows.lowerBound || bottom > writtenRows.upperBound {
            writtenRows = min(top, writtenRows.lowerBound) ..< max(bottom, writtenRows.upperBound)
        }
    }

    /// Resets the origin and clip, keeping the cells: a retained frame is
    /// drawn over from a known state.
    package mutating func resetDrawingState() {
        state = DrawingState(origin: .zero, clip: bounds)
        savedStates.removeAll(keepingCapacity: true)
    }

    // MARK: - Origin and clip

    /// Where local (0, 0) lies, in canvas coordinates.
    public var origin: Point { state.origin }

    /// The cells drawing may touch, in local coordinates.
    public var clipRect: Rect { state.clip.offsetBy(dx: -state.origin.x, dy: -state.origin.y) }

    /// Pushes the current origin and clip so ``restoreState()`` can bring them back.
    public mutating func saveState() {
        savedStates.append(state)
    }

    /// Pops the origin and clip saved by the matching ``saveState()``.
    /// Restoring more often than saving is a programmer error.
    public mutating func restoreState() {
        precondition(!savedStates.isEmpty, "Canvas: restoreState() without a matching saveState()")
        state = savedStates.removeLast()
    }

    /// Runs `body` with the origin and clip saved, and restores them afterwards.
    public mutating func withSavedState<Result>(_ body: (inout Canvas) throws -> Result) rethrows -> Result {
        saveState()
        defer { restoreState() }
        return try body(&self)
    }

    /// Moves the origin by `x` columns and `y` rows.
    public mutating func translateBy(x: Int, y: Int) {
        state.origin.x += x
        state.origin.y += y
    }

    /// Narrows the clip to its intersection with `rect`, given in local coordinates.
    public mutating func clip(to rect: Rect) {
        state.clip = state.clip.intersection(rect.offsetBy(dx: state.origin.x, dy: state.origin.y))
    }

    // MARK: - Text

    /// Draws one grapheme cluster at `point`, following the wide-character and
    /// background rules in the type's overview. Zero-width clusters draw nothing.
    ///
    /// - Returns: The cluster's display width, whether or not it was visible.
    @discardableResult
    public mutating func put(_ character: Character, at point: Point, style: Style = .plain) -> Int {
        let width = character.displayWidth
        guard width > 0 else { return 0 }
        place(Glyph(character), width: width, atCanvasX: point.x + state.origin.x, y: point.y + state.origin.y, style: style)
        return width
    }

    /// Draws `string` on one line starting at `point`, truncated at the clip
    /// edge. Line breaks and other zero-width clusters draw nothing; lay out
    /// lines before drawing them.
    ///
    /// - Returns: The display width of the part of the string that was laid
    ///   out before the clip's right edge stopped it.
    /// - Complexity: O(*n*) in the string's length; printable ASCII takes a
    ///   path that never forms `Character`s.
    @discardableResult
    public mutating func write(_ string: String, at point: Point, style: Style = .plain) -> Int {
        write(Substring(string), at: point, style: style)
    }

    /// Draws a substring on one line; see ``write(_:at:style:)-(String,_,_)``.
    @discardableResult
    public mutating func write(_ string: Substring, at point: Point, style: Style = .plain) -> Int {
        let y = point.y + state.origin.y
        let start = point.x + state.origin.x
        guard y >= state.clip.minY, y < state.clip.maxY, start < state.clip.maxX else { return 0 }
        var text = string
        return text.withUTF8 { bytes in
            writeUTF8(bytes, of: string, atCanvasX: start, y: y, style: style)
        } - start
    }

    /// Lays out UTF-8 text from canvas column `x`; returns the column after it.
    private mutating func writeUTF8(
        _ bytes: UnsafeBufferPointer<UInt8>, of text: Substring, atCanvasX start: Int, y: Int, style: Style
    ) -> Int {
        let right = state.clip.maxX
        var x = start
        var isASCII = true
        for byte in bytes where byte >= 0x80 {
            isASCII = false
            break
        }
        if isASCII {
            // Every byte is a whole grapheme cluster.
            for byte in bytes {
                guard x < right else { break }
                guard byte >= 0x20, byte != 0x7F else { continue }
                place(Glyph(ascii: byte), width: 1, atCanvasX: x, y: y, style: style)
                x += 1
            }
            return x
        }
        for character in text {
            guard x < right else { break }
            if let ascii = character.asciiValue {
                guard ascii >= 0x20, ascii != 0x7F else { continue }
                place(Glyph(ascii: ascii), width: 1, atCanvasX: x, y: y, style: style)
                x += 1
                continue
            }
            let width = character.displayWidth
            guard width > 0 else { continue }
            place(Glyph(character), width: width, atCanvasX: x, y: y, style: style)
            x += width
        }
        return x
    }

    // MARK: - Filling

    /// Sets every cell of `rect` (local coordinates, clipped) to `cell`, which
    /// must be one cell wide.
    ///
    /// A blank with a translucent background (``Color/rgba(_:_:_:opacity:)``)
    /// tints the cells instead, as a sheet of colored glass would: their
    /// characters stay, and their colors blend toward the fill's.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank()) {
        precondition(cell.width == 1, "Canvas.fill: the fill cell must be one cell wide")
        let area = state.clip.intersection(rect.offsetBy(dx: state.origin.x, dy: state.origin.y))
        guard !area.isEmpty else { return }
        if cell.style.background.isTranslucent, cell.glyph == .space {
            return tint(area, with: cell.style.background)
        }
        noteWritten(rows: area.minY, area.maxY)
        for y in area.minY ..< area.maxY {
            breakWidePair(atCanvasX: area.minX, y: y)
            breakWidePair(atCanvasX: area.maxX - 1, y: y)
            let rowStart = y * size.width
            for x in area.minX ..< area.maxX {
                cells[rowStart + x] = cell
            }
        }
    }

    /// Sets the background of every cell of `rect` (local coordinates, clipped),
    /// keeping the characters. A translucent color blends with each cell's
    /// background.
    public mutating func fillBackground(_ rect: Rect, color: Color) {
        let area = state.clip.intersection(rect.offsetBy(dx: state.origin.x, dy: state.origin.y))
        guard !area.isEmpty, color.opacity > 0 else { return }
        noteWritten(rows: area.minY, area.maxY)
        for y in area.minY ..< area.maxY {
            let rowStart = y * size.width
            for x in area.minX ..< area.maxX {
                let beneath = cells[rowStart + x].style.background
                cells[rowStart + x].style.background = color.composited(over: beneath)
            }
        }
    }

    /// Blends every cell of `area` (canvas coordinates) toward `color`: the
    /// background by its opacity, the text color too, so what is beneath
    /// shows fainter; text in the terminal's own color is dimmed instead.
    private mutating func tint(_ area: Rect, with color: Color) {
        guard color.opacity > 0 else { return }
        noteWritten(rows: area.minY, area.maxY)
        let dims = color.opacity >= 128
        for y in area.minY ..< area.maxY {
            let rowStart = y * size.width
            for index in (rowStart + area.minX) ..< (rowStart + area.maxX) {
                var style = cells[index].style
                style.background = color.composited(over: style.background)
                if style.foreground == .default {
                    if dims { style.attributes.insert(.dim) }
                } else {
                    style.foreground = color.composited(over: style.foreground)
                }
                cells[index].style = style
            }
        }
    }

    // MARK: - Cell storage

    /// Writes a character known to be `width` cells wide at canvas coordinates,
    /// clipping it and keeping wide characters whole.
    @inline(__always)
    mutating func place(_ glyph: Glyph, width: Int, atCanvasX x: Int, y: Int, style: Style) {
        let clip = state.clip
        guard y >= clip.minY, y < clip.maxY else { return }
        if width == 2 {
            if x >= clip.minX, x + 1 < clip.maxX {
                store(Cell(glyph: glyph, measuredWidth: 2, style: resolved(style, atCanvasX: x, y: y)), atCanvasX: x, y: y)
            } else if x >= clip.minX, x < clip.maxX {
                // The right half would fall outside the clip: never half draw.
                store(.blank(resolved(style, atCanvasX: x, y: y)), atCanvasX: x, y: y)
            } else if x + 1 == clip.minX {
                store(.blank(resolved(style, atCanvasX: x + 1, y: y)), atCanvasX: x + 1, y: y)
            }
        } else if x >= clip.minX, x < clip.maxX {
            store(Cell(glyph: glyph, measuredWidth: 1, style: resolved(style, atCanvasX: x, y: y)), atCanvasX: x, y: y)
        }
    }

    /// Changes the style of the cell at canvas coordinates in place.
    /// Replaces the cell at `x`, `y` by what a terminal with `support` shows (``Cell/downgraded(to:)``).
    mutating func downgradeCell(atCanvasX x: Int, y: Int, to support: ColorSupport) {
        noteWritten(rows: y, y + 1)
        let index = y * size.width + x
        cells[index] = cells[index].downgraded(to: support)
    }

    mutating func restyle(atCanvasX x: Int, y: Int, _ change: (inout Style) -> Void) {
        noteWritten(rows: y, y + 1)
        change(&cells[y * size.width + x].style)
    }

    /// `style`, with a `.default` background replaced by the cell's current
    /// one and a translucent one blended with it.
    private func resolved(_ style: Style, atCanvasX x: Int, y: Int) -> Style {
        if style.background == .default {
            var style = style
            style.background = cells[y * size.width + x].style.background
            return style
        }
        guard style.background.isTranslucent else { return style }
        var style = style
        style.background = style.background.composited(over: cells[y * size.width + x].style.background)
        return style
    }

    /// Stores `cell` at canvas coordinates inside the canvas, blanking the
    /// other half of any wide character it overwrites.
    mutating func store(_ cell: Cell, atCanvasX x: Int, y: Int) {
        noteWritten(rows: y, y + 1)
        breakWidePair(atCanvasX: x, y: y)
        let index = y * size.width + x
        if cell.width == 2 {
            breakWidePair(atCanvasX: x + 1, y: y)
            cells[index] = cell
            cells[index + 1] = .continuation(cell.style)
        } else {
            cells[index] = cell
        }
    }

    /// Blanks the other half of a wide character that covers (x, y), so that
    /// overwriting (x, y) cannot leave half a character behind.
    private mutating func breakWidePair(atCanvasX x: Int, y: Int) {
        let index = y * size.width + x
        switch cells[index].width {
        case 0 where x > 0:
            cells[index - 1] = .blank(cells[index - 1].style)
            cells[index] = .blank(cells[index].style)
        case 2 where x + 1 < size.width:
            cells[index + 1] = .blank(cells[index + 1].style)
            cells[index] = .blank(cells[index].style)
        default:
            break
        }
    }
}

extension Canvas {
    /// Two canvases are equal when they have the same size and cells; the
    /// origin and clip are drawing state, not content.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.size == rhs.size && lhs.cells == rhs.cells
    }

    /// Hashes the size and cells.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(cells)
    }
}

extension Canvas {
    /// Replaces the terminal's default colors in `rect` with concrete ones:
    /// what an app does to show a light or dark appearance whatever the
    /// terminal's own colors are. Cells with an explicit color keep it.
    ///
    /// ```swift
    /// canvas.resolveDefaultColors(in: Rect(origin: .zero, size: canvas.size),
    ///                             foreground: .black, background: .brightWhite)
    /// ```
    ///
    /// - Parameters:
    ///   - rect: The cells to change, in canvas coordinates; clipped to the canvas.
    ///   - foreground: The color for text drawn in the default color.
    ///   - background: The color for cells with the default background.
    /// - Complexity: O(cells in `rect`).
    public mutating func resolveDefaultColors(in rect: Rect, foreground: Color, background: Color) {
        let area = rect.intersection(Rect(origin: .zero, size: size))
        guard !area.isEmpty else { return }
        noteWritten(rows: area.minY, area.maxY)
        for y in area.minY ..< area.maxY {
            for index in (y * size.width + area.minX) ..< (y * size.width + area.maxX) {
                if cells[index].style.foreground == .default { cells[index].style.foreground = foreground }
                if cells[index].style.background == .default { cells[index].style.background = background }
            }
        }
    }
}
