extension Color {
    /// The text color that reads best on this color as a background: black
    /// on light colors, bright white on dark ones, by luminance of the
    /// xterm default palette. Nil for ``default``, whose look only the
    /// terminal knows.
    ///
    /// A highlight such as a list's selection draws its row's text in this
    /// color, so secondary or tinted text never vanishes into it.
    package var readableForeground: Color? {
        guard let rgb = rgbComponents else { return nil }
        let luminance = 0.2126 * Double(rgb.0) + 0.7152 * Double(rgb.1) + 0.0722 * Double(rgb.2)
        return luminance >= 110 ? .black : .brightWhite
    }
}

extension Color {
    /// Whether a background of this color marks something (a selection, a
    /// prominent control) rather than being a page: anything but the
    /// terminal's default and black, white or bright white.
    var isHighlight: Bool {
        switch self {
        case .default, .ansi(.black), .ansi(.white), .ansi(.brightWhite): false
        default: true
        }
    }
}
