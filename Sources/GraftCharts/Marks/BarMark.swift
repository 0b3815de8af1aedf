import GraftUI

/// A bar from zero (or from the bar below it) to a value: upright when `x`
/// names categories or dates, lying down when `y` does.
///
/// ```swift
/// BarMark(x: .value("Month", sale.date, unit: .month), y: .value("Sales", sale.count))
/// ```
public struct BarMark: ChartContent {
    @usableFromInline let mark: ResolvedMark

    /// Appends the mark.
    public static func _appendMarks(of content: BarMark, to marks: inout _ChartMarks) {
        marks.append(content.mark)
    }

    /// A bar at `x` reaching `y`; bars at the same position stack by default.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        var mark = ResolvedMark(.bar, x: MarkValue(x), y: MarkValue(y))
        mark.width = width
        mark.stacking = stacking
        self.mark = mark
    }

    /// A bar lying along `y` from `xStart` to `xEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var mark = ResolvedMark(.bar, x: MarkValue(xStart), xEnd: MarkValue(xEnd), y: MarkValue(y))
        mark.stacking = .unstacked
        self.mark = mark
    }

    /// A bar standing at `x` from `yStart` to `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var mark = ResolvedMark(.bar, x: MarkValue(x), y: MarkValue(yStart), yEnd: MarkValue(yEnd))
        mark.width = width
        mark.stacking = .unstacked
        self.mark = mark
    }
}
