/// How a line is stroked. A terminal line is one cell wide, so the width is
/// accepted for SwiftUI's signature, and a dash pattern draws the line dotted.
public struct StrokeStyle: Equatable, Sendable {
    /// The line's width, in points; a terminal line is always one cell.
    public var lineWidth: Double
    /// Lengths of dashes and gaps; any dash draws the line dotted.
    public var dash: [Double]

    /// A stroke style.
    public init(lineWidth: Double = 1, dash: [Double] = []) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}
