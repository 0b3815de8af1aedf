import Foundation

extension TerminalTheme {
    /// Why a VHS theme object could not be read.
    public struct ThemeError: Error, Hashable, Sendable {
        /// What was wrong, naming the key.
        public var message: String
    }

    /// The keys of a VHS theme object for the 16 ANSI colors, in palette order;
    /// `purple` is VHS's older name for `magenta`.
    static let paletteKeys: [[String]] = [
        ["black"], ["red"], ["green"], ["yellow"], ["blue"], ["magenta", "purple"], ["cyan"], ["white"],
        ["brightBlack"], ["brightRed"], ["brightGreen"], ["brightYellow"], ["brightBlue"],
        ["brightMagenta", "brightPurple"], ["brightCyan"], ["brightWhite"],
    ]

    /// Reads a VHS theme object, `{ "background": "#29283b", "foreground": "#b3b0d6", "black": …, … }`.
    /// Colors it leaves out are the ``dark`` theme's; other keys (`name`, `cursor`, `selection`) are ignored.
    ///
    /// - Throws: ``ThemeError`` for text that is not a JSON object, or a color that is not `#rrggbb`.
    public init(vhsJSON text: String) throws(ThemeError) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            throw ThemeError(message: "not a JSON object")
        }
        func color(_ keys: [String], default fallback: UInt32) throws(ThemeError) -> UInt32 {
            guard let key = keys.first(where: { object[$0] != nil }) else { return fallback }
            guard let text = object[key] as? String, let rgb = Self.rgb(hex: text) else {
                throw ThemeError(message: "\"\(key)\" is not a color such as \"#29283b\"")
            }
            return rgb
        }
        var palette: [UInt32] = []
        for (index, keys) in Self.paletteKeys.enumerated() {
            palette.append(try color(keys, default: Self.dark.palette[index]))
        }
        self.init(
            foreground: try color(["foreground"], default: Self.dark.foreground),
            background: try color(["background"], default: Self.dark.background),
            palette: palette
        )
    }

    /// `0xRRGGBB` for `#rrggbb` (or `#rgb`), or nil.
    public static func rgb(hex text: String) -> UInt32? {
        guard text.hasPrefix("#") else { return nil }
        var digits = String(text.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        return UInt32(digits, radix: 16)
    }

    /// Dark text on a near-white background.
    public static let light = TerminalTheme(
        foreground: 0x1C1C1C,
        background: 0xFAFAFA,
        palette: [
            0x262626, 0xAF0000, 0x008700, 0x875F00, 0x005FAF, 0x870087, 0x008787, 0x8A8A8A,
            0x585858, 0xD70000, 0x00AF00, 0xAF8700, 0x0087D7, 0xAF00AF, 0x00AFAF, 0xBCBCBC,
        ]
    )

    /// The themes `Set Theme "name"` knows, by name.
    public static let named: [String: TerminalTheme] = [
        "Graft Dark": .dark,
        "Graft Light": .light,
        "Dracula": TerminalTheme(
            foreground: 0xF8F8F2, background: 0x282A36,
            palette: [
                0x21222C, 0xFF5555, 0x50FA7B, 0xF1FA8C, 0xBD93F9, 0xFF79C6, 0x8BE9FD, 0xF8F8F2,
                0x6272A4, 0xFF6E6E, 0x69FF94, 0xFFFFA5, 0xD6ACFF, 0xFF92DF, 0xA4FFFF, 0xFFFFFF,
            ]),
        "Catppuccin Mocha": TerminalTheme(
            foreground: 0xCDD6F4, background: 0x1E1E2E,
            palette: [
                0x45475A, 0xF38BA8, 0xA6E3A1, 0xF9E2AF, 0x89B4FA, 0xF5C2E7, 0x94E2D5, 0xBAC2DE,
                0x585B70, 0xF38BA8, 0xA6E3A1, 0xF9E2AF, 0x89B4FA, 0xF5C2E7, 0x94E2D5, 0xA6ADC8,
            ]),
        "Catppuccin Latte": TerminalTheme(
            foreground: 0x4C4F69, background: 0xEFF1F5,
            palette: [
                0x5C5F77, 0xD20F39, 0x40A02B, 0xDF8E1D, 0x1E66F5, 0xEA76CB, 0x179299, 0xACB0BE,
                0x6C6F85, 0xD20F39, 0x40A02B, 0xDF8E1D, 0x1E66F5, 0xEA76CB, 0x179299, 0xBCC0CC,
            ]),
    ]
}
