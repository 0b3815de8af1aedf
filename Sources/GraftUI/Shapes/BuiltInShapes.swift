import Foundation

/// A circle centered in its frame, as wide as the frame's shorter side (in
/// square points, so round on the screen).
public struct Circle: InsettableShape, Hashable {
    /// Creates a circle.
    public init() {}

    /// The circle in `rect`.
    public func path(in rect: CGRect) -> Path {
        let diameter = min(rect.width, rect.height)
        return Path(
            ellipseIn: CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }

    /// The circle inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

/// An ellipse that fills its frame.
public struct Ellipse: InsettableShape, Hashable {
    /// Creates an ellipse.
    public init() {}

    /// The ellipse in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    /// The ellipse inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle with half circles at its short ends.
public struct Capsule: InsettableShape, Hashable {
    /// How the capsule's ends are shaped.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The capsule in `rect`.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    /// The capsule inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

/// A shape drawn in its frame inset by an amount on every side: what
/// `inset(by:)` and `strokeBorder` make of a built-in shape.
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    /// The base shape in `rect` made smaller by the inset.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        return inner.isNull || inner.width < 0 || inner.height < 0 ? Path() : base.path(in: inner)
    }

    /// The same shape, inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    /// The rectangle in `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The rectangle inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle in `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// The rounded rectangle inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with elliptical corners.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with ends of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle: a path is drawn where its points are.
    public func path(in rect: CGRect) -> Path { self }
}
