import Foundation

#if !canImport(CoreGraphics)
    /// How the ends of a stroked line are drawn (CoreGraphics' type, which
    /// Foundation lacks on Linux). A terminal line ends at a dot, so every
    /// cap draws the same.
    public enum CGLineCap: Int32, Sendable {
        /// The line stops at its end point.
        case butt
        /// The line ends in a half circle.
        case round
        /// The line ends in a half square.
        case square
    }

    /// How the corners of a stroked path are drawn (CoreGraphics' type, which
    /// Foundation lacks on Linux). Terminal corners are one dot, so every
    /// join draws the same.
    public enum CGLineJoin: Int32, Sendable {
        /// A sharp corner.
        case miter
        /// A rounded corner.
        case round
        /// A cut-off corner.
        case bevel
    }
#endif

/// How a shape's outline is stroked, as SwiftUI takes it.
///
/// Shapes draw their outlines in braille dots, two to a column: `lineWidth`
/// thickens the line in dots (one point is one dot across, see
/// <doc:PointsAndCells>), and a dash pattern leaves gaps along it. Caps and
/// joins are accepted and draw as a dot.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width, in points.
    public var lineWidth: CGFloat
    /// How the ends of lines are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a mitered corner may reach.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating, in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How a shape's inside is found when it is filled.
public struct FillStyle: Hashable, Sendable {
    /// True for the even-odd rule (a point is inside when a ray from it
    /// crosses the path an odd number of times), false for the non-zero
    /// winding rule.
    public var isEOFilled: Bool
    /// Accepted for SwiftUI's signature; cells have no partial coverage.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
