import Foundation
import GraftTerminal

/// A built-in layout worked out directly in cells, so `HStackLayout`,
/// `VStackLayout` and `ZStackLayout` cost what `HStack`, `VStack` and
/// `ZStack` do, with no points in between.
enum CellLayout {
    case stack(StackLayout)
    case overlay(Alignment)

    @MainActor
    func size(of children: [ViewNode], for proposal: CellProposal) -> Size {
        switch self {
        case .stack(let layout): layout.size(of: children, for: proposal)
        case .overlay(let alignment): OverlayLayout.size(of: children, for: proposal, alignment: alignment)
        }
    }

    @MainActor
    func place(_ children: [ViewNode], in rect: Rect, proposal: CellProposal) {
        switch self {
        case .stack(let layout): layout.place(children, in: rect, proposal: proposal)
        case .overlay(let alignment): OverlayLayout.place(children, in: rect, alignment: alignment)
        }
    }

    /// The size of `subviews` in points, for a built-in layout called as a
    /// ``Layout``.
    @MainActor
    func size(of subviews: LayoutSubviews, for proposal: ProposedViewSize) -> CGSize {
        let scale = subviews.context.scale
        return PointsToCells.points(size(of: subviews.selectedNodes, for: proposal.cells(at: scale)), at: scale)
    }

    /// Places `subviews` in `bounds`, in points, for a built-in layout
    /// called as a ``Layout``.
    @MainActor
    func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
        let context = subviews.context
        guard context.isPlacing else { return }
        let scale = context.scale
        let rect = Rect(
            x: PointsToCells.columns(bounds.minX, at: scale), y: PointsToCells.rows(bounds.minY, at: scale),
            width: PointsToCells.columns(bounds.width, at: scale), height: PointsToCells.rows(bounds.height, at: scale))
        place(subviews.selectedNodes, in: rect, proposal: proposal.cells(at: scale))
        for index in subviews.indices { context.markPlaced(index) }
    }
}

extension CellLayout: Equatable {
    static func == (lhs: CellLayout, rhs: CellLayout) -> Bool {
        switch (lhs, rhs) {
        case (.stack(let a), .stack(let b)):
            a.axis == b.axis && a.alignment == b.alignment && a.spacing == b.spacing && a.scale == b.scale
        case (.overlay(let a), .overlay(let b)): a == b
        default: false
        }
    }
}

/// A layout that can be worked out in cells.
@MainActor
protocol CellLayoutConvertible {
    /// The layout in cells at `scale` points per cell, nil when it has none.
    func cellLayout(at scale: CGSize) -> CellLayout?
}

/// How a `ZStack` sizes and places its children (LAYOUT.md §1.7), lined
/// up on explicit guides when a child sets one (§1.19).
@MainActor
enum OverlayLayout {
    private static let unitScale = CGSize(width: 1, height: 1)

    static func size(
        of children: [ViewNode], for proposal: CellProposal, alignment: Alignment = .center, scale: CGSize = unitScale
    ) -> Size {
        guard let top = children.map(\.layoutPriority).max() else { return .zero }
        var size = Size.zero
        for child in children where child.layoutPriority == top {
            let childSize = child.sizeThatFits(proposal)
            size.width = max(size.width, childSize.width)
            size.height = max(size.height, childSize.height)
        }
        guard let guided = guided(children, proposal: proposal, alignment: alignment, scale: scale) else { return size }
        return Size(width: guided.x?.extent ?? size.width, height: guided.y?.extent ?? size.height)
    }

    static func place(_ children: [ViewNode], in rect: Rect, alignment: Alignment, scale: CGSize = unitScale) {
        let placing = CellProposal(rect.size)
        let guided = guided(children, proposal: placing, alignment: alignment, scale: scale)
        for (index, child) in children.enumerated() {
            let size = child.sizeThatFits(placing)
            var x = rect.minX + alignment.horizontal.offset(child: size.width, in: rect.width)
            var y = rect.minY + alignment.vertical.offset(child: size.height, in: rect.height)
            if let line = guided?.x {
                x = rect.minX + alignment.horizontal.offset(child: line.extent, in: rect.width) + line.offsets[index]
            }
            if let line = guided?.y {
                y = rect.minY + alignment.vertical.offset(child: line.extent, in: rect.height) + line.offsets[index]
            }
            child.place(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: placing)
        }
    }

    typealias Line = (offsets: [Int], extent: Int)

    /// The children lined up on each axis where one sets the alignment's
    /// guide explicitly; the sizing children (the highest priority) fix
    /// the line and the extent.
    private static func guided(
        _ children: [ViewNode], proposal: CellProposal, alignment: Alignment, scale: CGSize
    ) -> (x: Line?, y: Line?)? {
        guard let first = children.first, AlignmentGuides.mayExist(in: first),
            let top = children.map(\.layoutPriority).max()
        else { return nil }
        let counted = children.map { $0.layoutPriority == top }
        let sizes = children.map { $0.sizeThatFits(proposal) }
        func line(_ key: AlignmentKey) -> Line? {
            guard children.contains(where: { $0.explicitAlignment(of: key, for: proposal) != nil }) else { return nil }
            let guides = children.indices.map {
                AlignmentGuides.guide(key, of: children[$0], proposal: proposal, size: sizes[$0], scale: scale)
            }
            let lengths = sizes.map { key.axis == .horizontal ? $0.width : $0.height }
            return AlignmentGuides.line(guides: guides, lengths: lengths, counted: counted)
        }
        let x = line(alignment.horizontal.key)
        let y = line(alignment.vertical.key)
        return x == nil && y == nil ? nil : (x, y)
    }

    /// The stack's explicit value for `key` measured with `proposal`, from
    /// its children's.
    static func explicitAlignment(
        of key: AlignmentKey, children: [ViewNode], for proposal: CellProposal, alignment: Alignment, scale: CGSize
    ) -> CGFloat? {
        guard key.propagates, let first = children.first, AlignmentGuides.mayExist(in: first) else { return nil }
        let container = size(of: children, for: proposal, alignment: alignment, scale: scale)
        let placing = CellProposal(container)
        let guided = guided(children, proposal: placing, alignment: alignment, scale: scale)
        var values: [CGFloat] = []
        for (index, child) in children.enumerated() {
            guard let value = child.explicitAlignment(of: key, for: placing) else { continue }
            let size = child.sizeThatFits(placing)
            let position: Int
            if key.axis == .horizontal {
                position =
                    guided?.x.map { alignment.horizontal.offset(child: $0.extent, in: container.width) + $0.offsets[index] }
                    ?? alignment.horizontal.offset(child: size.width, in: container.width)
            } else {
                position =
                    guided?.y.map { alignment.vertical.offset(child: $0.extent, in: container.height) + $0.offsets[index] }
                    ?? alignment.vertical.offset(child: size.height, in: container.height)
            }
            values.append(value + AlignmentGuides.points(position, along: key.axis, at: scale))
        }
        return AlignmentGuides.combine(values, for: key)
    }
}
