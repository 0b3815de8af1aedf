/// Lays out plain text for labels, buttons and bars, in UIKit's terms, with
/// GraftTerminal's ``StyledTextLayout`` (the engine GraftUI's `Text` uses), so
/// the rules of LAYOUT.md §1.9 hold in both: paragraphs split at "\n",
/// greedy wrapping at spaces, and when more lines result than fit, the last
/// one holds the rest of the text re-joined with single spaces, cut as the
/// line break mode says.
enum TextLayout {
    /// The lines of `text`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The line width in cells, or nil for one line per paragraph.
    ///   - maxLines: The most lines to return, or nil for no limit.
    ///   - mode: How to wrap and cut.
    static func lines(of text: String, width: Int?, maxLines: Int?, mode: TUILineBreakMode) -> [String] {
        guard !text.isEmpty else { return [] }
        if let width, width <= 0 { return [] }
        return layout(text, maxLines: maxLines, mode: mode).lines(width: width, height: nil).map(\.string)
    }

    /// The size of the laid-out lines: the widest line by the number of lines.
    static func size(of lines: [String]) -> Size {
        Size(width: lines.map(\.displayWidth).max() ?? 0, height: lines.count)
    }

    /// Cuts `line` to `width` cells, with "…" where the mode says.
    static func truncate(_ line: String, width: Int, mode: TUILineBreakMode) -> String {
        guard line.displayWidth > width else { return line }
        return lines(of: line, width: width, maxLines: 1, mode: mode).first ?? ""
    }

    private static func layout(_ text: String, maxLines: Int?, mode: TUILineBreakMode) -> StyledTextLayout {
        let truncation: StyledTextLayout.TruncationMode
        switch mode {
        case .byWordWrapping, .byCharWrapping, .byClipping: truncation = .clip
        case .byTruncatingHead: truncation = .head
        case .byTruncatingMiddle: truncation = .middle
        case .byTruncatingTail: truncation = .tail
        }
        return StyledTextLayout(
            text, lineLimit: maxLines, truncationMode: truncation,
            lineBreaking: mode == .byCharWrapping ? .characters : .words)
    }
}
