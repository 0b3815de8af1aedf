import GraftTerminal

/// A size a parent proposes to a child in whole cells, per axis: a number
/// of cells, `nil` for "unspecified" (the child answers with its ideal
/// size), or ``infinity`` (the child answers with its maximum size).
///
/// The layout engine and the hosting APIs that measure in cells use this;
/// code written for SwiftUI uses ``ProposedViewSize``, in points.
public struct CellProposal: Hashable, Sendable {
    /// The proposed width, or nil when unspecified.
    public var width: Int?
    /// The proposed height, or nil when unspecified.
    public var height: Int?

    /// The value used for an infinite proposal in either dimension.
    public static let infinity = Int.max

    /// Creates a proposal.
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// Proposes `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Zero in both dimensions: the child answers with its minimum size.
    public static let zero = CellProposal(width: 0, height: 0)
    /// Unspecified in both dimensions: the child answers with its ideal size.
    public static let unspecified = CellProposal(width: nil, height: nil)
    /// Infinite in both dimensions: the child answers with its maximum size.
    public static let infinite = CellProposal(width: infinity, height: infinity)

    /// This proposal with unspecified dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 1, height: 1)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal along `axis`.
    func value(along axis: Axis) -> Int? {
        axis == .horizontal ? width : height
    }

    /// A proposal from values along and across `axis`.
    static func along(_ axis: Axis, _ major: Int?, across minor: Int?) -> CellProposal {
        axis == .horizontal ? CellProposal(width: major, height: minor) : CellProposal(width: minor, height: major)
    }

    /// Shrinks each specified, finite dimension by `insets`, never below zero.
    func inset(by insets: CellInsets) -> CellProposal {
        CellProposal(
            width: width.map { $0 == Self.infinity ? $0 : max($0 - insets.leading - insets.trailing, 0) },
            height: height.map { $0 == Self.infinity ? $0 : max($0 - insets.top - insets.bottom, 0) }
        )
    }
}

/// A horizontal or vertical direction.
public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

extension Size {
    /// The extent along `axis`.
    func value(along axis: Axis) -> Int {
        axis == .horizontal ? width : height
    }

    /// A size from extents along and across `axis`.
    static func along(_ axis: Axis, _ major: Int, across minor: Int) -> Size {
        axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}

/// Integer arithmetic where ``CellProposal/infinity`` stays infinite.
enum CellMath {
    static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow || a == CellProposal.infinity || b == CellProposal.infinity ? CellProposal.infinity : sum
    }

    static func subtracting(_ a: Int, _ b: Int) -> Int {
        a == CellProposal.infinity ? a : a - b
    }

    /// `floor(a / b)` for any signs (Swift's `/` truncates toward zero).
    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }

    /// `ceil(a / b)` for b > 0.
    static func ceilDivide(_ a: Int, _ b: Int) -> Int {
        -floorDivide(-a, b)
    }
}
