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

/// Where text that does not fit is cut (the public `Text.TruncationMode`).
typealias TextTruncationMode = Text.TruncationMode
