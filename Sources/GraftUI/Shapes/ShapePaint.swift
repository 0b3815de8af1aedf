import Foundation
import GraftTerminal

/// The cells a style paints, measured as shapes measure them: a column is
/// `unit` points wide and a row twice that tall (see ``ShapeRaster``).
struct PaintArea {
    let columns: Int
    let rows: Int
    let unit: CGFloat

    /// The area's size in square points.
    var size: CGSize { CGSize(width: CGFloat(columns) * unit, height: CGFloat(rows) * 2 * unit) }

    /// The center of a cell, in square points from the area's top-leading corner.
    func center(column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * unit, y: (CGFloat(row) + 0.5) * 2 * unit)
    }

    /// `point` of the area, in square points.
    func location(of point: UnitPoint) -> CGPoint {
        CGPoint(x: point.x * size.width, y: point.y * size.height)
    }
}

/// A shape style resolved for one drawing: one color, or a color per cell.
enum ShapePaint {
    case solid(Color)
    case varying((_ column: Int, _ row: Int) -> Color)

    /// The color of the cell at `column`, `row` of the area.
    func color(column: Int, row: Int) -> Color {
        switch self {
        case .solid(let color): color
        case .varying(let colorAt): colorAt(column, row)
        }
    }

    /// This paint with every color at `fraction` of its opacity.
    func fading(by fraction: Double) -> ShapePaint {
        switch self {
        case .solid(let color): .solid(color.multiplyingOpacity(by: fraction))
        case .varying(let colorAt): .varying { colorAt($0, $1).multiplyingOpacity(by: fraction) }
        }
    }
}

/// Shape styles that are more than one color, or depend on where they are drawn.
protocol PaintedShapeStyle: ShapeStyle {
    /// The style's colors over `area`.
    func paint(in area: PaintArea, environment: EnvironmentValues) -> ShapePaint
    /// The one color that stands for the style where only one can be drawn
    /// (a text color, a box outline).
    func representativeColor(in environment: EnvironmentValues) -> Color
}

extension ShapeStyle {
    /// The style's colors over `area` where it is drawn.
    func resolvedPaint(in area: PaintArea, environment: EnvironmentValues) -> ShapePaint {
        switch self {
        case let painted as any PaintedShapeStyle: painted.paint(in: area, environment: environment)
        case let erased as AnyShapeStyle: erased.base.resolvedPaint(in: area, environment: environment)
        default: .solid(resolvedColor(in: environment))
        }
    }
}

/// A shape style seen through: SwiftUI's `opacity(_:)` on a shape style.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintedShapeStyle {
    let base: Base
    let opacity: Double

    func paint(in area: PaintArea, environment: EnvironmentValues) -> ShapePaint {
        base.resolvedPaint(in: area, environment: environment).fading(by: opacity)
    }

    func representativeColor(in environment: EnvironmentValues) -> Color {
        base.resolvedColor(in: environment).multiplyingOpacity(by: opacity)
    }
}

extension ShapeStyle {
    /// This style at `opacity` (0...1): blended with what is beneath it
    /// where the terminal has 256 colors or more, dimmed where it has fewer.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
