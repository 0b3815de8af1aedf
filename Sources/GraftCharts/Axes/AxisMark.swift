import Foundation
import GraftUI

/// One part of an axis mark: a grid line, a tick or a value label.
@MainActor
public protocol AxisMark {}

/// What a set of axis marks draws at one value.
struct AxisMarkParts {
    var gridLine = false
    var tick = false
    /// Whether a label shows, and how it is written; nil writes it as the axis does.
    var label = false
    var format: ((PlotValue) -> String?)?
}

/// Axis marks that add their part to what is drawn at a value.
@MainActor
protocol AxisMarkContributor: AxisMark {
    func contribute(to parts: inout AxisMarkParts)
}

extension AxisMark {
    func contribute(to parts: inout AxisMarkParts) {
        (self as? any AxisMarkContributor)?.contribute(to: &parts)
    }
}

/// Builds the parts of an axis mark from those written in a closure.
@MainActor
@resultBuilder
public enum AxisMarkBuilder {
    /// No parts.
    public static func buildBlock() -> AxisMarkGroup { AxisMarkGroup(parts: []) }

    /// The parts, in order.
    public static func buildBlock(_ parts: any AxisMark...) -> AxisMarkGroup { AxisMarkGroup(parts: parts) }

    /// Parts under an `if` without `else`.
    public static func buildOptional(_ parts: AxisMarkGroup?) -> AxisMarkGroup { parts ?? AxisMarkGroup(parts: []) }

    /// One branch of an `if`/`else`.
    public static func buildEither(first parts: AxisMarkGroup) -> AxisMarkGroup { parts }

    /// The other branch of an `if`/`else`.
    public static func buildEither(second parts: AxisMarkGroup) -> AxisMarkGroup { parts }
}

/// Several axis mark parts.
public struct AxisMarkGroup: AxisMark, AxisMarkContributor {
    let parts: [any AxisMark]

    func contribute(to parts: inout AxisMarkParts) {
        for part in self.parts { part.contribute(to: &parts) }
    }
}

/// A line across the plot at the value, drawn dim behind the marks.
public struct AxisGridLine: AxisMark, AxisMarkContributor {
    /// A grid line; `centered` and `stroke` are accepted for SwiftUI's signature.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}

    func contribute(to parts: inout AxisMarkParts) { parts.gridLine = true }
}

/// A short line at the plot's edge at the value.
public struct AxisTick: AxisMark, AxisMarkContributor {
    /// A tick; the parameters are accepted for SwiftUI's signature.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}

    func contribute(to parts: inout AxisMarkParts) { parts.tick = true }
}

/// The value written beside the axis.
public struct AxisValueLabel: AxisMark, AxisMarkContributor {
    let format: ((PlotValue) -> String?)?

    /// The value, written as the axis writes it.
    public init(centered: Bool? = nil) {
        format = nil
    }

    /// The value written with `format` (`.dateTime.month()`, `.number.precision(...)`).
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil) where Format.FormatOutput == String {
        self.format = { value in value.formatInput(as: Format.FormatInput.self).map { format.format($0) } }
    }

    /// The given text in place of the value.
    public init(_ text: some StringProtocol) {
        let text = String(text)
        format = { _ in text }
    }

    func contribute(to parts: inout AxisMarkParts) {
        parts.label = true
        if let format { parts.format = format }
    }
}
