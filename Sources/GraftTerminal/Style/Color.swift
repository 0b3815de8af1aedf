/// A terminal color: the terminal's own default, one of the 16 ANSI colors,
/// an index into the 256-color palette, or 24-bit RGB.
///
/// Surfaces downgrade colors to what the terminal supports when they present
/// a frame (see ``downgraded(to:)``), so views can ask for any color.
public enum Color: Hashable, Sendable {
    /// The terminal's default foreground or background.
    case `default`
    /// One of the 16 standard colors, which the user's terminal theme defines.
    case ansi(ANSIColor)
    /// An entry of the 256-color palette: 0–15 the ANSI colors, 16–231 a
    /// 6×6×6 color cube, 232–255 a gray ramp.
    case indexed(UInt8)
    /// A 24-bit color.
    case rgb(UInt8, UInt8, UInt8)
    /// A 24-bit color seen through, from `opacity` 0 (invisible) to 255
    /// (opaque).
    ///
    /// A cell has no alpha, so a translucent color is blended where it is
    /// drawn: as a background, with the cells beneath it (see
    /// ``Canvas/fill(_:with:)``); as text, with its cell's background when
    /// the frame is presented, or dimmed where the terminal has 16 colors or
    /// fewer or the background is the terminal's own.
    case rgba(UInt8, UInt8, UInt8, opacity: UInt8)
}

/// The 16 standard terminal colors, in palette order.
public enum ANSIColor: UInt8, CaseIterable, Hashable, Sendable {
    /// Palette 0.
    case black
    /// Palette 1.
    case red
    /// Palette 2.
    case green
    /// Palette 3.
    case yellow
    /// Palette 4.
    case blue
    /// Palette 5.
    case magenta
    /// Palette 6.
    case cyan
    /// Palette 7.
    case white
    /// Palette 8.
    case brightBlack
    /// Palette 9.
    case brightRed
    /// Palette 10.
    case brightGreen
    /// Palette 11.
    case brightYellow
    /// Palette 12.
    case brightBlue
    /// Palette 13.
    case brightMagenta
    /// Palette 14.
    case brightCyan
    /// Palette 15.
    case brightWhite
}

extension Color {
    /// ANSI black.
    public static let black = Color.ansi(.black)
    /// ANSI red.
    public static let red = Color.ansi(.red)
    /// ANSI green.
    public static let green = Color.ansi(.green)
    /// ANSI yellow.
    public static let yellow = Color.ansi(.yellow)
    /// ANSI blue.
    public static let blue = Color.ansi(.blue)
    /// ANSI magenta.
    public static let magenta = Color.ansi(.magenta)
    /// ANSI cyan.
    public static let cyan = Color.ansi(.cyan)
    /// ANSI white (usually light gray).
    public static let white = Color.ansi(.white)
    /// ANSI bright black (usually dark gray).
    public static let gray = Color.ansi(.brightBlack)
    /// ANSI bright white.
    public static let brightWhite = Color.ansi(.brightWhite)
    /// No color at all: drawing it changes nothing, so what is behind shows.
    public static let clear = Color.rgba(0, 0, 0, opacity: 0)

    /// Creates a 24-bit color from a hex value such as `0xFF8800`.
    public init(hex: UInt32) {
        self = .rgb(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
    }
}
