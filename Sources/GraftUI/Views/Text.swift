import Foundation
import GraftTerminal

/// One or more lines of read-only text.
///
/// Text takes the space its content needs: it never grows beyond its ideal
/// (single-line) width, wraps at word boundaries when narrower, and truncates
/// with "…" when it runs out of lines. Concatenate with `+` to mix styles:
///
/// ```swift
/// Text("Total: ").bold() + Text(price, format: .currency(code: "USD"))
/// ```
public struct Text: View, Equatable {
    /// The runs, each with the link it is, if any. One stored array keeps
    /// a `Text` one reference wide, cheap to copy through the view tree.
    var pieces: [Piece]

    /// A run of the text and, for text from Markdown or an attributed
    /// string, the link it is.
    struct Piece: Hashable, Sendable {
        var run: TextRun
        var link: URL?
        /// A style given with `Text.foregroundStyle(_:)`, resolved where the
        /// text is shown (a tint follows the environment's); nil for the
        /// run's own color.
        var foregroundStyle: ForegroundStyle?

        init(_ run: TextRun, link: URL? = nil) {
            self.run = run
            self.link = link
        }
    }

    /// Creates text from a string literal, with its inline Markdown styled:
    /// `Text("**Hello** _world_")` shows "Hello" bold and "world" italic.
    ///
    /// Interpolated values are shown as they are. Graft does not look the
    /// key up in a string table: `tableName`, `bundle` and `comment` are
    /// there for SwiftUI's callers. A literal without `*`, `_`, a backtick,
    /// `~`, `[`, `<` or `\` costs nothing to parse.
    @inlinable
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        if key.hasMarkup {
            self.init(markdownKey: key)
        } else {
            self.init(verbatim: key.key)
        }
    }

    /// Creates text showing `content` exactly as given.
    public init(verbatim content: String) {
        pieces = [Piece(TextRun(content, style: .plain))]
    }

    /// Creates text from any string, such as a `String` variable or a
    /// `Substring`, shown exactly as given: Markdown is not parsed.
    @inlinable
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// Text of `runs`, those at the indices of `links` being links.
    init(runs: [TextRun], links: [TextLink] = []) {
        var pieces = runs.map { Piece($0) }
        for link in links where pieces.indices.contains(link.run) { pieces[link.run].link = link.url }
        self.pieces = pieces
    }

    /// Concatenates two texts, keeping each one's style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(pieces: lhs.pieces + rhs.pieces)
    }

    /// This text with `change` applied to every run's style.
    func restyled(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        for index in copy.pieces.indices { change(&copy.pieces[index].run.style) }
        return copy
    }

    /// The text's runs, without their links.
    var runs: [TextRun] { pieces.map(\.run) }

    /// The runs that are links.
    var links: [TextLink] {
        pieces.indices.compactMap { index in pieces[index].link.map { TextLink(run: index, url: $0) } }
    }

    /// The text's characters, without styles.
    var string: String { pieces.map(\.run.string).joined() }
}

extension Text {
    /// Bold text.
    public func bold() -> Text { restyled { $0.attributes.insert(.bold) } }
    /// Italic text.
    public func italic() -> Text { restyled { $0.attributes.insert(.italic) } }
    /// Underlined text.
    public func underline(_ isActive: Bool = true) -> Text {
        restyled { if isActive { $0.attributes.insert(.underline) } }
    }
    /// Struck-through text.
    public func strikethrough(_ isActive: Bool = true) -> Text {
        restyled { if isActive { $0.attributes.insert(.strikethrough) } }
    }
    /// Text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = restyled { $0.foreground = color ?? .default }
        for index in copy.pieces.indices { copy.pieces[index].foregroundStyle = nil }
        return copy
    }
}

extension Text: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TextNode(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class TextNode: PrimitiveNode<Text> {
    private var layout = TextLayout(runs: [], lineLimit: nil)
    private var resolvedRuns: [TextRun] = []
    /// The version of the environment `resolvedRuns` were resolved in.
    private var resolvedEnvironmentVersion: UInt64?
    /// The runs' colors, blended over an animated change.
    private var colors = AnimatedRunColors()

    override func update(from oldView: Text?, to newView: Text) {
        // A row re-evaluated for one changed text hands its other texts the
        // same runs in the same environment: nothing to resolve or lay out.
        if let oldView, oldView == newView, resolvedEnvironmentVersion == environment.version { return }
        relayout()
    }

    override func environmentDidChange() {
        relayout()
    }

    /// Applies the environment's font, foreground style and attributes to the
    /// runs (a run's own color wins), and rebuilds the layout if anything changed.
    private func relayout() {
        guard let text = view else { return }
        resolvedEnvironmentVersion = environment.version
        let foreground = environment.foregroundStyle.style(tint: environment.tint)
        let added = foreground.attributes
            .union(environment.font?.attributes ?? [])
            .union(environment.textAttributes)
        let tint = text.pieces.contains { $0.link != nil } ? environment.tint : .default
        let runs = text.pieces.map { piece -> TextRun in
            var style = piece.run.style
            if let own = piece.foregroundStyle {
                let drawn = own.style(tint: environment.tint)
                style.foreground = drawn.foreground
                style.attributes.formUnion(drawn.attributes)
            }
            // Links take the tint unless their text was given a color.
            if style.foreground == .default { style.foreground = piece.link == nil ? foreground.foreground : tint }
            style.attributes.formUnion(added)
            return TextRun(piece.run.string, style: style)
        }
        let lineLimit = environment.lineLimit
        let truncation = environment.truncationMode
        let alignment = environment.multilineTextAlignment
        guard
            runs != resolvedRuns || lineLimit != layout.lineLimit || truncation != layout.truncationMode
                || alignment != layout.alignment
        else { return }
        // Other characters of the same widths in the same places ("$12.00"
        // for "$11.00") take the same size for any proposal: the frame holds,
        // only the cells need drawing again.
        let sizeMayChange = lineLimit != layout.lineLimit || !TextShape.takeSameSizes(resolvedRuns, runs)
        colors.set(runs, previous: resolvedRuns, start: graph.animationStart(in: environment))
        if colors.isAnimating { graph.startAnimating(self) }
        resolvedRuns = runs
        layout = TextLayout(
            runs: colors.presented(runs), lineLimit: lineLimit, truncationMode: truncation, alignment: alignment)
        if sizeMayChange { invalidateLayout() }
        setNeedsDisplay()
    }

    override func advanceAnimations(to time: Duration, moved: inout Bool) -> Bool {
        let moves = super.advanceAnimations(to: time, moved: &moved)
        guard isAlive else {
            colors.finish()
            return moves
        }
        if colors.advance(to: time) {
            moved = true
            // Same characters, other colors: the size holds, the cells change.
            layout = TextLayout(
                runs: colors.presented(resolvedRuns), lineLimit: layout.lineLimit, truncationMode: layout.truncationMode,
                alignment: layout.alignment)
            setNeedsDisplay()
        }
        return moves || colors.isAnimating
    }

    override func forgetIdentity() {
        super.forgetIdentity()
        colors.finish()
        colors = AnimatedRunColors()
        resolvedRuns = []
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        layout.sizeThatFits(width: proposal.width, height: proposal.height)
    }

    override func draw(in canvas: inout Canvas) {
        layout.draw(in: &canvas, rect: frame)
    }
}
