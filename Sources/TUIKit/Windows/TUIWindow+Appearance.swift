import GraftTerminal

extension TUIWindow {
    /// The terminal's default text color and background become concrete
    /// colors when the window's appearance is set explicitly (with
    /// ``TUIView/overrideUserInterfaceStyle`` or ``TUIView/traitOverrides``):
    /// black on white for light, white on black for dark. With the appearance
    /// left to the terminal, its own colors stay.
    /// Only the part of the window inside `rect` (in the canvas's
    /// coordinates) is painted.
    func paintAppearance(in canvas: inout Canvas, within rect: Rect) {
        let area = storedFrame.intersection(rect)
        let explicit =
            storedOverrideUserInterfaceStyle != .unspecified
            ? storedOverrideUserInterfaceStyle
            : storedTraitOverrides.userInterfaceStyle
        switch explicit {
        case .light:
            canvas.resolveDefaultColors(in: area, foreground: Self.lightForeground, background: Self.lightBackground)
        case .dark:
            canvas.resolveDefaultColors(in: area, foreground: Self.darkForeground, background: Self.darkBackground)
        case .unspecified:
            break
        }
    }

    /// Text in a light appearance.
    nonisolated static let lightForeground = Color.black
    /// The background of a light appearance.
    nonisolated static let lightBackground = Color.brightWhite
    /// Text in a dark appearance.
    nonisolated static let darkForeground = Color.white
    /// The background of a dark appearance.
    nonisolated static let darkBackground = Color.black
}
