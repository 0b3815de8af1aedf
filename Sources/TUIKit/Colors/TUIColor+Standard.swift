import GraftTerminal

/// UIKit's fixed colors. Those the terminal's ANSI palette has are that
/// palette's colors, so they follow the terminal's theme; the others are
/// UIKit's values.
extension TUIColor {
    /// Black (ANSI black).
    public static let black = TUIColor(name: "black", .black)
    /// A dark gray (a third of white).
    public static let darkGray = TUIColor(name: "darkGray", .rgb(85, 85, 85))
    /// A light gray (ANSI white, which terminals draw light gray).
    public static let lightGray = TUIColor(name: "lightGray", .white)
    /// White (ANSI bright white).
    public static let white = TUIColor(name: "white", .brightWhite)
    /// A middle gray (ANSI bright black).
    public static let gray = TUIColor(name: "gray", .gray)
    /// Red (ANSI red).
    public static let red = TUIColor(name: "red", .red)
    /// Green (ANSI green).
    public static let green = TUIColor(name: "green", .green)
    /// Blue (ANSI blue).
    public static let blue = TUIColor(name: "blue", .blue)
    /// Cyan (ANSI cyan).
    public static let cyan = TUIColor(name: "cyan", .cyan)
    /// Yellow (ANSI yellow).
    public static let yellow = TUIColor(name: "yellow", .yellow)
    /// Magenta (ANSI magenta).
    public static let magenta = TUIColor(name: "magenta", .magenta)
    /// Orange.
    public static let orange = TUIColor(name: "orange", .rgb(255, 128, 0))
    /// Purple.
    public static let purple = TUIColor(name: "purple", .rgb(128, 0, 128))
    /// Brown.
    public static let brown = TUIColor(name: "brown", .rgb(153, 102, 51))
    /// No color: a view with a clear background lets what is behind it show.
    public static let clear = TUIColor(name: "clear", .clear)
    /// Text for dark backgrounds (ANSI white).
    public static let lightText = TUIColor(name: "lightText", .white)
    /// Text for light backgrounds (ANSI black).
    public static let darkText = TUIColor(name: "darkText", .black)

    /// A named fixed color.
    convenience init(name: String, _ color: Color) {
        self.init(source: .fixed(color), name: name)
    }

    /// A named color that is `terminal` with the terminal's own appearance
    /// (an unspecified one, or the window's guess without an override), and
    /// `light` or `dark` in an explicit appearance.
    convenience init(name: String, terminal: Color, light: Color, dark: Color) {
        let colors = (terminal: TUIColor(terminal), light: TUIColor(light), dark: TUIColor(dark))
        self.init(
            source: .dynamic { traits in
                switch traits.usesTerminalAppearance ? .unspecified : traits.userInterfaceStyle {
                case .unspecified: colors.terminal
                case .light: colors.light
                case .dark: colors.dark
                }
            }, name: name)
    }
}
