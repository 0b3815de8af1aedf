/// Where values land in a plot's braille dots: the arithmetic the renderer
/// maps every mark with, held apart from it so a pass over a vectorized
/// plot's numbers copies nothing but these few values.
struct DotMapping: Equatable {
    /// Dot columns across the plot (2 per cell).
    var columns: Int
    /// Dot rows down the plot (4 per cell).
    var rows: Int
    var positionLower: Double
    var positionUpper: Double
    var positionIsCategorical: Bool
    var valueLower: Double
    var valueUpper: Double

    /// The dot row (from the top) of a fraction of the value axis.
    static func dotRow(valueFraction fraction: Double, rows: Int) -> Int {
        let fraction = fraction.safeFraction
        return min(rows - 1, max(0, Int(((1 - fraction) * Double(rows - 1)).rounded())))
    }

    /// The dot column of a fraction of the position axis.
    static func dotColumn(positionFraction fraction: Double, columns: Int, categorical: Bool) -> Int {
        let fraction = fraction.safeFraction
        if categorical {
            return min(columns - 1, max(0, Int((fraction * Double(columns)).rounded(.down))))
        }
        return min(columns - 1, max(0, Int((fraction * Double(columns - 1)).rounded())))
    }

    /// The dot column of a continuous position, as a mark there has it.
    func dotColumn(ofContinuous x: Double) -> Int {
        let fraction = ((x - positionLower) / (positionUpper - positionLower)).safeFraction
        return Self.dotColumn(positionFraction: fraction, columns: columns, categorical: positionIsCategorical)
    }

    /// The dot row of a value, as a mark reaching it has it.
    func dotRow(ofValue y: Double) -> Int {
        Self.dotRow(valueFraction: ((y - valueLower) / (valueUpper - valueLower)).safeFraction, rows: rows)
    }
}
