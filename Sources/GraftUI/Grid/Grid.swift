import Foundation
import GraftTerminal

/// A container that lines its views up in rows and columns: each column as
/// wide as its widest cell, each row as tall as its tallest.
///
/// Put each row's views in a ``GridRow``; the first view of every row is in
/// the first column, and so on. A row with fewer views leaves empty cells at
/// its end. A view outside any row (a `Divider`) spans every column.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow {
///         Text("Name")
///         Text("Size").gridColumnAlignment(.trailing)
///     }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow {
///         Text("notes.txt")
///         Text("12 KB")
///     }
/// }
/// ```
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid of the rows `content` builds, each cell aligned in its
    /// area by `alignment`, columns `horizontalSpacing` and rows
    /// `verticalSpacing` points apart (the standard spacing when nil).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

/// One row of a ``Grid``: each view it builds is a cell, one column each
/// unless it says otherwise with `gridCellColumns(_:)`. Outside a grid it
/// adds nothing, as a `Group` does.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row of cells, aligned vertically by `alignment`, or by the
    /// grid's alignment when nil.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension Grid: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        GridNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

extension GridRow: ContentWrappingView, PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        GridRowNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// A node a grid reads as one row.
@MainActor
protocol GridRowProviding: ViewNode {
    var rowAlignment: VerticalAlignment? { get }
}

/// Structural, so a grid's cells are its own layout children and are drawn
/// as any container's are; the grid finds the rows by walking its content.
@MainActor
final class GridRowNode<Content: View>: StructuralWrapperNode<GridRow<Content>>, GridRowProviding {
    var rowAlignment: VerticalAlignment? { view?.alignment }

    override func update(from oldView: GridRow<Content>?, to newView: GridRow<Content>) {
        if let oldView, oldView.alignment != newView.alignment { invalidateLayout() }
        updateContent(newView.content)
    }
}

@MainActor
final class GridNode<Content: View>: ContainerNode<Grid<Content>, Content> {
    private var alignment = Alignment.center
    private var spacing = (horizontal: 1, vertical: 0)
    private var scale = PointScale()
    /// The rows found in the content, kept until the layout is invalidated
    /// (a change of structure or of a cell's grid values invalidates it).
    private var solver: GridSolver?
    private var lastMeasurement: GridSolver.Measurement?

    override func update(from oldView: Grid<Content>?, to newView: Grid<Content>) {
        _ = scale.refresh(from: environment)
        take(newView, isFirst: oldView == nil)
        updateContent(newView.content)
    }

    override func environmentDidChange() {
        guard scale.refresh(from: environment), let view else { return }
        take(view, isFirst: false)
    }

    private func take(_ view: Grid<Content>, isFirst: Bool) {
        let newSpacing = (
            horizontal: PointsToCells.columns(view.horizontalSpacing, at: scale.value)
                ?? StackLayout.defaultSpacing(along: .horizontal),
            vertical: PointsToCells.rows(view.verticalSpacing, at: scale.value) ?? StackLayout.defaultSpacing(along: .vertical)
        )
        guard isFirst || view.alignment != alignment || newSpacing != spacing else { return }
        alignment = view.alignment
        spacing = newSpacing
        invalidateLayout()
    }

    override func layoutDidInvalidate() {
        solver = nil
        lastMeasurement = nil
    }

    private func currentSolver() -> GridSolver {
        if let solver { return solver }
        var rows: [GridSolver.Row] = []
        if let content { Self.collectRows(from: content, into: &rows) }
        let made = GridSolver(
            rows: rows, alignment: alignment, horizontalSpacing: spacing.horizontal, verticalSpacing: spacing.vertical)
        solver = made
        return made
    }

    private static func collectRows(from node: ViewNode, into rows: inout [GridSolver.Row]) {
        if let row = node as? any GridRowProviding {
            var column = 0
            let cells = row.layoutChildren.map { child -> GridSolver.Cell in
                let cell = GridCellValues.cell(for: child, at: column)
                column += cell.span
                return cell
            }
            rows.append(GridSolver.Row(cells: cells, alignment: row.rowAlignment, spansAllColumns: false))
        } else if node.isStructural {
            for child in node.children { collectRows(from: child, into: &rows) }
        } else {
            rows.append(
                GridSolver.Row(cells: [GridCellValues.cell(for: node, at: 0)], alignment: nil, spansAllColumns: true))
        }
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        let measurement = currentSolver().measure(proposal)
        lastMeasurement = measurement
        return measurement.size
    }

    override func placeChildren(in rect: Rect, proposal: CellProposal) {
        let solver = currentSolver()
        let measurement: GridSolver.Measurement
        if let lastMeasurement, lastMeasurement.proposal == proposal {
            measurement = lastMeasurement
        } else {
            measurement = solver.measure(proposal)
        }
        solver.place(in: rect, measurement: measurement)
    }
}
