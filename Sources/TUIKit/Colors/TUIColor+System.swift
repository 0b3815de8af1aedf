import GraftTerminal

/// UIKit's adaptive system colors: with the terminal's own appearance the
/// nearest ANSI color (which its theme keeps readable), otherwise Apple's
/// light and dark values.
extension TUIColor {
    /// Red that adapts to the appearance.
    public static let systemRed = TUIColor(name: "systemRed", terminal: .red, light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))
    /// Green that adapts to the appearance.
    public static let systemGreen = TUIColor(
        name: "systemGreen", terminal: .green, light: Color(hex: 0x34C759), dark: Color(hex: 0x30D158))
    /// Blue that adapts to the appearance.
    public static let systemBlue = TUIColor(name: "systemBlue", terminal: .blue, light: Color(hex: 0x007AFF), dark: Color(hex: 0x0A84FF))
    /// Orange that adapts to the appearance.
    public static let systemOrange = TUIColor(
        name: "systemOrange", terminal: Color(hex: 0xFF9500), light: Color(hex: 0xFF9500), dark: Color(hex: 0xFF9F0A))
    /// Yellow that adapts to the appearance.
    public static let systemYellow = TUIColor(
        name: "systemYellow", terminal: .yellow, light: Color(hex: 0xFFCC00), dark: Color(hex: 0xFFD60A))
    /// Pink that adapts to the appearance.
    public static let systemPink = TUIColor(
        name: "systemPink", terminal: .ansi(.brightMagenta), light: Color(hex: 0xFF2D55), dark: Color(hex: 0xFF375F))
    /// Purple that adapts to the appearance.
    public static let systemPurple = TUIColor(
        name: "systemPurple", terminal: .magenta, light: Color(hex: 0xAF52DE), dark: Color(hex: 0xBF5AF2))
    /// Teal that adapts to the appearance.
    public static let systemTeal = TUIColor(name: "systemTeal", terminal: .cyan, light: Color(hex: 0x30B0C7), dark: Color(hex: 0x40C8E0))
    /// Indigo that adapts to the appearance.
    public static let systemIndigo = TUIColor(
        name: "systemIndigo", terminal: .ansi(.brightBlue), light: Color(hex: 0x5856D6), dark: Color(hex: 0x5E5CE6))
    /// Brown that adapts to the appearance.
    public static let systemBrown = TUIColor(
        name: "systemBrown", terminal: Color(hex: 0xA2845E), light: Color(hex: 0xA2845E), dark: Color(hex: 0xAC8E68))
    /// Mint that adapts to the appearance.
    public static let systemMint = TUIColor(
        name: "systemMint", terminal: .ansi(.brightCyan), light: Color(hex: 0x00C7BE), dark: Color(hex: 0x63E6E2))
    /// Cyan that adapts to the appearance.
    public static let systemCyan = TUIColor(name: "systemCyan", terminal: .cyan, light: Color(hex: 0x32ADE6), dark: Color(hex: 0x64D2FF))
    /// The base gray.
    public static let systemGray = TUIColor(name: "systemGray", terminal: .gray, light: Color(hex: 0x8E8E93), dark: Color(hex: 0x8E8E93))
    /// A second-level gray: lighter in light, darker in dark.
    public static let systemGray2 = TUIColor(name: "systemGray2", terminal: .gray, light: Color(hex: 0xAEAEB2), dark: Color(hex: 0x636366))
    /// A third-level gray.
    public static let systemGray3 = TUIColor(name: "systemGray3", terminal: .gray, light: Color(hex: 0xC7C7CC), dark: Color(hex: 0x48484A))
    /// A fourth-level gray.
    public static let systemGray4 = TUIColor(name: "systemGray4", terminal: .gray, light: Color(hex: 0xD1D1D6), dark: Color(hex: 0x3A3A3C))
    /// A fifth-level gray.
    public static let systemGray5 = TUIColor(name: "systemGray5", terminal: .gray, light: Color(hex: 0xE5E5EA), dark: Color(hex: 0x2C2C2E))
    /// The lightest gray in light, the darkest in dark.
    public static let systemGray6 = TUIColor(name: "systemGray6", terminal: .gray, light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E))
}
