import GraftUI

/// A point on a line that joins the marks of its series in the order they
/// were written, drawn with braille dots.
///
/// ```swift
/// LineMark(x: .value("Day", day.date, unit: .day), y: .value("Orders", day.orders))
/// ```
public struct LineMark: ChartContent {
    @usableFromInline let mark: ResolvedMark

    /// Appends the mark.
    public static func _appendMarks(of content: LineMark, to marks: inout _ChartMarks) {
        marks.append(content.mark)
    }

    /// A point of the line at (`x`, `y`).
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ResolvedMark(.line, x: MarkValue(x), y: MarkValue(y))
    }

    /// A point of the line of `series` at (`x`, `y`); lines of different
    /// series are drawn apart even in one color.
    @inlinable
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        var mark = ResolvedMark(.line, x: MarkValue(x), y: MarkValue(y))
        mark.series = MarkValue(series)
        self.mark = mark
    }
}

/// A point at (`x`, `y`): a braille dot, or the series' symbol when the chart
/// has several series, so they stay apart without color.
public struct PointMark: ChartContent {
    @usableFromInline let mark: ResolvedMark

    /// Appends the mark.
    public static func _appendMarks(of content: PointMark, to marks: inout _ChartMarks) {
        marks.append(content.mark)
    }

    /// A point at (`x`, `y`).
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ResolvedMark(.point, x: MarkValue(x), y: MarkValue(y))
    }
}

/// The area under a line, from zero (or from the series below it) to `y`,
/// filled with eighth-cell blocks.
public struct AreaMark: ChartContent {
    @usableFromInline let mark: ResolvedMark

    /// Appends the mark.
    public static func _appendMarks(of content: AreaMark, to marks: inout _ChartMarks) {
        marks.append(content.mark)
    }

    /// A point of the area's upper edge at (`x`, `y`); areas of several series stack by default.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        var mark = ResolvedMark(.area, x: MarkValue(x), y: MarkValue(y))
        mark.stacking = stacking
        self.mark = mark
    }

    /// The area at `x` between `yStart` and `yEnd` (a band).
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ResolvedMark(.area, x: MarkValue(x), y: MarkValue(yStart), yEnd: MarkValue(yEnd))
        mark.stacking = .unstacked
        self.mark = mark
    }
}

/// A straight line across the plot: level at a `y` (a target, an average),
/// upright at an `x` (a date), or a segment between two values.
public struct RuleMark: ChartContent {
    @usableFromInline let mark: ResolvedMark

    /// Appends the mark.
    public static func _appendMarks(of content: RuleMark, to marks: inout _ChartMarks) {
        marks.append(content.mark)
    }

    /// A level line at `y` across the whole plot.
    @inlinable
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ResolvedMark(.rule, y: MarkValue(y))
    }

    /// An upright line at `x` through the whole plot.
    @inlinable
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ResolvedMark(.rule, x: MarkValue(x))
    }

    /// A level segment at `y` from `xStart` to `xEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ResolvedMark(.rule, x: MarkValue(xStart), xEnd: MarkValue(xEnd), y: MarkValue(y))
    }

    /// An upright segment at `x` from `yStart` to `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ResolvedMark(.rule, x: MarkValue(x), y: MarkValue(yStart), yEnd: MarkValue(yEnd))
    }
}

/// A share of a whole. A terminal has no round pie, so a chart of sectors is
/// drawn as one bar split into the shares, in order, each with its percentage
/// in the legend.
public struct SectorMark: ChartContent {
    @usableFromInline let mark: ResolvedMark

    /// Appends the mark.
    public static func _appendMarks(of content: SectorMark, to marks: inout _ChartMarks) {
        marks.append(content.mark)
    }

    /// A share of size `angle`; the radii and inset are accepted for
    /// SwiftUI's signature and have no effect on the bar.
    @inlinable
    public init<Value: Plottable>(
        angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {
        mark = ResolvedMark(.sector, angle: MarkValue(angle))
    }
}
