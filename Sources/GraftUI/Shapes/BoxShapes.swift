import Foundation
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
    /// The size of the corners' ellipses, in points. Drawn with box
    /// characters (`.stroke(_:)`, `.fill(_:)`), a corner is one cell.
    public var cornerSize: CGSize
    /// How the corners are shaped.
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners are quarter circles of `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

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

/// A shape whose outline Graft draws with box-drawing lines, which read
/// better than braille for straight sides.
@MainActor
protocol BoxOutlined {
    var boxLine: LineStyle { get }
}

extension Rectangle: BoxOutlined {
    var boxLine: LineStyle { line }
}

extension RoundedRectangle: BoxOutlined {
    var boxLine: LineStyle { .rounded }
}

extension _InsetShape: BoxOutlined where Base: BoxOutlined {
    var boxLine: LineStyle { base.boxLine }
}

/// A shape view Graft draws: its look as a rectangle description.
@MainActor
protocol BoxShape: View, Equatable {
    var rectangle: Rectangle { get }
}

extension Rectangle: BoxShape {
    var rectangle: Rectangle { self }
}

extension RoundedRectangle: BoxShape {
    var rectangle: Rectangle { base }
}

extension Rectangle: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ShapeNode<Rectangle>(graph: graph, parent: parent, environment: environment)
    }
}

extension RoundedRectangle: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ShapeNode<RoundedRectangle>(graph: graph, parent: parent, environment: environment)
    }
}

/// Fills what it is offered and draws the shape there.
@MainActor
final class ShapeNode<Shape: BoxShape>: PrimitiveNode<Shape> {
    override func update(from oldView: Shape?, to newView: Shape) {
        if oldView != newView { setNeedsDisplay() }
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(in canvas: inout Canvas) {
        if let view, let transform = graph.drawing.effectTransform { return drawTransformed(view, by: transform, in: &canvas) }
        guard let shape = view?.rectangle else { return }
        ShapeDrawing.draw(shape, in: frame, canvas: &canvas, environment: environment)
    }
}

@MainActor
enum ShapeDrawing {
    static func draw(_ shape: Rectangle, in frame: Rect, canvas: inout Canvas, environment: EnvironmentValues) {
        let foreground = environment.foregroundStyle.style(tint: environment.tint).foreground
        if let stroke = shape.strokeColor {
            if let fill = shape.fillColor {
                canvas.fill(frame.inset(by: CellInsets(all: 1)), with: .blank(Style(background: fill)))
            }
            canvas.drawBox(frame, line: shape.line, style: Style(foreground: stroke == .default ? foreground : stroke))
        } else {
            let color = shape.fillColor ?? (foreground == .default ? Color.white : foreground)
            canvas.fill(frame, with: .blank(Style(background: color)))
        }
    }
}
