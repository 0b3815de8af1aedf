import GraftTerminal

/// A setting changed by a tape's `Set` command.
///
/// The settings that mean something for a Graft recording have their own
/// case; VHS's others (`Shell`, `Margin`, `WindowBar`, …) are kept as
/// ``ignored(name:value:)``, which the player lists with `--verbose`.
public enum TapeSetting: Hashable, Sendable {
    /// `Set Size WxH`: the screen size in cells before any input.
    case size(Size)
    /// `Set TypingSpeed D`: the pause after each key.
    case typingSpeed(Duration)
    /// `Set WaitTimeout D`: how long `Wait` waits unless it says otherwise.
    case waitTimeout(Duration)
    /// `Set WaitPattern /regex/`: what a bare `Wait` looks for.
    case waitPattern(String)
    /// `Set Width PX`: the picture's width in pixels, which sets the columns.
    case width(Int)
    /// `Set Height PX`: the picture's height in pixels, which sets the rows.
    case height(Int)
    /// `Set FontSize PX`: the SVG's font size (and cell size).
    case fontSize(Double)
    /// `Set FontFamily "name"`: a font tried before the SVG's own stack.
    case fontFamily(String)
    /// `Set LineHeight N`: the line height as a multiple of the usual one.
    case lineHeight(Double)
    /// `Set Padding PX`: the margin around the grid in the SVG.
    case padding(Double)
    /// `Set Theme "name"` or `Set Theme { … }`: the recording's colors.
    case theme(TapeTheme)
    /// `Set Framerate N`: how many frames a second a real-time run records at most.
    case framerate(Int)
    /// A VHS setting that means nothing for a Graft recording, with its value as written.
    case ignored(name: String, value: String)
}

/// The colors `Set Theme` asks for.
public enum TapeTheme: Hashable, Sendable {
    /// A theme by name, such as `"Graft Light"`.
    case named(String)
    /// A VHS theme object: `{ "background": "#29283b", "foreground": …, "black": …, … }`.
    case json(String)
}
