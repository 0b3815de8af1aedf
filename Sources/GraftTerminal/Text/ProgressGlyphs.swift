/// The glyphs that progress indicators draw, shared by GraftUI's
/// `ProgressView` and TUIKit's activity and progress views so both look the same.
public enum ProgressGlyphs {
    /// A spinner's frames, one per animation tick (braille dots turning).
    public static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// A full cell of a progress bar.
    public static let barFilled: Character = "█"

    /// An empty cell of a progress bar's track.
    public static let barEmpty: Character = "░"

    /// Partial cells, one to seven eighths filled from the left.
    public static let barEighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
}
