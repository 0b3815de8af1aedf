extension Cell {
    /// The cell as a terminal with `support` shows it: its style downgraded
    /// (``Style/downgraded(to:)``), except for a half block of picture
    /// pixels, which keeps the picture readable.
    ///
    /// With palette colors each pixel takes its nearest color, and two
    /// pixels that become the same color are a space on that color (text
    /// would get a readable foreground instead, which would draw a stripe
    /// through the picture). Without colors the half block would be a solid shape in
    /// the terminal's one color, so the cell becomes a shade, `░▒▓█`, as
    /// dense as its two pixels are bright, or a space for dark ones: a
    /// picture reads like a grayscale print on a dark terminal (and as its
    /// negative on a light one, whose colors Graft cannot know).
    package func downgraded(to support: ColorSupport) -> Cell {
        guard glyph.isPixels else {
            var cell = self
            cell.style = style.downgraded(to: support)
            return cell
        }
        guard support > .none else {
            // The focus and selection marks stay (reversed, underlined), so a picture in a
            // selected row does not cut the row's mark in two; the pixels' own colors say nothing.
            var marks = style.attributes.intersection([.reverse, .underline])
            if style.attributes.contains(.focusWithoutColor) { marks.insert(.reverse) }
            if style.attributes.contains(.nonFocusHighlight) { marks.insert(.underline) }
            return Cell(glyph: Glyph(rawValue: Self.shade(of: self).value), measuredWidth: 1, style: Style(attributes: marks))
        }
        var cell = self
        cell.style = Style(
            foreground: style.foreground.downgraded(to: support), background: style.background.downgraded(to: support),
            attributes: style.attributes.subtracting([.nonFocusHighlight, .focusWithoutColor]))
        // Two pixels that became one color are a space on it, as ``Canvas/putPixels(top:bottom:at:)`` draws them.
        if cell.style.foreground == cell.style.background { cell.glyph = .space }
        return cell
    }

    /// The shade glyph for a cell of picture pixels: the mean luminance of
    /// its two pixels, a transparent one counting as dark.
    static func shade(of cell: Cell) -> Unicode.Scalar {
        func luminance(_ color: Color) -> Double {
            guard let (red, green, blue) = color.opaque.rgbComponents else { return 0 }
            return 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
        }
        let top = luminance(cell.style.foreground)
        let bottom = cell.glyph.hasBackgroundBeneath ? 0 : luminance(cell.style.background)
        let mean = (top + bottom) / 2
        return shades[min(Int(mean / 256 * Double(shades.count)), shades.count - 1)]
    }

    /// From dark to bright: five even bands of luminance.
    private static let shades: [Unicode.Scalar] = [" ", "░", "▒", "▓", "█"]
}
