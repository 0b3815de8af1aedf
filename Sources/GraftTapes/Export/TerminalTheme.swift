import GraftTerminal

/// The colors a picture of a frame is painted with: what the terminal's
/// default colors and its 16 ANSI colors look like. The rest of the
/// 256-color palette and 24-bit colors are fixed, as terminals show them.
public struct TerminalTheme: Hashable, Sendable {
    /// The default text color, as `0xRRGGBB`.
    public var foreground: UInt32
    /// The default background color, as `0xRRGGBB`.
    public var background: UInt32
    /// The 16 ANSI colors in palette order (black, red, … bright white), as `0xRRGGBB`.
    public var palette: [UInt32]

    /// Creates a theme.
    ///
    /// - Parameters:
    ///   - foreground: The default text color.
    ///   - background: The default background color.
    ///   - palette: Exactly 16 colors; passing another count is a programmer error.
    public init(foreground: UInt32, background: UInt32, palette: [UInt32]) {
        precondition(palette.count == 16, "TerminalTheme: the palette needs 16 colors, got \(palette.count)")
        self.foreground = foreground
        self.background = background
        self.palette = palette
    }

    /// Light text on a near-black background.
    public static let dark = TerminalTheme(
        foreground: 0xD0D0D0,
        background: 0x121212,
        palette: [
            0x262626, 0xD75F5F, 0x87AF5F, 0xD7AF5F, 0x5F87D7, 0xAF5FAF, 0x5FAFAF, 0xBCBCBC,
            0x6C6C6C, 0xFF8787, 0xAFD787, 0xFFD787, 0x87AFFF, 0xD787D7, 0x87D7D7, 0xEEEEEE,
        ]
    )

    /// The RGB value of `color`, with `.default` taken as the theme's
    /// foreground or background.
    ///
    /// - Parameters:
    ///   - color: The color.
    ///   - isForeground: Whether `.default` means the text color.
    /// - Returns: `0xRRGGBB`.
    public func rgb(for color: Color, isForeground: Bool) -> UInt32 {
        switch color {
        case .default:
            return isForeground ? foreground : background
        case .ansi(let ansi):
            return palette[Int(ansi.rawValue)]
        case .indexed(let index) where index < 16:
            return palette[Int(index)]
        case .indexed(let index) where index < 232:
            // The 6x6x6 cube, each channel one of xterm's six levels.
            let cube = Int(index) - 16
            let levels: [UInt32] = [0, 95, 135, 175, 215, 255]
            return levels[cube / 36] << 16 | levels[cube / 6 % 6] << 8 | levels[cube % 6]
        case .indexed(let index):
            // The gray ramp, from 8 in steps of 10.
            let gray = UInt32(8 + 10 * (Int(index) - 232))
            return gray << 16 | gray << 8 | gray
        case .rgb(let red, let green, let blue), .rgba(let red, let green, let blue, _):
            return UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    /// `#rrggbb` for a `0xRRGGBB` value.
    static func hex(_ rgb: UInt32) -> String {
        let digits = String(rgb & 0xFFFFFF, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}
