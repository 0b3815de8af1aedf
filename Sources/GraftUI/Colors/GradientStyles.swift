import Foundation
import GraftTerminal

/// A gradient along a line from `startPoint` to `endPoint`, constant across
/// it, blended per cell (24-bit and 256 colors) or in steps (16 and 8).
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A linear gradient through `colors`, evenly spaced.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: View {
    /// The gradient fills the space it is offered, as a filled rectangle.
    public var body: _ShapeView<Rectangle, LinearGradient> { _ShapeView.filling(with: self) }
}

extension LinearGradient: PaintedShapeStyle {
    func paint(in area: PaintArea, environment: EnvironmentValues) -> ShapePaint {
        let stops = gradient.resolvedStops(in: environment.colorScheme)
        let start = area.location(of: startPoint)
        let end = area.location(of: endPoint)
        let dx = end.x - start.x
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        return .varying { column, row in
            let point = area.center(column: column, row: row)
            let t = lengthSquared > 0 ? ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared : 0
            return stops.color(at: Double(t))
        }
    }

    func representativeColor(in environment: EnvironmentValues) -> Color {
        gradient.resolvedStops(in: environment.colorScheme).color(at: 0.5)
    }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius`
/// points (square points: a row is two columns tall, so circles are round).
public struct RadialGradient: ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A radial gradient of `gradient`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient through `colors`, evenly spaced.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: View {
    /// The gradient fills the space it is offered, as a filled rectangle.
    public var body: _ShapeView<Rectangle, RadialGradient> { _ShapeView.filling(with: self) }
}

extension RadialGradient: PaintedShapeStyle {
    func paint(in area: PaintArea, environment: EnvironmentValues) -> ShapePaint {
        let stops = gradient.resolvedStops(in: environment.colorScheme)
        let middle = area.location(of: center)
        let span = endRadius - startRadius
        return .varying { column, row in
            let point = area.center(column: column, row: row)
            let distance = hypot(point.x - middle.x, point.y - middle.y)
            return stops.color(at: span != 0 ? Double((distance - startRadius) / span) : 1)
        }
    }

    func representativeColor(in environment: EnvironmentValues) -> Color {
        gradient.resolvedStops(in: environment.colorScheme).color(at: 0.5)
    }
}

/// A radial gradient stretched to the view's shape: `startRadiusFraction`
/// and `endRadiusFraction` are fractions of half its width and height.
public struct EllipticalGradient: ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// An elliptical gradient of `gradient`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient through `colors`, evenly spaced.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: View {
    /// The gradient fills the space it is offered, as a filled rectangle.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { _ShapeView.filling(with: self) }
}

extension EllipticalGradient: PaintedShapeStyle {
    func paint(in area: PaintArea, environment: EnvironmentValues) -> ShapePaint {
        let stops = gradient.resolvedStops(in: environment.colorScheme)
        let middle = area.location(of: center)
        let halfWidth = max(area.size.width, 1) / 2
        let halfHeight = max(area.size.height, 1) / 2
        let span = endRadiusFraction - startRadiusFraction
        return .varying { column, row in
            let point = area.center(column: column, row: row)
            let distance = hypot((point.x - middle.x) / halfWidth, (point.y - middle.y) / halfHeight)
            return stops.color(at: span != 0 ? Double((distance - startRadiusFraction) / span) : 1)
        }
    }

    func representativeColor(in environment: EnvironmentValues) -> Color {
        gradient.resolvedStops(in: environment.colorScheme).color(at: 0.5)
    }
}

/// A gradient around `center`, sweeping clockwise from `startAngle` to
/// `endAngle` (0 points to the trailing side); outside that sweep, the
/// nearer end's color.
public struct AngularGradient: ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// An angular gradient of `gradient` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles mean a full turn, as in SwiftUI.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    /// An angular gradient through `colors`, evenly spaced.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient` starting at `angle`: a conic gradient.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// A full turn through `colors` starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn through `stops` starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

extension AngularGradient: View {
    /// The gradient fills the space it is offered, as a filled rectangle.
    public var body: _ShapeView<Rectangle, AngularGradient> { _ShapeView.filling(with: self) }
}

extension AngularGradient: PaintedShapeStyle {
    func paint(in area: PaintArea, environment: EnvironmentValues) -> ShapePaint {
        let stops = gradient.resolvedStops(in: environment.colorScheme)
        let middle = area.location(of: center)
        let start = startAngle.radians
        let sweep = endAngle.radians - start
        return .varying { column, row in
            let point = area.center(column: column, row: row)
            var angle = Double(atan2(point.y - middle.y, point.x - middle.x)) - start
            let turn = 2 * Double.pi
            angle -= (angle / turn).rounded(.down) * turn
            guard sweep != 0 else { return stops.color(at: 0) }
            let t = angle / sweep
            // Past the sweep, the angle is nearer one end or the other.
            if t > 1 { return stops.color(at: (angle - sweep) < (turn - angle) ? 1 : 0) }
            return stops.color(at: t)
        }
    }

    func representativeColor(in environment: EnvironmentValues) -> Color {
        gradient.resolvedStops(in: environment.colorScheme).color(at: 0.5)
    }
}

/// A gradient made from one color, as `Color.gradient` gives: a
/// little lighter at the top than at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let base: Color

    /// The gradient from a color.
    public init(_ color: Color) {
        base = color
    }
}

extension AnyGradient: View {
    /// The gradient fills the space it is offered, as a filled rectangle.
    public var body: _ShapeView<Rectangle, AnyGradient> { _ShapeView.filling(with: self) }
}

extension AnyGradient: PaintedShapeStyle {
    private var linear: LinearGradient {
        let top = base.rgbComponents.map { Color.blend((255, 255, 255), over: $0, opacity: 56) } ?? base
        return LinearGradient(colors: [top.multiplyingOpacity(by: Double(base.opacity) / 255), base], startPoint: .top, endPoint: .bottom)
    }

    func paint(in area: PaintArea, environment: EnvironmentValues) -> ShapePaint {
        linear.paint(in: area, environment: environment)
    }

    func representativeColor(in environment: EnvironmentValues) -> Color {
        base
    }
}

extension Color {
    /// A gentle gradient of this color, lighter at the top.
    public var gradient: AnyGradient { AnyGradient(self) }
}

extension _ShapeView where Content == Rectangle {
    /// A rectangle filled with `style`: what a gradient is as a view.
    @MainActor static func filling(with style: Style) -> _ShapeView {
        _ShapeView(shape: Rectangle(), style: style, drawing: .fill(FillStyle()))
    }
}
