import GraftTerminal

/// The plot's cells before they reach the canvas: each holds a glyph, or
/// braille dots that marks drawn on top of each other merge into.
struct PlotGrid {
    struct Cell {
        var character: Character?
        var color: Color = .default
        var attributes: TextAttributes = []
        /// Braille dots, bit per dot as Unicode numbers them (0x2800 + bits).
        var dots: UInt8 = 0
        /// A glyph drawn behind the marks (a grid line) that any mark replaces.
        var isBackground = false
    }

    let width: Int
    let height: Int
    private(set) var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Sets a cell's glyph; a mark replaces what is there.
    mutating func put(_ character: Character, x: Int, y: Int, color: Color, attributes: TextAttributes = []) {
        guard contains(x: x, y: y) else { return }
        self[x, y] = Cell(character: character, color: color, attributes: attributes)
    }

    /// Draws a background glyph where nothing is drawn yet.
    mutating func putBackground(_ character: Character, x: Int, y: Int, color: Color) {
        guard contains(x: x, y: y), self[x, y].character == nil, self[x, y].dots == 0 else { return }
        self[x, y] = Cell(character: character, color: color, isBackground: true)
    }

    /// Whether a cell shows nothing but the background.
    func isEmpty(x: Int, y: Int) -> Bool {
        let cell = self[x, y]
        return (cell.character == nil || cell.isBackground) && cell.dots == 0
    }

    /// Sets the braille dot at dot column `dx` (2 per cell) and dot row `dy`
    /// (4 per cell, from the top).
    mutating func setDot(dx: Int, dy: Int, color: Color) {
        let x = dx >> 1
        let y = dy >> 2
        guard contains(x: x, y: y), dx >= 0, dy >= 0 else { return }
        var cell = self[x, y]
        if cell.character != nil, !cell.isBackground { return }
        if cell.isBackground { cell = Cell() }
        cell.dots |= Self.dotBit(column: dx & 1, row: dy & 3)
        cell.color = color
        self[x, y] = cell
    }

    /// The braille bit for a dot: columns 0-1, rows 0-3.
    static func dotBit(column: Int, row: Int) -> UInt8 {
        let left: [UInt8] = [0x01, 0x02, 0x04, 0x40]
        let right: [UInt8] = [0x08, 0x10, 0x20, 0x80]
        return column == 0 ? left[row] : right[row]
    }

    /// Draws every cell into `canvas` with its top-left at `origin`.
    func draw(into canvas: inout Canvas, at origin: Point) {
        for y in 0 ..< height {
            for x in 0 ..< width {
                let cell = self[x, y]
                let point = Point(x: origin.x + x, y: origin.y + y)
                let style = Style(foreground: cell.color, attributes: cell.attributes)
                if cell.dots != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(cell.dots)) {
                    _ = canvas.put(Character(scalar), at: point, style: style)
                } else if let character = cell.character {
                    _ = canvas.put(character, at: point, style: style)
                }
            }
        }
    }
}
