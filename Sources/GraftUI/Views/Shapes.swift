import GraftTerminal

/// A rectangle that fills the space it is offered (1 cell where unspecified),
/// drawn as a box outline with `.stroke`, or filled with `.fill`.
public struct Rectangle: View, Equatable {
    var fillColor: Color?
    var strokeColor: Color?
    var line: LineStyle

    /// A rectangle filled with the foreground style's color.
    public init() {
        fillColor = nil
        strokeColor = nil
        line = .single
    }

    /// The rectangle filled with `color`.
    public func fill(_ color: Color) -> Rectangle {
        var copy = self
        copy.fillColor = color
        return copy
    }

    /// The rectangle's outline, drawn with box-drawing lines in `color`.
    public func stroke(_ color: Color = .default, style line: LineStyle = .single) -> Rectangle {
        var copy = self
        copy.strokeColor = color
        copy.line = line
        return copy
    }
}

/// A rectangle with rounded corners, drawn as a box with `╭╮╰╯` corners.
public struct RoundedRectangle: View, Equatable {
    var base = Rectangle().stroke(style: .rounded)

    /// Creates a rounded rectangle; terminal corners are always one cell, so
    /// the radius only chooses rounded over square corners.
    public init(cornerRadius: Int = 1) {}

    /// The rounded outline in `color`.
    public func stroke(_ color: Color = .default) -> RoundedRectangle {
        var copy = self
        copy.base = base.stroke(color, style: .rounded)
        return copy
    }

    /// The rounded rectangle filled with `color` inside its outline.
    public func fill(_ color: Color) -> RoundedRectangle {
        var copy = self
        copy.base = base.fill(color)
        return copy
    }
}

extension Rectangle: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ShapeNode(graph: graph, parent: parent, environment: environment)
    }
}

extension RoundedRectangle: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        RoundedShapeNode(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ShapeNode: PrimitiveNode<Rectangle> {
    override func update(from oldView: Rectangle?, to newView: Rectangle) {
        if oldView != newView { setNeedsDisplay() }
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override func computeSize(for proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(in canvas: inout Canvas) {
        guard let shape = view else { return }
        ShapeDrawing.draw(shape, in: frame, canvas: &canvas, environment: environment)
    }
}

@MainActor
final class RoundedShapeNode: PrimitiveNode<RoundedRectangle> {
    override func update(from oldView: RoundedRectangle?, to newView: RoundedRectangle) {
        if oldView != newView { setNeedsDisplay() }
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override func computeSize(for proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(in canvas: inout Canvas) {
        guard let shape = view else { return }
        ShapeDrawing.draw(shape.base, in: frame, canvas: &canvas, environment: environment)
    }
}

@MainActor
enum ShapeDrawing {
    static func draw(_ shape: Rectangle, in frame: Rect, canvas: inout Canvas, environment: EnvironmentValues) {
        let foreground = environment.foregroundStyle.style.foreground
        if let stroke = shape.strokeColor {
            if let fill = shape.fillColor {
                canvas.fill(frame.inset(by: EdgeInsets(all: 1)), with: .blank(Style(background: fill)))
            }
            canvas.drawBox(frame, line: shape.line, style: Style(foreground: stroke == .default ? foreground : stroke))
        } else {
            let color = shape.fillColor ?? (foreground == .default ? Color.white : foreground)
            canvas.fill(frame, with: .blank(Style(background: color)))
        }
    }
}
