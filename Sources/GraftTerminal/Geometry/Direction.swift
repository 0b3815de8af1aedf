/// One of the four ways an arrow key points, for moving focus between
/// rectangles on screen (TUIKit's focus groups, GraftUI's controls).
package enum Direction: Sendable {
    case up, down, left, right

    /// How far `frame` lies from `origin` this way (along) and to the side
    /// (across: zero when the two share a row or column, otherwise one more
    /// than the cells between them, so side by side is not in line); nil
    /// when `frame` does not lie this way.
    package func offset(from origin: Rect, to frame: Rect) -> (along: Int, across: Int)? {
        let along: Int
        let across: Int
        switch self {
        case .left, .right:
            along = self == .left ? origin.minX - frame.maxX : frame.minX - origin.maxX
            across = Self.gap(origin.minY ..< origin.maxY, frame.minY ..< frame.maxY)
        case .up, .down:
            along = self == .up ? origin.minY - frame.maxY : frame.minY - origin.maxY
            across = Self.gap(origin.minX ..< origin.maxX, frame.minX ..< frame.maxX)
        }
        return along >= 0 ? (along, across) : nil
    }

    /// How far `frame` lies this way, the sideways distance counting double
    /// so the rectangle in line wins; nil when it does not lie this way.
    package func distance(from origin: Rect, to frame: Rect) -> Int? {
        offset(from: origin, to: frame).map { $0.along + 2 * $0.across }
    }

    private static func gap(_ span: Range<Int>, _ other: Range<Int>) -> Int {
        span.overlaps(other) ? 0 : 1 + max(other.lowerBound - span.upperBound, span.lowerBound - other.upperBound)
    }
}
