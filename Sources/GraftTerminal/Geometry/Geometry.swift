/// A position on the terminal grid, in whole cells; `x` is the column and `y`
/// the row, both counted from zero at the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin, column 0, row 0.
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// A size on the terminal grid, in whole cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No columns and no rows.
    public static let zero = Size(width: 0, height: 0)

    /// `WIDTHxHEIGHT`, as terminals and the `--size` option write it.
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle on the terminal grid, in whole cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The extent; a negative component is treated as zero by every query.
    public var size: Size

    /// Creates a rectangle from its top-left cell and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left cell and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The leftmost column.
    public var minX: Int { origin.x }
    /// The topmost row.
    public var minY: Int { origin.y }
    /// One past the rightmost column.
    public var maxX: Int { origin.x + max(size.width, 0) }
    /// One past the bottom row.
    public var maxY: Int { origin.y + max(size.height, 0) }
    /// The number of columns.
    public var width: Int { size.width }
    /// The number of rows.
    public var height: Int { size.height }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` is one of the rectangle's cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles cover; empty (at a clamped origin) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `insets` on each side, never below zero size.
    public func inset(by insets: CellInsets) -> Rect {
        Rect(
            x: origin.x + insets.leading,
            y: origin.y + insets.top,
            width: max(size.width - insets.leading - insets.trailing, 0),
            height: max(size.height - insets.top - insets.bottom, 0)
        )
    }

    /// `(x, y, WIDTHxHEIGHT)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size))" }
}

/// Distances inward from each edge of a rectangle, in cells.
public struct CellInsets: Hashable, Sendable {
    /// Rows removed at the top.
    public var top: Int
    /// Columns removed on the leading (left) side.
    public var leading: Int
    /// Rows removed at the bottom.
    public var bottom: Int
    /// Columns removed on the trailing (right) side.
    public var trailing: Int

    /// Creates insets from each edge.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all length: Int) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// No inset.
    public static let zero = CellInsets()
}

extension Rect {
    /// The smallest rectangle containing both; an empty rectangle counts as its origin cell's position.
    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        let right = max(maxX, other.maxX)
        let bottom = max(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the rectangles share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }
}
