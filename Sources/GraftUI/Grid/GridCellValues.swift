import Foundation

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns, starting at
    /// the column it would have had alone.
    public func gridCellColumns(_ count: Int) -> some View {
        GridCellValueView<Self, GridCellColumnsKey>(content: self, value: count)
    }

    /// Sets the horizontal alignment of every cell in this cell's column of
    /// a ``Grid``; when several cells of a column set one, the first row's wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        GridCellValueView<Self, GridColumnAlignmentKey>(content: self, value: guide)
    }

    /// Places this cell at `anchor` of its area in a ``Grid``, instead of
    /// by the column's and the row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        GridCellValueView<Self, GridCellAnchorKey>(content: self, value: anchor)
    }

    /// Keeps a flexible cell (a `Divider`, a `Color`) from setting the width
    /// or height of its column or row in a ``Grid``: on `axes` it is offered
    /// the size the other cells made instead.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        GridCellValueView<Self, GridCellUnsizedAxesKey>(content: self, value: axes)
    }
}

struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

/// A cell's grid values, read once per layout from the modifiers around it.
@MainActor
enum GridCellValues {
    static func cell(for node: ViewNode, at column: Int) -> GridSolver.Cell {
        GridSolver.Cell(
            node: node, column: column, span: max(value(GridCellColumnsKey.self, of: node), 1),
            unsizedAxes: value(GridCellUnsizedAxesKey.self, of: node), anchor: value(GridCellAnchorKey.self, of: node),
            columnAlignment: value(GridColumnAlignmentKey.self, of: node))
    }

    private static func value<K: LayoutValueKey>(_ key: K.Type, of node: ViewNode) -> K.Value {
        node.layoutValue(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }
}

struct GridCellValueView<Content: View, Key: LayoutValueKey>: View, PrimitiveView where Key.Value: Equatable {
    var content: Content
    var value: Key.Value

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        GridCellValueNode<Content, Key>(graph: graph, parent: parent, environment: environment)
    }
}

/// Carries one grid value on its content, as `layoutValue(key:value:)`
/// does, but a changed value lays out the grid again: the grid's layout
/// depends on it even though this cell's size does not.
@MainActor
final class GridCellValueNode<Content: View, Key: LayoutValueKey>: ContainerNode<GridCellValueView<Content, Key>, Content>
where Key.Value: Equatable {
    override func update(from oldView: GridCellValueView<Content, Key>?, to newView: GridCellValueView<Content, Key>) {
        if let oldView, oldView.value != newView.value { (parent ?? self).invalidateLayout() }
        updateContent(newView.content)
    }

    override func layoutValue(for key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(Key.self) ? view?.value : content?.layoutValue(for: key)
    }

    /// The value sits around the view without hiding its priority.
    override var layoutPriority: Double {
        let children = layoutChildren
        return children.count == 1 ? children[0].layoutPriority : 0
    }
}
