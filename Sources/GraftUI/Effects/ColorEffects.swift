import Foundation
import GraftTerminal

extension View {
    /// Adjusts the saturation of the colors the view draws: 0 is gray, 1
    /// leaves them, more than 1 makes them more vivid.
    ///
    /// Applies to the text and background colors of the cells the view
    /// drew; the terminal's own default colors are unknown and left as they are.
    public func saturation(_ amount: Double) -> some View {
        ColorEffectView(content: self, effect: .saturation(amount))
    }

    /// Turns the colors the view draws toward gray by `amount`, from 0 (no
    /// change) to 1 (fully gray).
    ///
    /// Applies to the text and background colors of the cells the view drew.
    public func grayscale(_ amount: Double) -> some View {
        ColorEffectView(content: self, effect: .grayscale(amount))
    }

    /// Brightens the colors the view draws by `amount` (-1 to 1), added to
    /// each of their red, green and blue.
    public func brightness(_ amount: Double) -> some View {
        ColorEffectView(content: self, effect: .brightness(amount))
    }

    /// Sets the contrast of the colors the view draws: 1 leaves them, 0 is
    /// middle gray, negative values invert them around it.
    public func contrast(_ amount: Double) -> some View {
        ColorEffectView(content: self, effect: .contrast(amount))
    }

    /// Inverts the colors the view draws.
    public func colorInvert() -> some View {
        ColorEffectView(content: self, effect: .invert)
    }

    /// Turns the hue of the colors the view draws by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        ColorEffectView(content: self, effect: .hueRotation(angle))
    }
}

/// A change of the colors a view drew, as plain values an animation can
/// interpolate. Channels are 0...1 while adjusted.
enum ColorEffect: Equatable {
    case saturation(Double)
    case grayscale(Double)
    case brightness(Double)
    case contrast(Double)
    case invert
    case hueRotation(Angle)

    /// `color` adjusted; its opacity is kept.
    func apply(to color: Color) -> Color {
        guard let (red, green, blue) = color.rgbComponents else { return color }
        let adjusted = apply(to: (Double(red) / 255, Double(green) / 255, Double(blue) / 255))
        func encode(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        let (r, g, b) = (encode(adjusted.0), encode(adjusted.1), encode(adjusted.2))
        if case .rgba(_, _, _, let opacity) = color { return .rgba(r, g, b, opacity: opacity) }
        return .rgb(r, g, b)
    }

    private func apply(to rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        let (red, green, blue) = rgb
        // Rec. 709 luminance, the gray a color keeps its lightness as.
        let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        func mix(_ value: Double, toward target: Double, by amount: Double) -> Double {
            value + (target - value) * amount
        }
        switch self {
        case .saturation(let amount):
            return (
                mix(luminance, toward: red, by: amount), mix(luminance, toward: green, by: amount),
                mix(luminance, toward: blue, by: amount)
            )
        case .grayscale(let amount):
            let amount = min(max(amount, 0), 1)
            return (
                mix(red, toward: luminance, by: amount), mix(green, toward: luminance, by: amount),
                mix(blue, toward: luminance, by: amount)
            )
        case .brightness(let amount):
            return (red + amount, green + amount, blue + amount)
        case .contrast(let amount):
            return ((red - 0.5) * amount + 0.5, (green - 0.5) * amount + 0.5, (blue - 0.5) * amount + 0.5)
        case .invert:
            return (1 - red, 1 - green, 1 - blue)
        case .hueRotation(let angle):
            // The hue-rotate matrix of CSS filters (and SVG's feColorMatrix).
            let cosine = cos(angle.radians)
            let sine = sin(angle.radians)
            let row0 = (
                0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715,
                0.072 - cosine * 0.072 + sine * 0.928
            )
            let row1 = (
                0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140,
                0.072 - cosine * 0.072 - sine * 0.283
            )
            let row2 = (
                0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715,
                0.072 + cosine * 0.928 + sine * 0.072
            )
            return (
                row0.0 * red + row0.1 * green + row0.2 * blue, row1.0 * red + row1.1 * green + row1.2 * blue,
                row2.0 * red + row2.1 * green + row2.2 * blue
            )
        }
    }
}

struct ColorEffectView<Content: View>: View, PrimitiveView {
    var content: Content
    var effect: ColorEffect

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ColorEffectNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Lets its content draw, then adjusts the colors of the cells it changed,
/// as ``OpacityNode`` fades them.
@MainActor
final class ColorEffectNode<Content: View>: ContainerNode<ColorEffectView<Content>, Content> {
    private var effect = NodeParameter<ColorEffect>()

    override func update(from oldView: ColorEffectView<Content>?, to newView: ColorEffectView<Content>) {
        if effect.take(newView.effect) { setNeedsDisplay() }
        updateContent(newView.content)
    }

    override func draw(in canvas: inout Canvas) {
        guard let effect = effect.value else { return super.draw(in: &canvas) }
        let before = canvas.snapshot(of: drawBounds.isEmpty ? frame : drawBounds)
        super.draw(in: &canvas)
        canvas.adjustColors(changesSince: before, effect.apply(to:))
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        effect.forget()
    }
}
