import GraftTerminal

/// Where text that does not fit is cut (the public `Text.TruncationMode`).
typealias TextTruncationMode = Text.TruncationMode

/// `Text`'s layout: GraftTerminal's ``StyledTextLayout`` (LAYOUT.md §1.9, rules
/// T1–T5), which TUIKit's labels share, described with `Text`'s own truncation
/// mode and ``TextAlignment``.
///
/// ```swift
/// let layout = TextLayout(runs: [TextRun("Hello world")], lineLimit: 1)
/// layout.sizeThatFits(width: 8, height: nil)   // 8x1: "Hello w…"
/// ```
struct TextLayout: Hashable, Sendable {
    /// The shared engine.
    let engine: StyledTextLayout
    /// Where text is cut when it does not fit in the lines allowed.
    let truncationMode: TextTruncationMode
    /// How lines narrower than the drawing rectangle are placed in it.
    let alignment: TextAlignment

    /// Creates the layout of `runs`; see ``StyledTextLayout/init(runs:lineLimit:truncationMode:alignment:lineBreaking:)``.
    init(runs: [TextRun], lineLimit: Int? = nil, truncationMode: TextTruncationMode = .tail, alignment: TextAlignment = .leading) {
        self.truncationMode = truncationMode
        self.alignment = alignment
        engine = StyledTextLayout(
            runs: runs, lineLimit: lineLimit,
            truncationMode: Self.engineMode(truncationMode), alignment: Self.engineAlignment(alignment))
    }

    /// Creates the layout of `string` drawn in one style.
    init(
        _ string: String, style: Style = .plain, lineLimit: Int? = nil,
        truncationMode: TextTruncationMode = .tail, alignment: TextAlignment = .leading
    ) {
        self.init(runs: [TextRun(string, style: style)], lineLimit: lineLimit, truncationMode: truncationMode, alignment: alignment)
    }

    /// The most lines shown, or `nil` for no limit.
    var lineLimit: Int? { engine.lineLimit }

    /// The size the text takes for a proposal; see ``StyledTextLayout/sizeThatFits(width:height:)``.
    func sizeThatFits(width: Int?, height: Int?) -> Size {
        engine.sizeThatFits(width: width, height: height)
    }

    /// The lines for a proposal; see ``StyledTextLayout/lines(width:height:)``.
    func lines(width: Int?, height: Int?) -> [TextLine] {
        engine.lines(width: width, height: height)
    }

    /// Draws the text into `rect`; see ``StyledTextLayout/draw(in:rect:)``.
    func draw(in canvas: inout Canvas, rect: Rect) {
        engine.draw(in: &canvas, rect: rect)
    }

    /// The most lines a proposal of `height` rows allows.
    func maximumLineCount(height: Int?) -> Int {
        engine.maximumLineCount(height: height)
    }

    /// The width lines are laid out in for a proposed width.
    func layoutWidth(for proposal: Int?) -> Int {
        engine.layoutWidth(for: proposal)
    }

    private static func engineMode(_ mode: TextTruncationMode) -> StyledTextLayout.TruncationMode {
        switch mode {
        case .head: .head
        case .middle: .middle
        case .tail: .tail
        }
    }

    private static func engineAlignment(_ alignment: TextAlignment) -> StyledTextLayout.Alignment {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
