import Foundation
import GraftUI

/// What an axis shows: its marks (grid lines, ticks and value labels) at a
/// set of values.
@MainActor
public protocol AxisContent {}

/// Builds an axis from the `AxisMarks` written in a closure.
@MainActor
@resultBuilder
public enum AxisContentBuilder {
    /// One set of marks.
    public static func buildBlock(_ marks: AxisMarks) -> AxisMarks { marks }

    /// Several sets of marks; the axis shows the union.
    public static func buildBlock(_ marks: AxisMarks...) -> AxisMarks {
        marks.dropFirst().reduce(marks.first ?? AxisMarks()) { $0.merged(with: $1) }
    }
}

/// The grid lines, ticks and labels an axis shows at its values.
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .month)) { _ in
///         AxisGridLine()
///         AxisValueLabel(format: .dateTime.month(.abbreviated))
///     }
/// }
/// ```
public struct AxisMarks: AxisContent {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    /// The marks drawn at one value; nil draws all three.
    var content: (@MainActor (AxisValue) -> AxisMarkParts)?
    /// Several `AxisMarks` in one axis: the others.
    var others: [AxisMarks] = []

    /// Marks with every part (grid line, tick and label) at `values`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic
    ) {
        self.position = position
        self.values = values
        content = nil
    }

    /// Marks at `values`, with the parts `content` builds for each.
    public init<Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping @MainActor (AxisValue) -> Content
    ) {
        self.position = position
        self.values = values
        self.content = { value in
            var parts = AxisMarkParts()
            content(value).contribute(to: &parts)
            return parts
        }
    }

    func merged(with other: AxisMarks) -> AxisMarks {
        var merged = self
        merged.others.append(other)
        return merged
    }
}

/// Where an axis's marks sit.
public enum AxisMarkPosition: Equatable, Sendable {
    /// The chart chooses: values under the plot, and beside it on the trailing side.
    case automatic
    /// Beside the plot, on the leading side.
    case leading
    /// Beside the plot, on the trailing side.
    case trailing
    /// Above the plot.
    case top
    /// Under the plot.
    case bottom
}

/// A style of axis marks; every preset draws as the automatic one.
public enum AxisMarkPreset: Equatable, Sendable {
    /// The chart chooses.
    case automatic
    /// Marks that stretch across the plot.
    case extended
    /// Marks that stay at the edge.
    case aligned
    /// Marks inset from the edge.
    case inset
}

/// Which values an axis marks.
public struct AxisMarkValues {
    enum Storage {
        case automatic(desiredCount: Int?)
        case strideNumber(Double)
        case strideDate(Calendar.Component, count: Int)
        case explicit([PlotValue])
    }

    let storage: Storage

    /// Values the chart chooses: round numbers, calendar units, every category.
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil)) }

    /// About `desiredCount` values the chart chooses.
    public static func automatic(desiredCount: Int? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }

    /// Every multiple of `step`.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(storage: .strideNumber(step)) }

    /// The start of every `count`th `component` (every month, every 7 days).
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(storage: .strideDate(component, count: max(1, count)))
    }

    /// Exactly these values.
    public static func values<Value: Plottable>(_ values: [Value]) -> AxisMarkValues {
        AxisMarkValues(storage: .explicit(values.map { PlotValue($0) }))
    }
}

/// One value an axis marks, handed to an `AxisMarks` content closure.
public struct AxisValue {
    /// Where the value is among the axis's values, from 0.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    let value: PlotValue

    /// The value as `type`, or nil when the axis plots another type.
    public func `as`<Value: Plottable>(_ type: Value.Type) -> Value? {
        value.primitive(as: type)
    }
}
