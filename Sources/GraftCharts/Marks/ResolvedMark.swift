import GraftTerminal
import GraftUI

/// One mark as written, its values and the modifiers around it applied:
/// what the renderer lays out and draws.
struct ResolvedMark: Equatable {
    enum Kind: Equatable {
        case bar
        case line
        case point
        case area
        case rule
        case sector
    }

    var kind: Kind
    /// `x`, or `xStart` of a span.
    var x: MarkValue?
    var xEnd: MarkValue?
    /// `y`, or `yStart` of a span.
    var y: MarkValue?
    var yEnd: MarkValue?
    /// A sector's share.
    var angle: MarkValue?
    /// The series: `foregroundStyle(by:)`, or a line's `series:`.
    var series: MarkValue?
    var symbol: MarkValue?
    var color: Color?
    var stacking: MarkStackingMethod = .standard
    var width: MarkDimension = .automatic

    init(
        _ kind: Kind, x: MarkValue? = nil, xEnd: MarkValue? = nil, y: MarkValue? = nil, yEnd: MarkValue? = nil,
        angle: MarkValue? = nil
    ) {
        self.kind = kind
        self.x = x
        self.xEnd = xEnd
        self.y = y
        self.yEnd = yEnd
        self.angle = angle
    }

    /// The mark with the modifiers around it: what the mark sets itself wins.
    func resolved(in context: MarkContext) -> ResolvedMark {
        var mark = self
        if mark.series == nil { mark.series = context.series }
        if mark.symbol == nil { mark.symbol = context.symbol }
        if mark.color == nil { mark.color = context.color }
        return mark
    }
}

/// A mark type whose value is one resolved mark.
@MainActor
protocol SingleMark: ResolvableChartContent where Body == Never {
    var mark: ResolvedMark { get }
}

extension SingleMark {
    func resolve(into marks: inout [ResolvedMark], context: MarkContext) {
        // A NaN or infinite value has no place on an axis: the mark is left out.
        guard mark.hasFiniteValues else { return }
        marks.append(mark.resolved(in: context))
    }
}

extension ResolvedMark {
    var hasFiniteValues: Bool {
        for value in [x, xEnd, y, yEnd, angle] {
            if let number = value?.value.continuous, !number.isFinite { return false }
        }
        return true
    }
}

/// How marks that share a position (bars in one month, areas of several
/// series) are placed: on top of each other, as shares of 100%, centered,
/// or each from zero.
public enum MarkStackingMethod: Equatable, Sendable {
    /// Stacked from zero, each on the one before.
    case standard
    /// Stacked, scaled so each position's total fills the axis.
    case normalized
    /// Stacked around the middle of the axis.
    case center
    /// Each from zero, overlapping.
    case unstacked
}

/// How wide a bar is. A terminal draws whole and eighth cells, so a fixed
/// width is taken in cells.
public struct MarkDimension: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case automatic
        case fixed(Double)
        case ratio(Double)
        case inset(Double)
    }

    let storage: Storage

    /// The chart chooses: most of the space each position has.
    public static let automatic = MarkDimension(storage: .automatic)

    /// A width of `value` cells.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(Double(value))) }

    /// A fraction of the space each position has (0...1).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(Double(value))) }

    /// The space each position has, less `value` cells.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(Double(value))) }
}

extension MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A fixed width in cells.
    public init(floatLiteral value: Double) { storage = .fixed(value) }

    /// A fixed width in cells.
    public init(integerLiteral value: Int) { storage = .fixed(Double(value)) }
}
