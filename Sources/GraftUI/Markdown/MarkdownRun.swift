/// What a stretch of inline Markdown is marked as: `*emphasis*`, `**strong**`,
/// `` `code` `` or `~~strikethrough~~`, in any combination.
struct MarkdownTraits: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// `*emphasis*` or `_emphasis_`.
    static let emphasis = MarkdownTraits(rawValue: 1 << 0)
    /// `**strong**` or `__strong__`.
    static let strong = MarkdownTraits(rawValue: 1 << 1)
    /// `` `code` ``.
    static let code = MarkdownTraits(rawValue: 1 << 2)
    /// `~~strikethrough~~` or `~strikethrough~`.
    static let strikethrough = MarkdownTraits(rawValue: 1 << 3)
}

/// A stretch of parsed inline Markdown: characters shown as they are, with
/// the traits and the link destination they were marked with.
struct MarkdownRun: Hashable, Sendable {
    /// The characters the reader sees, without the markup.
    var text: String
    /// How the characters are marked.
    var traits: MarkdownTraits
    /// The link destination, for the text of `[text](destination)` or an
    /// autolink `<scheme:…>`, exactly as written (escapes resolved).
    var link: String?

    init(_ text: String, traits: MarkdownTraits = [], link: String? = nil) {
        self.text = text
        self.traits = traits
        self.link = link
    }
}
