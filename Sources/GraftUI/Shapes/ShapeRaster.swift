import Foundation
import GraftTerminal

/// Draws flattened paths into cells: outlines as braille dots (2 by 4 to a
/// cell, square on a terminal's tall cells), fills as quadrant blocks (2 by
/// 2), and whole cells where the terminal lacks those glyphs.
///
/// Shapes measure in square points: a column is `unit` points wide and a row
/// twice that tall, so a `Circle` is round on the screen. Braille dots are
/// then `unit / 2` points square.
struct ShapeRaster {
    /// The cells the shape covers, in canvas coordinates.
    let frame: Rect
    /// Points per column (and per half row).
    let unit: CGFloat
    let glyphs: GlyphSupport

    /// The rectangle a shape's path is asked for: the frame in square points.
    var pathRect: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(frame.width) * unit, height: CGFloat(frame.height) * 2 * unit)
    }

    // MARK: - Fill

    /// Which quadrants of each cell the filled path covers, by their centers.
    /// Bits: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
    func quadrants(of path: FlatPath, evenOdd: Bool) -> [UInt8] {
        var coverage = [UInt8](repeating: 0, count: max(frame.width * frame.height, 0))
        guard frame.width > 0, frame.height > 0 else { return coverage }
        for sampleRow in 0 ..< frame.height * 2 {
            let y = (CGFloat(sampleRow) + 0.5) * unit
            let crossings = path.crossings(atY: y)
            guard !crossings.isEmpty else { continue }
            var winding = 0
            var next = 0
            for sampleColumn in 0 ..< frame.width * 2 {
                let x = (CGFloat(sampleColumn) + 0.5) * unit / 2
                while next < crossings.count, crossings[next].x <= x {
                    winding += crossings[next].direction
                    next += 1
                }
                guard evenOdd ? winding % 2 != 0 : winding != 0 else { continue }
                let bit = UInt8(1) << UInt8((sampleRow % 2) * 2 + sampleColumn % 2)
                coverage[(sampleRow / 2) * frame.width + sampleColumn / 2] |= bit
            }
        }
        return coverage
    }

    /// Fills the covered cells with `paint`: whole cells as their
    /// background (text drawn over them keeps it), part cells as blocks.
    func fill(_ coverage: [UInt8], paint: ShapePaint, in canvas: inout Canvas) {
        // Opaque whole cells are set a run of a row at a time: a gradient
        // over a screen is a color per cell, and the clip and the written
        // rows need checking only once a run.
        var run: [Color] = []
        run.reserveCapacity(frame.width)
        var runStart = Point.zero
        func flush() {
            guard !run.isEmpty else { return }
            canvas.setBackgrounds(run, from: runStart)
            run.removeAll(keepingCapacity: true)
        }
        for row in 0 ..< frame.height {
            for column in 0 ..< frame.width {
                let bits = coverage[row * frame.width + column]
                guard bits != 0 else {
                    flush()
                    continue
                }
                let point = Point(x: frame.minX + column, y: frame.minY + row)
                let color = paint.color(column: column, row: row)
                if bits == 0b1111 || (glyphs != .subCell && bits.nonzeroBitCount >= 2) {
                    if !color.isTranslucent {
                        if run.isEmpty { runStart = point }
                        run.append(color)
                        continue
                    }
                    flush()
                    // A translucent fill tints the cell, its text included, as glass would.
                    canvas.fill(Rect(origin: point, size: Size(width: 1, height: 1)), with: .blank(Style(background: color)))
                } else if glyphs == .subCell {
                    flush()
                    canvas.put(Self.quadrantGlyphs[Int(bits)], at: point, style: Style(foreground: color))
                } else {
                    flush()
                }
            }
            flush()
        }
    }

    /// Quadrant blocks by coverage bits.
    private static let quadrantGlyphs: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    // MARK: - Stroke

    /// The braille dots along the path's outline, `thickness` dots wide,
    /// with the gaps of `dash` (in points) left out.
    func dots(along path: FlatPath, thickness: Int, dash: [CGFloat], dashPhase: CGFloat) -> DotGrid {
        var grid = DotGrid(width: frame.width * 2, height: frame.height * 4)
        let scale = 2 / unit
        var pattern = DashWalker(dash: dash, phase: dashPhase)
        for subpath in path.subpaths {
            var previous: CGPoint?
            for point in subpath.points {
                defer { previous = point }
                guard let from = previous else {
                    if subpath.points.count == 1 { grid.stamp(x: point.x * scale, y: point.y * scale, thickness: thickness) }
                    continue
                }
                let dx = point.x - from.x
                let dy = point.y - from.y
                let length = (dx * dx + dy * dy).squareRoot()
                let steps = max(1, Int((length * scale * 2).rounded(.up)))
                for step in 0 ... steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    guard pattern.isDrawn(at: t * length) else { continue }
                    grid.stamp(x: (from.x + t * dx) * scale, y: (from.y + t * dy) * scale, thickness: thickness)
                }
                pattern.advance(by: length)
            }
        }
        return grid
    }

    /// Draws the dots in `paint`: braille, or a dot per cell without it.
    func stroke(_ grid: DotGrid, paint: ShapePaint, in canvas: inout Canvas) {
        for row in 0 ..< frame.height {
            for column in 0 ..< frame.width {
                let bits = grid.brailleBits(column: column, row: row)
                guard bits != 0 else { continue }
                let point = Point(x: frame.minX + column, y: frame.minY + row)
                let glyph: Character =
                    switch glyphs {
                    case .subCell: Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? "•")
                    case .wholeCells: "•"
                    case .ascii: "*"
                    }
                canvas.put(glyph, at: point, style: Style(foreground: paint.color(column: column, row: row)))
            }
        }
    }
}

/// Dots set on a grid two per column and four per row.
struct DotGrid {
    let width: Int
    let height: Int
    private var dots: [Bool]

    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        dots = [Bool](repeating: false, count: self.width * self.height)
    }

    /// Sets a `thickness`-dot square centered at the dot coordinates, inside
    /// the grid. A point exactly on the far edge (a shape's right or bottom
    /// side) belongs to the last dot.
    mutating func stamp(x: CGFloat, y: CGFloat, thickness: Int) {
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return }
        var centerX = Int(x.rounded(.down))
        var centerY = Int(y.rounded(.down))
        if centerX == width { centerX -= 1 }
        if centerY == height { centerY -= 1 }
        let low = -(thickness - 1) / 2
        for dotY in centerY + low ..< centerY + low + thickness where dotY >= 0 && dotY < height {
            for dotX in centerX + low ..< centerX + low + thickness where dotX >= 0 && dotX < width {
                dots[dotY * width + dotX] = true
            }
        }
    }

    func isSet(x: Int, y: Int) -> Bool { dots[y * width + x] }

    /// The braille pattern of one cell: Unicode numbers the left column's dots
    /// 1, 2, 3, 7 and the right's 4, 5, 6, 8.
    func brailleBits(column: Int, row: Int) -> UInt8 {
        let weights: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        var bits: UInt8 = 0
        for dy in 0 ..< 4 {
            for dx in 0 ..< 2 where isSet(x: column * 2 + dx, y: row * 4 + dy) {
                bits |= weights[dy][dx]
            }
        }
        return bits
    }
}

/// Walks a dash pattern along a path: which lengths are dash and which gap.
struct DashWalker {
    private let dash: [CGFloat]
    private let period: CGFloat
    private var travelled: CGFloat

    init(dash: [CGFloat], phase: CGFloat) {
        let lengths = dash.map { max($0, 0) }
        // An odd pattern repeats twice, so dashes and gaps keep alternating.
        self.dash = lengths.count % 2 == 1 ? lengths + lengths : lengths
        period = self.dash.reduce(0, +)
        travelled = phase
    }

    /// True when the point `offset` points past the segment's start is on a dash.
    func isDrawn(at offset: CGFloat) -> Bool {
        guard period > 0 else { return true }
        var position = (travelled + offset).truncatingRemainder(dividingBy: period)
        if position < 0 { position += period }
        for (index, length) in dash.enumerated() {
            if position < length { return index % 2 == 0 }
            position -= length
        }
        return true
    }

    mutating func advance(by length: CGFloat) {
        travelled += length
    }
}
