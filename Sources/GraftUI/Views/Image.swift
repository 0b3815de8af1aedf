import GraftTerminal

/// A symbol, drawn as a glyph. `Image(systemName:)` takes SF Symbols names
/// and draws the glyph from ``Image/symbolGlyphs``; a name not in the table
/// draws `?` so a typo is visible, never a blank.
public struct Image: View, Equatable {
    let glyph: Character
    /// The SF Symbols name, nil for a glyph given directly.
    let symbolName: String?

    /// What the image is called for accessibility: the symbol's name in
    /// words. Worked out when asked, not in every body that makes an image.
    var accessibilityName: String {
        guard let symbolName else { return String(glyph) }
        return String(symbolName.map { $0 == "." ? " " : $0 })
    }

    /// The symbol named `systemName`, such as `"heart.fill"`.
    public init(systemName: String) {
        glyph = Image.symbolGlyphs[systemName] ?? Image.unknownSymbol
        symbolName = systemName
    }

    /// A glyph given directly, for symbols the table does not have.
    public init(glyph: Character) {
        self.glyph = glyph
        symbolName = nil
    }

    /// Whether `name` is in the symbol table.
    public static func hasSymbol(named name: String) -> Bool {
        symbolGlyphs[name] != nil
    }

    /// What an unknown symbol name draws.
    public static let unknownSymbol: Character = "?"

    /// The SF Symbols names Graft draws, and their glyphs (listed in docs/SYMBOLS.md). Every glyph is one
    /// cell wide in common terminals, so layouts do not shift between terminals.
    public static let symbolGlyphs: [String: Character] = SystemSymbols.glyphs
}

extension Image: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ImageNode(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ImageNode: PrimitiveNode<Image> {
    override func update(from oldView: Image?, to newView: Image) {
        if oldView?.glyph.displayWidth != newView.glyph.displayWidth { invalidateLayout() }
        if oldView != newView { setNeedsDisplay() }
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        guard let glyph = view?.glyph else { return .zero }
        return Size(width: glyph.displayWidth, height: 1)
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override func draw(in canvas: inout Canvas) {
        guard let glyph = view?.glyph else { return }
        let style = environment.foregroundStyle.style(tint: environment.tint)
        canvas.put(
            glyph, at: frame.origin,
            style: Style(foreground: style.foreground, attributes: style.attributes.union(environment.textAttributes)))
    }
}
