import Foundation
import GraftTerminal

/// SwiftUI's stack algorithm in whole cells (docs/LAYOUT.md §1.2 and §1.11).
///
/// ```
/// proposal ─┬─ unspecified major: every child gets (nil, minor): ideal sizes
///           └─ otherwise: order children by priority (high first), then
///              flexibility (least first); hand out the remaining space group
///              by group, each child proposed ceil(remaining / children left)
/// ```
@MainActor
struct StackLayout {
    var axis: Axis
    /// Cross-axis alignment.
    var alignment: Alignment
    /// Spacing between adjacent children, or nil for the default
    /// (1 column between views in a row, 0 rows in a column, 0 next to a spacer).
    var spacing: Int?
    /// Points per cell, for explicit alignment guides (which are in points).
    var scale: CGSize

    init(axis: Axis, alignment: Alignment, spacing: Int?, scale: CGSize = CGSize(width: 1, height: 1)) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.scale = scale
    }

    /// The guide children line up on across the axis.
    var crossKey: AlignmentKey { axis == .horizontal ? alignment.vertical.key : alignment.horizontal.key }

    /// A child's plain offset across the axis in a stack `extent` thick.
    private func crossOffset(_ size: Size, in extent: Int) -> Int {
        axis == .horizontal
            ? alignment.vertical.offset(child: size.height, in: extent)
            : alignment.horizontal.offset(child: size.width, in: extent)
    }

    /// The default gap between two views along `axis`.
    static func defaultSpacing(along axis: Axis) -> Int {
        axis == .horizontal ? 1 : 0
    }

    /// The gap before each child (0 for the first).
    func gaps(for children: [ViewNode]) -> [Int] {
        var gaps = [Int](repeating: 0, count: children.count)
        guard children.count > 1 else { return gaps }
        let standard = spacing ?? Self.defaultSpacing(along: axis)
        for index in 1 ..< children.count {
            if spacing == nil, children[index - 1].isSpacer || children[index].isSpacer {
                gaps[index] = 0
            } else {
                gaps[index] = standard
            }
        }
        return gaps
    }

    /// Each child's size for `proposal`, in declaration order, and the
    /// proposal it answered.
    func childSizes(of children: [ViewNode], for proposal: CellProposal, gaps: [Int]) -> (sizes: [Size], proposals: [CellProposal]) {
        for child in children { (child as? SpacerNode)?.stackAxis = axis }
        let minor = proposal.value(along: axis.other)
        guard let major = proposal.value(along: axis) else {
            let asked = CellProposal.along(axis, nil, across: minor)
            return (children.map { $0.sizeThatFits(asked) }, [CellProposal](repeating: asked, count: children.count))
        }
        var sizes = [Size](repeating: .zero, count: children.count)
        var proposals = [CellProposal](repeating: .along(axis, major, across: minor), count: children.count)
        if major == CellProposal.infinity {
            for (index, child) in children.enumerated() {
                sizes[index] = child.sizeThatFits(proposals[index])
            }
            return (sizes, proposals)
        }
        let internalSpacing = gaps.reduce(0, +)
        // Minimum and maximum along the major axis, for ordering by flexibility.
        var minimums = [Int](repeating: 0, count: children.count)
        var flexibilities = [Int](repeating: 0, count: children.count)
        for (index, child) in children.enumerated() {
            let minimum = child.sizeThatFits(.along(axis, 0, across: minor)).value(along: axis)
            let maximum = child.sizeThatFits(.along(axis, CellProposal.infinity, across: minor)).value(along: axis)
            minimums[index] = minimum
            flexibilities[index] = maximum >= CellProposal.infinity ? Int.max : maximum - minimum
        }
        let priorities = children.map(\.layoutPriority)
        let goesFirst = { (a: Int, b: Int) -> Bool in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
            if flexibilities[a] == Int.max, minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
            return a < b
        }
        // Rows of alike children are usually in order already: check before sorting.
        var order = Array(children.indices)
        if zip(order, order.dropFirst()).contains(where: { !goesFirst($0, $1) }) {
            order.sort(by: goesFirst)
        }
        let topPriority = order.first.map { priorities[$0] }
        var remaining = major - internalSpacing
        for index in order where priorities[index] != topPriority {
            remaining -= minimums[index]
        }
        var position = 0
        var isFirstGroup = true
        while position < order.count {
            let priority = priorities[order[position]]
            var groupEnd = position
            while groupEnd < order.count, priorities[order[groupEnd]] == priority { groupEnd += 1 }
            if !isFirstGroup {
                for member in order[position ..< groupEnd] { remaining += minimums[member] }
            }
            let count = groupEnd - position
            for (offset, member) in order[position ..< groupEnd].enumerated() {
                let share = max(CellMath.ceilDivide(remaining, count - offset), 0)
                proposals[member] = .along(axis, share, across: minor)
                let size = children[member].sizeThatFits(proposals[member])
                sizes[member] = size
                remaining -= size.value(along: axis)
            }
            isFirstGroup = false
            position = groupEnd
        }
        return (sizes, proposals)
    }

    /// The stack's size for `proposal`.
    func size(of children: [ViewNode], for proposal: CellProposal) -> Size {
        measure(children, for: proposal).size
    }

    /// The children's sizes and gaps for `proposal`, and the stack's size.
    func measure(_ children: [ViewNode], for proposal: CellProposal) -> Measurement {
        let gaps = gaps(for: children)
        let (sizes, proposals) = childSizes(of: children, for: proposal, gaps: gaps)
        var size = stackSize(sizes: sizes, gaps: gaps)
        let guided = guidedCrossOffsets(children, sizes: sizes, proposals: proposals)
        if let guided { size = .along(axis, size.value(along: axis), across: guided.extent) }
        return Measurement(
            proposal: proposal, childSizes: sizes, childProposals: proposals, gaps: gaps, size: size,
            crossOffsets: guided?.offsets)
    }

    /// What one measurement found, kept so placement can reuse it.
    struct Measurement {
        var proposal: CellProposal
        var childSizes: [Size]
        var childProposals: [CellProposal]
        var gaps: [Int]
        var size: Size
        /// Each child's offset across the axis when one sets an explicit
        /// guide for the stack's alignment (LAYOUT.md §1.19), else nil.
        var crossOffsets: [Int]?
    }

    /// The children lined up on their guides across the axis, when one of
    /// them sets the stack's guide explicitly.
    private func guidedCrossOffsets(
        _ children: [ViewNode], sizes: [Size], proposals: [CellProposal]
    ) -> (
        offsets: [Int], extent: Int
    )? {
        guard let first = children.first, AlignmentGuides.mayExist(in: first) else { return nil }
        let key = crossKey
        guard children.indices.contains(where: { children[$0].explicitAlignment(of: key, for: proposals[$0]) != nil })
        else { return nil }
        let guides = children.indices.map {
            AlignmentGuides.guide(key, of: children[$0], proposal: proposals[$0], size: sizes[$0], scale: scale)
        }
        return AlignmentGuides.line(guides: guides, lengths: sizes.map { $0.value(along: axis.other) })
    }

    /// The stack's explicit value for `key` measured with `proposal`, from
    /// its children's (LAYOUT.md §1.19).
    func explicitAlignment(of key: AlignmentKey, children: [ViewNode], for proposal: CellProposal) -> CGFloat? {
        guard key.propagates, let first = children.first, AlignmentGuides.mayExist(in: first) else { return nil }
        let measured = measure(children, for: proposal)
        let extent = measured.size.value(along: axis.other)
        var values: [CGFloat] = []
        var major = 0
        for (index, child) in children.enumerated() {
            major += measured.gaps[index]
            if let value = child.explicitAlignment(of: key, for: measured.childProposals[index]) {
                let position =
                    key.axis == axis
                    ? major : measured.crossOffsets?[index] ?? crossOffset(measured.childSizes[index], in: extent)
                values.append(value + AlignmentGuides.points(position, along: key.axis, at: scale))
            }
            major += measured.childSizes[index].value(along: axis)
        }
        return AlignmentGuides.combine(values, for: key)
    }

    private func stackSize(sizes: [Size], gaps: [Int]) -> Size {
        var major = 0
        var minor = 0
        for (index, size) in sizes.enumerated() {
            major = CellMath.adding(major, CellMath.adding(size.value(along: axis), gaps[index]))
            minor = max(minor, size.value(along: axis.other))
        }
        return .along(axis, major, across: minor)
    }

    /// Places children in `rect`, recomputing their sizes with the stack's own
    /// proposal (its minor dimension defaulting to the stack's size).
    func place(_ children: [ViewNode], in rect: Rect, proposal: CellProposal, reusing measurement: Measurement? = nil) {
        let minorProposal = proposal.value(along: axis.other) ?? rect.size.value(along: axis.other)
        let placing = CellProposal.along(axis, proposal.value(along: axis), across: minorProposal)
        let placed: Measurement
        if let measurement, measurement.proposal == placing {
            placed = measurement
        } else {
            placed = measure(children, for: placing)
        }
        let gaps = placed.gaps
        let sizes = placed.childSizes
        let minorExtent = rect.size.value(along: axis.other)
        // Children lined up on guides move as one group in the rect.
        let groupOffset = placed.crossOffsets.map { _ in
            axis == .horizontal
                ? alignment.vertical.offset(child: placed.size.height, in: minorExtent)
                : alignment.horizontal.offset(child: placed.size.width, in: minorExtent)
        }
        var offset = 0
        for (index, child) in children.enumerated() {
            offset += gaps[index]
            let size = sizes[index]
            let across: Int
            if let groupOffset, let crossOffsets = placed.crossOffsets {
                across = groupOffset + crossOffsets[index]
            } else {
                across = crossOffset(size, in: minorExtent)
            }
            if axis == .horizontal {
                child.place(
                    in: Rect(x: rect.minX + offset, y: rect.minY + across, width: size.width, height: size.height),
                    proposal: .along(axis, size.width, across: minorProposal))
            } else {
                child.place(
                    in: Rect(x: rect.minX + across, y: rect.minY + offset, width: size.width, height: size.height),
                    proposal: .along(axis, size.height, across: minorProposal))
            }
            offset += size.value(along: axis)
        }
    }
}
