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
        case .overlay: OverlayLayout.size(of: children, for: proposal)
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
        case (.stack(let a), .stack(let b)): a.axis == b.axis && a.alignment == b.alignment && a.spacing == b.spacing
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

/// How a `ZStack` sizes and places its children (LAYOUT.md §1.7).
@MainActor
enum OverlayLayout {
    static func size(of children: [ViewNode], for proposal: CellProposal) -> Size {
        guard let top = children.map(\.layoutPriority).max() else { return .zero }
        var size = Size.zero
        for child in children where child.layoutPriority == top {
            let childSize = child.sizeThatFits(proposal)
            size.width = max(size.width, childSize.width)
            size.height = max(size.height, childSize.height)
        }
        return size
    }

    static func place(_ children: [ViewNode], in rect: Rect, alignment: Alignment) {
        let placing = CellProposal(rect.size)
        for child in children {
            let size = child.sizeThatFits(placing)
            let x = rect.minX + alignment.horizontal.offset(child: size.width, in: rect.width)
            let y = rect.minY + alignment.vertical.offset(child: size.height, in: rect.height)
            child.place(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: placing)
        }
    }
}
