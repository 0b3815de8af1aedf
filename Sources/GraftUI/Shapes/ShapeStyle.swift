import GraftTerminal

/// A color or pattern to fill or stroke a shape with, or to draw text in.
///
/// `Color` and ``ForegroundStyle`` (`.foreground`, `.secondary`, `.tint`
/// and the other levels) are shape styles, and ``AnyShapeStyle`` erases one.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

extension ForegroundStyle: ShapeStyle {}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment: what `.foregroundStyle(_:)` set.
    public static var foreground: ForegroundStyle { ForegroundStyle(.foreground) }
    /// The first level of emphasis: the default text color.
    public static var primary: ForegroundStyle { ForegroundStyle(.primary) }
    /// The second level: gray.
    public static var secondary: ForegroundStyle { ForegroundStyle(.secondary) }
    /// The third level: gray, dim.
    public static var tertiary: ForegroundStyle { ForegroundStyle(.tertiary) }
    /// The fourth level: dim.
    public static var quaternary: ForegroundStyle { ForegroundStyle(.quaternary) }
    /// The environment's tint color, as SwiftUI's `.tint` shape style.
    public static var tint: ForegroundStyle { ForegroundStyle(.tint) }
}

extension ShapeStyle where Self == Color {
    /// ANSI black.
    public static var black: Color { Color.black }
    /// ANSI red.
    public static var red: Color { Color.red }
    /// ANSI green.
    public static var green: Color { Color.green }
    /// ANSI yellow.
    public static var yellow: Color { Color.yellow }
    /// ANSI blue.
    public static var blue: Color { Color.blue }
    /// ANSI magenta.
    public static var magenta: Color { Color.magenta }
    /// ANSI cyan.
    public static var cyan: Color { Color.cyan }
    /// ANSI white (usually light gray).
    public static var white: Color { Color.white }
    /// ANSI bright black (usually dark gray).
    public static var gray: Color { Color.gray }
}

extension ShapeStyle {
    /// The color this style draws with in `environment`; a style Graft does
    /// not know draws as the foreground.
    func resolvedColor(in environment: EnvironmentValues) -> Color {
        switch self {
        case let color as Color: return color
        case let erased as AnyShapeStyle: return erased.base.resolvedColor(in: environment)
        case let style as ForegroundStyle: return style.resolvedColor(in: environment)
        case let painted as any PaintedShapeStyle: return painted.representativeColor(in: environment)
        default: return ForegroundStyle.foreground.resolvedColor(in: environment)
        }
    }
}

extension ForegroundStyle {
    /// The color of this level of emphasis where it is drawn; the terminal's
    /// default foreground draws as white, since a shape has no text color.
    fileprivate func resolvedColor(in environment: EnvironmentValues) -> Color {
        let own = level == .foreground ? environment.foregroundStyle : self
        let color = own.style(tint: environment.tint).foreground
        return color == .default ? .white : color
    }
}
