import GraftTerminal

/// UIKit's semantic colors, named for what they color. With the terminal's
/// own appearance text and backgrounds are the terminal's default colors
/// and secondary levels its gray, so its theme decides; with an explicit
/// appearance they are Apple's light and dark values made opaque over
/// Apple's backgrounds (the window draws the same black on white, or white
/// on black, for its default colors).
extension TUIColor {
    // MARK: - Text

    /// Primary text.
    public static let label = TUIColor(
        name: "label", terminal: .default, light: TUIWindow.lightForeground, dark: TUIWindow.darkForeground)
    /// Secondary text, such as a subtitle.
    public static let secondaryLabel = TUIColor(
        name: "secondaryLabel", terminal: .gray, light: Color(hex: 0x8A8A8E), dark: Color(hex: 0x8D8D93))
    /// Tertiary text, such as a hint.
    public static let tertiaryLabel = TUIColor(
        name: "tertiaryLabel", terminal: .gray, light: Color(hex: 0xB0B0B4), dark: Color(hex: 0x636368))
    /// Quaternary text, such as disabled text.
    public static let quaternaryLabel = TUIColor(
        name: "quaternaryLabel", terminal: .gray, light: Color(hex: 0xC7C7CC), dark: Color(hex: 0x4A4A4E))
    /// Placeholder text in controls.
    public static let placeholderText = TUIColor(
        name: "placeholderText", terminal: .gray, light: Color(hex: 0xB0B0B4), dark: Color(hex: 0x636368))
    /// Links.
    public static let link = TUIColor(name: "link", terminal: .blue, light: Color(hex: 0x007AFF), dark: Color(hex: 0x0984FF))

    // MARK: - Backgrounds

    /// The background of a screen: the terminal's own, or white or black.
    public static let systemBackground = TUIColor(
        name: "systemBackground", terminal: .default, light: TUIWindow.lightBackground, dark: TUIWindow.darkBackground)
    /// The background of content layered on ``systemBackground``.
    public static let secondarySystemBackground = TUIColor(
        name: "secondarySystemBackground", terminal: .default, light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E))
    /// The background of content layered on ``secondarySystemBackground``.
    public static let tertiarySystemBackground = TUIColor(
        name: "tertiarySystemBackground", terminal: .default, light: TUIWindow.lightBackground, dark: Color(hex: 0x2C2C2E))
    /// The background of a grouped list.
    public static let systemGroupedBackground = TUIColor(
        name: "systemGroupedBackground", terminal: .default, light: Color(hex: 0xF2F2F7), dark: TUIWindow.darkBackground)
    /// The background of a grouped list's rows.
    public static let secondarySystemGroupedBackground = TUIColor(
        name: "secondarySystemGroupedBackground", terminal: .default, light: TUIWindow.lightBackground,
        dark: Color(hex: 0x1C1C1E))
    /// The background of content inside a grouped list's rows.
    public static let tertiarySystemGroupedBackground = TUIColor(
        name: "tertiarySystemGroupedBackground", terminal: .default, light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x2C2C2E))

    // MARK: - Fills

    /// The fill of a thin, small shape, such as a slider's track.
    public static let systemFill = TUIColor(
        name: "systemFill", terminal: .gray, light: Color(hex: 0xE3E3E8), dark: Color(hex: 0x3A3A3E))
    /// The fill of a medium shape, such as a switch's background.
    public static let secondarySystemFill = TUIColor(
        name: "secondarySystemFill", terminal: .gray, light: Color(hex: 0xE9E9ED), dark: Color(hex: 0x333336))
    /// The fill of a large shape, such as a search field.
    public static let tertiarySystemFill = TUIColor(
        name: "tertiarySystemFill", terminal: .gray, light: Color(hex: 0xEFEFF1), dark: Color(hex: 0x2A2A2D))
    /// The fill of a large area holding complex content.
    public static let quaternarySystemFill = TUIColor(
        name: "quaternarySystemFill", terminal: .gray, light: Color(hex: 0xF3F3F5), dark: Color(hex: 0x232326))

    // MARK: - Separators

    /// A line between pieces of content.
    public static let separator = TUIColor(name: "separator", terminal: .gray, light: Color(hex: 0xC6C6C8), dark: Color(hex: 0x38383A))
    /// A separator that hides what is beneath it (the same: a cell has no alpha).
    public static let opaqueSeparator = TUIColor(
        name: "opaqueSeparator", terminal: .gray, light: Color(hex: 0xC6C6C8), dark: Color(hex: 0x38383A))

    // MARK: - Tint

    /// The tint color of the view it is drawn in, as UIKit's
    /// `UIColor.tintColor`: resolved against traits alone (with no view) it
    /// is the default tint.
    public static let tintColor = TUIColor(source: .viewTint, name: "tintColor")
}
