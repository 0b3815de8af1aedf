import GraftTerminal

/// A translucent background that lets what is behind it show, fainter: the
/// terminal's frosted glass. Drawn as a tint of the color scheme's page color,
/// thicker materials hiding more.
///
/// ```swift
/// Text("Sale").padding().background(.regularMaterial)
/// ```
public struct Material: ShapeStyle, Hashable {
    let thickness: Double

    /// The thinnest material: most of what is behind shows.
    public static let ultraThin = Material(thickness: 0.35)
    /// A thin material.
    public static let thin = Material(thickness: 0.5)
    /// The standard material.
    public static let regular = Material(thickness: 0.65)
    /// A thick material.
    public static let thick = Material(thickness: 0.8)
    /// The thickest material: little behind it shows.
    public static let ultraThick = Material(thickness: 0.92)
    /// The material of bars (navigation and tab bars).
    public static let bar = Material(thickness: 0.8)
}

extension Material: PaintedShapeStyle {
    func paint(in area: PaintArea, environment: EnvironmentValues) -> ShapePaint {
        .solid(representativeColor(in: environment))
    }

    func representativeColor(in environment: EnvironmentValues) -> Color {
        let page: Color = environment.colorScheme == .light ? .rgb(242, 242, 247) : .rgb(28, 28, 30)
        return page.multiplyingOpacity(by: thickness)
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The standard material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
