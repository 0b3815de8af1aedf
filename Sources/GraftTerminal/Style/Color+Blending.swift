extension Color {
    /// The color's red, green and blue by the xterm default palette; nil for
    /// ``default``, whose value only the terminal knows.
    package var rgbComponents: (UInt8, UInt8, UInt8)? {
        switch self {
        case .default: nil
        case .ansi(let ansi): Color.paletteRGB(ansi.rawValue)
        case .indexed(let index): Color.paletteRGB(index)
        case .rgb(let red, let green, let blue), .rgba(let red, let green, let blue, _): (red, green, blue)
        }
    }

    /// How much of the color shows: 255 except for a translucent ``rgba(_:_:_:opacity:)``.
    package var opacity: UInt8 {
        if case .rgba(_, _, _, let opacity) = self { return opacity }
        return 255
    }

    /// Whether the color lets what is beneath it show through.
    @inline(__always)
    package var isTranslucent: Bool {
        if case .rgba = self { return true }
        return false
    }

    /// The color drawn solid: a translucent color without its opacity.
    package var opaque: Color {
        if case .rgba(let red, let green, let blue, _) = self { return .rgb(red, green, blue) }
        return self
    }

    /// This color at `fraction` (0...1) of its opacity: what SwiftUI's
    /// `opacity(_:)` does to a color. The terminal's default color has no
    /// known value to blend, so it stays as it is.
    package func multiplyingOpacity(by fraction: Double) -> Color {
        guard let (red, green, blue) = rgbComponents else { return self }
        let scaled = (Double(opacity) * min(max(fraction.isNaN ? 0 : fraction, 0), 1)).rounded()
        return scaled >= 255 ? .rgb(red, green, blue) : .rgba(red, green, blue, opacity: UInt8(scaled))
    }

    /// This color laid over `beneath`: a translucent color over a known color
    /// becomes their blend; any other color is returned as it is (a
    /// translucent color over the terminal's default stays translucent, to
    /// be resolved when the frame is presented).
    package func composited(over beneath: Color) -> Color {
        guard case .rgba(let red, let green, let blue, let opacity) = self else { return self }
        if opacity == 255 { return .rgb(red, green, blue) }
        if case .rgba = beneath { return composited(over: beneath.opaque) }
        guard let below = beneath.rgbComponents else { return self }
        if opacity == 0 { return beneath }
        return Color.blend((red, green, blue), over: below, opacity: opacity)
    }

    /// `top` at `opacity` over `bottom`, channel by channel.
    package static func blend(_ top: (UInt8, UInt8, UInt8), over bottom: (UInt8, UInt8, UInt8), opacity: UInt8) -> Color {
        let alpha = Int(opacity)
        func mix(_ upper: UInt8, _ lower: UInt8) -> UInt8 {
            UInt8((Int(upper) * alpha + Int(lower) * (255 - alpha) + 127) / 255)
        }
        return .rgb(mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2))
    }
}

extension Style {
    /// At most this opacity, translucent text that cannot be blended is dimmed.
    package static let dimmingOpacity: UInt8 = 160

    /// This style with no translucent color left, for a terminal with
    /// `support`: translucent text blends with a known background where the
    /// terminal has 256 colors or more, and is drawn in its own color, dimmed
    /// when faint, otherwise; a translucent background that reached the
    /// terminal without anything known beneath it shows solid from half
    /// opacity up and not at all below.
    func resolvingTranslucency(for support: ColorSupport) -> Style {
        var style = self
        if case .rgba(_, _, _, let opacity) = style.background {
            style.background = opacity >= 128 ? style.background.opaque : .default
        }
        guard case .rgba(_, _, _, let opacity) = style.foreground else { return style }
        if support >= .indexed256, style.background != .default {
            style.foreground = style.foreground.composited(over: style.background)
        } else {
            style.foreground = style.foreground.opaque
            if opacity <= Self.dimmingOpacity { style.attributes.insert(.dim) }
        }
        return style
    }
}
