import GraftTerminal

/// A stretch of text drawn in one style.
///
/// A text view is a sequence of runs: `Text("a").bold() + Text("b")` is two runs. Runs are
/// laid out as one continuous text, so a word may span several runs and each character
/// keeps its run's style through wrapping and truncation.
///
/// A run boundary is always a grapheme-cluster boundary: a combining mark at the start of
/// a run does not join the last character of the previous run. It forms a cluster of its
/// own, zero cells wide, and draws nothing.
struct TextRun: Hashable, Sendable {
    /// The characters of the run.
    var string: String
    /// How the characters are drawn.
    var style: Style

    /// Creates a run of `string` drawn in `style`.
    init(_ string: String, style: Style = .plain) {
        self.string = string
        self.style = style
    }
}

/// Where text that does not fit is removed and replaced by "…"; SwiftUI's
/// `Text.TruncationMode`.
enum TextTruncationMode: Hashable, Sendable {
    /// Keeps the end: "…" then the last characters.
    case head
    /// Keeps both ends: the first characters, "…", then the last characters.
    case middle
    /// Keeps the start: the first characters then "…". The default.
    case tail
}

/// How the lines of a text align with each other; SwiftUI's `TextAlignment`, used by
/// `multilineTextAlignment(_:)`.
enum TextAlignment: Hashable, Sendable {
    /// Lines start at the leading (left) edge. The default.
    case leading
    /// Lines are centered: a line `w` cells wide in `W` cells starts at
    /// `floor((W - w) / 2)`, so the spare cell goes to the trailing side.
    case center
    /// Lines end at the trailing (right) edge.
    case trailing
}
