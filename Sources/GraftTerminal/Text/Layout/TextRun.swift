/// A stretch of text drawn in one style.
///
/// A styled text is a sequence of runs: GraftUI's `Text("a").bold() + Text("b")` is two runs. Runs are
/// laid out as one continuous text, so a word may span several runs and each character
/// keeps its run's style through wrapping and truncation.
///
/// A run boundary is always a grapheme-cluster boundary: a combining mark at the start of
/// a run does not join the last character of the previous run. It forms a cluster of its
/// own, zero cells wide, and draws nothing.
public struct TextRun: Hashable, Sendable {
    /// The characters of the run.
    public var string: String
    /// How the characters are drawn.
    public var style: Style

    /// Creates a run of `string` drawn in `style`.
    public init(_ string: String, style: Style = .plain) {
        self.string = string
        self.style = style
    }
}
