import Foundation
import GraftTerminal

/// A run of a `Text` that is a link: drawn underlined in the tint color.
struct TextLink: Hashable, Sendable {
    /// The index of the run in the text's runs.
    var run: Int
    /// Where the link goes.
    var url: URL
}

extension Text {
    /// Text of a key's Markdown, its interpolated values as they are.
    @usableFromInline
    init(markdownKey key: LocalizedStringKey) {
        self.init(markdown: key.markdownRuns)
    }

    /// Text of parsed Markdown runs, each drawn in its traits' style.
    init(markdown: [MarkdownRun], baseURL: URL? = nil) {
        var runs: [TextRun] = []
        var links: [TextLink] = []
        runs.reserveCapacity(markdown.count)
        for run in markdown {
            let url = run.link.flatMap { URL(string: $0, relativeTo: baseURL) }
            if let url { links.append(TextLink(run: runs.count, url: url)) }
            runs.append(TextRun(run.text, style: Self.style(for: run.traits, isLink: url != nil)))
        }
        self.init(runs: runs, links: links)
    }

    /// How Markdown's traits look in a terminal: strong is bold, emphasis
    /// italic, strikethrough struck through, code on a gray background, and a
    /// link underlined (its color, the tint, comes from the environment).
    static func style(for traits: MarkdownTraits, isLink: Bool) -> Style {
        var style = Style.plain
        if traits.contains(.strong) { style.attributes.insert(.bold) }
        if traits.contains(.emphasis) { style.attributes.insert(.italic) }
        if traits.contains(.strikethrough) { style.attributes.insert(.strikethrough) }
        if traits.contains(.code) {
            // Without colors a highlight would be reversed, which is the focus
            // mark's look: code is underlined instead.
            style.background = Self.codeBackground
            style.attributes.insert(.nonFocusHighlight)
        }
        if isLink { style.attributes.insert(.underline) }
        return style
    }

    /// The background of code spans.
    static let codeBackground = Color.gray
}
