import Foundation

/// How one column of a ``LazyVGrid`` (or one row of a ``LazyHGrid``) is
/// sized, how far it is from the next, and how its cells sit in it.
public struct GridItem: Sendable {
    /// The size of a grid's column (or row) across the direction it grows.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// An even share of what fixed items leave, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` points as fit in the space
        /// one flexible item would get, sharing it evenly.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: Size
    /// Points to the next item, or `nil` for the standard spacing.
    public var spacing: CGFloat?
    /// How the cells sit in the item, or `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// Creates an item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The kinds of views a lazy grid or stack keeps in sight while scrolling.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`) grid items
/// make in a given length, in cells (docs/LAYOUT.md §1.18).
struct GridTracks: Equatable {
    /// Each track's length.
    var lengths: [Int] = []
    /// The gap after each track (the last one's is not used).
    var gaps: [Int] = []
    /// Each track's alignment, nil for the grid's.
    var alignments: [Alignment?] = []

    /// No tracks.
    init() {}

    /// Where each track starts, from 0.
    var starts: [Int] {
        var starts: [Int] = []
        var offset = 0
        for (length, gap) in zip(lengths, gaps) {
            starts.append(offset)
            offset = CellMath.adding(offset, CellMath.adding(length, gap))
        }
        return starts
    }

    /// The tracks end to end.
    var total: Int {
        guard !lengths.isEmpty else { return 0 }
        return zip(lengths, gaps).dropLast().reduce(lengths[lengths.count - 1]) { CellMath.adding($0, $1.0 + $1.1) }
    }

    /// An item's bounds in cells.
    private struct Bounds {
        var minimum: Int
        var maximum: Int
        var isAdaptive: Bool
        var fixed: Int?
    }

    /// Fixed items take their size first; flexible and adaptive ones then
    /// share what is left evenly within their bounds, capped ones first; an
    /// adaptive one splits its share into as many tracks as fit.
    init(items: [GridItem], length: Int?, defaultSpacing: Int, cells: (CGFloat) -> Int) {
        let spacings = items.map { item in item.spacing.map { cells($0) } ?? defaultSpacing }
        let bounds = items.map { item -> Bounds in
            switch item.size {
            case .fixed(let size): Bounds(minimum: cells(size), maximum: cells(size), isAdaptive: false, fixed: cells(size))
            case .flexible(let minimum, let maximum):
                Bounds(minimum: cells(minimum), maximum: max(Self.cells(maximum, cells), cells(minimum)), isAdaptive: false)
            case .adaptive(let minimum, let maximum):
                Bounds(
                    minimum: max(cells(minimum), 1), maximum: max(Self.cells(maximum, cells), cells(minimum)), isAdaptive: true)
            }
        }
        var shares = bounds.map { $0.fixed ?? $0.minimum }
        if let length, length != CellProposal.infinity {
            var remaining =
                length - spacings.dropLast().reduce(0, +)
                - shares.indices.filter { bounds[$0].fixed != nil }
                .reduce(0) { $0 + shares[$1] }
            // An adaptive item's maximum bounds each of its tracks, not its share.
            let caps = bounds.map { $0.isAdaptive ? CellProposal.infinity : $0.maximum }
            let sharing = bounds.indices.filter { bounds[$0].fixed == nil }.sorted {
                caps[$0] != caps[$1] ? caps[$0] < caps[$1] : $0 < $1
            }
            for (offset, index) in sharing.enumerated() {
                let share = CellMath.ceilDivide(max(remaining, 0), sharing.count - offset)
                shares[index] = min(max(share, bounds[index].minimum), caps[index])
                remaining -= shares[index]
            }
        }
        for (index, item) in items.enumerated() {
            let bound = bounds[index]
            guard bound.isAdaptive else {
                lengths.append(shares[index])
                gaps.append(spacings[index])
                alignments.append(item.alignment)
                continue
            }
            let spacing = spacings[index]
            let count = max((shares[index] + spacing) / (bound.minimum + spacing), 1)
            var left = shares[index] - spacing * (count - 1)
            for offset in 0 ..< count {
                let part = min(max(CellMath.ceilDivide(max(left, 0), count - offset), bound.minimum), bound.maximum)
                lengths.append(part)
                gaps.append(spacing)
                alignments.append(item.alignment)
                left -= part
            }
        }
    }

    private static func cells(_ points: CGFloat, _ convert: (CGFloat) -> Int) -> Int {
        points.isInfinite ? CellProposal.infinity : convert(points)
    }
}
