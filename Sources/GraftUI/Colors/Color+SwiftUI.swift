import Foundation
import GraftTerminal

extension Color {
    /// The color spaces SwiftUI's components can be given in.
    ///
    /// A terminal shows sRGB, so Display P3 components are read as sRGB (the
    /// nearest the terminal has); linear components are converted.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard RGB space of the web and of terminals.
        case sRGB
        /// sRGB's primaries with linear (not gamma-encoded) components.
        case sRGBLinear
        /// Apple's wide-gamut space, drawn as sRGB here.
        case displayP3
    }

    /// A color from red, green and blue components from 0 to 1, and an
    /// opacity; components outside 0...1 are clamped.
    ///
    /// ```swift
    /// Color(red: 1, green: 0.5, blue: 0)
    /// Color(.sRGBLinear, red: 0.2, green: 0.2, blue: 0.2, opacity: 0.5)
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let encode: (Double) -> UInt8 = { Color.channel(colorSpace == .sRGBLinear ? Color.gammaEncoded($0) : $0) }
        self = Color.rgb(encode(red), encode(green), encode(blue)).multiplyingOpacity(by: opacity)
    }

    /// A gray from 0 (black) to 1 (white), and an opacity.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from hue, saturation and brightness (HSB, also called HSV),
    /// each from 0 to 1, and an opacity.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// This color at `opacity` (0...1) of its current opacity.
    ///
    /// A cell has no alpha: the result blends with what is beneath it where
    /// it is drawn, in terminals with 256 colors or more, and is dimmed in
    /// terminals with fewer. The terminal's own default color has no known
    /// value to blend, so it stays as it is; use ``View/opacity(_:)`` on the
    /// view instead, which dims it.
    public func opacity(_ opacity: Double) -> Color {
        multiplyingOpacity(by: opacity)
    }
}

extension Color {
    /// The terminal's default text color, as SwiftUI's `primary` color.
    public static var primary: Color { .default }
    /// The color of secondary text: gray.
    public static var secondary: Color { .gray }
    /// The app's accent color: the default tint, cyan.
    public static var accentColor: Color { .cyan }
    /// Orange, as Apple's system orange.
    public static var orange: Color { Color(hex: 0xFF9500) }
    /// Pink, as Apple's system pink.
    public static var pink: Color { Color(hex: 0xFF2D55) }
    /// Purple, as Apple's system purple.
    public static var purple: Color { Color(hex: 0xAF52DE) }
    /// Indigo, as Apple's system indigo.
    public static var indigo: Color { Color(hex: 0x5856D6) }
    /// Teal, as Apple's system teal.
    public static var teal: Color { Color(hex: 0x30B0C7) }
    /// Mint, as Apple's system mint.
    public static var mint: Color { Color(hex: 0x00C7BE) }
    /// Brown, as Apple's system brown.
    public static var brown: Color { Color(hex: 0xA2845E) }
}

extension ShapeStyle where Self == Color {
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// No color: what is behind shows.
    public static var clear: Color { Color.clear }
}
