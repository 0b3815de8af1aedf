import Foundation
import GraftTerminal

extension TUIColor {
    /// A color from red, green and blue components and an alpha, each from 0
    /// to 1 (clamped). An alpha below 1 blends with what is beneath the
    /// color where it is drawn, in terminals with 256 colors or more.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let color = Color.rgb(Color.channel(Double(red)), Color.channel(Double(green)), Color.channel(Double(blue)))
        self.init(color.multiplyingOpacity(by: Double(alpha)))
    }

    /// A color from Display P3 components, drawn as the same sRGB
    /// components: a terminal shows sRGB only.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray from 0 (black) to 1 (white), and an alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from hue, saturation and brightness (HSB), and an alpha, each
    /// from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = Color.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
    }

    /// This color with `alpha` (0...1) as its alpha. A dynamic color stays
    /// dynamic: each of its resolutions gets the alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> TUIColor {
        switch source {
        case .fixed(let color):
            return TUIColor(color.opaque.multiplyingOpacity(by: Double(alpha)))
        case .dynamic, .viewTint:
            return TUIColor { [self] traits in
                let resolved = self.resolvedColor(with: traits)
                return resolved.isDynamic ? resolved : resolved.withAlphaComponent(alpha)
            }
        }
    }

    /// Reads the color's red, green, blue and alpha (0...1) into the
    /// arguments, as UIKit does, and returns true; false for a color without
    /// known components: the terminal's default color, or a dynamic color
    /// (resolve it with ``resolvedColor(with:)`` first). A palette color
    /// gives xterm's default value for it.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard case .fixed(let color) = source, let (r, g, b) = color.rgbComponents else { return false }
        red?.pointee = CGFloat(r) / 255
        green?.pointee = CGFloat(g) / 255
        blue?.pointee = CGFloat(b) / 255
        alpha?.pointee = CGFloat(color.opacity) / 255
        return true
    }

    /// Reads the color's brightness as a gray and its alpha (0...1), as
    /// UIKit does; false where ``getRed(_:green:blue:alpha:)`` is.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: alpha) else { return false }
        white?.pointee = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return true
    }
}
