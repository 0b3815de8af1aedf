import GraftTerminal
import GraftUI

/// One mark as written, its values and the modifiers around it applied:
/// what the renderer lays out and draws.
@usableFromInline
struct ResolvedMark: Equatable {
    @usableFromInline
    enum Kind: Equatable {
        case bar
        case line
        case point
        case area
        case rule
        case sector
    }

    /// What few marks have (spans' ends, a sector's share, a symbol), kept
    /// apart so the common mark (an x and a y) is small to copy and store.
    @usableFromInline
    final class Extras: Equatable, Sendable {
        let xEnd: MarkValue?
        let yEnd: MarkValue?
        let angle: MarkValue?
        let symbol: MarkValue?

        @usableFromInline
        init(xEnd: MarkValue?, yEnd: MarkValue?, angle: MarkValue?, symbol: MarkValue?) {
            self.xEnd = xEnd
            self.yEnd = yEnd
            self.angle = angle
            self.symbol = symbol
        }

        @usableFromInline
        static func == (lhs: Extras, rhs: Extras) -> Bool {
            lhs === rhs
                || (lhs.xEnd == rhs.xEnd && lhs.yEnd == rhs.yEnd && lhs.angle == rhs.angle && lhs.symbol == rhs.symbol)
        }
    }

    @usableFromInline var kind: Kind
    /// `x`, or `xStart` of a span.
    @usableFromInline var x: MarkValue?
    /// `y`, or `yStart` of a span.
    @usableFromInline var y: MarkValue?
    /// The series: `foregroundStyle(by:)`, or a line's `series:`.
    @usableFromInline var series: MarkValue?
    @usableFromInline var color: Color?
    @usableFromInline var extras: Extras?

    var xEnd: MarkValue? { extras?.xEnd }
    var yEnd: MarkValue? { extras?.yEnd }
    /// A sector's share.
    var angle: MarkValue? { extras?.angle }
    var symbol: MarkValue? {
        get { extras?.symbol }
        set { extras = Extras(xEnd: xEnd, yEnd: yEnd, angle: angle, symbol: newValue) }
    }
    @usableFromInline var stacking: MarkStackingMethod = .standard
    @usableFromInline var width: MarkDimension = .automatic

    @inlinable
    init(
        _ kind: Kind, x: MarkValue? = nil, xEnd: MarkValue? = nil, y: MarkValue? = nil, yEnd: MarkValue? = nil,
        angle: MarkValue? = nil
    ) {
        self.kind = kind
        self.x = x
        self.y = y
        if xEnd != nil || yEnd != nil || angle != nil {
            extras = Extras(xEnd: xEnd, yEnd: yEnd, angle: angle, symbol: nil)
        }
    }

    /// The mark with the modifiers around it: what the mark sets itself wins.
    func resolved(in context: MarkContext) -> ResolvedMark {
        var mark = self
        if mark.series == nil { mark.series = context.series }
        if mark.symbol == nil, let symbol = context.symbol { mark.symbol = symbol }
        if mark.color == nil { mark.color = context.color }
        return mark
    }
}

extension ResolvedMark {
    var hasFiniteValues: Bool {
        guard Self.isFinite(x), Self.isFinite(y) else { return false }
        guard let extras else { return true }
        return Self.isFinite(extras.xEnd) && Self.isFinite(extras.yEnd) && Self.isFinite(extras.angle)
    }

    private static func isFinite(_ value: MarkValue?) -> Bool {
        guard case .number(let number)? = value?.value else { return true }
        return number.isFinite
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
