import Foundation
import GraftTerminal

/// A picture or a symbol.
///
/// `Image(systemName:)` takes SF Symbols names and draws the glyph from
/// ``Image/symbolGlyphs``. `Image(_:bundle:)` loads a PNG or JPEG resource and
/// draws it in half-block cells, two pixels to a cell (docs/LAYOUT.md,
/// "Pictures"). A name that loads nothing, symbol or picture,
/// draws ``Image/placeholder`` so a typo is visible, never a blank, and is
/// noted once in the debug log.
public struct Image: View, Equatable {
    let glyph: Character
    /// The SF Symbols name, nil for a glyph given directly or a picture.
    let symbolName: String?
    /// The decoded picture, nil for a symbol or a name that did not load.
    let picture: RGBAImage?
    /// The resource name a picture or placeholder came from.
    let resourceName: String?
    var isDecorative = false
    var resizing: Resizing?
    var interpolationQuality = Interpolation.high
    var templateMode: TemplateRenderingMode?

    /// How a resizable image fills its frame.
    struct Resizing: Equatable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    /// What the image is called for accessibility: the symbol's or the
    /// resource's name in words. Worked out when asked, not in every body.
    var accessibilityName: String {
        guard let name = symbolName ?? resourceName else { return String(glyph) }
        return String(name.map { $0 == "." || $0 == "_" || $0 == "-" ? " " : $0 })
    }

    /// The symbol named `systemName`, such as `"heart.fill"`.
    public init(systemName: String) {
        if let glyph = Image.symbolGlyphs[systemName] {
            self.glyph = glyph
        } else {
            glyph = Image.unknownSymbol
            DebugLog.noteOnce("Image(systemName: \"\(systemName)\"): no such symbol in Graft's table (docs/SYMBOLS.md)")
        }
        symbolName = systemName
        picture = nil
        resourceName = nil
    }

    /// A glyph given directly, for symbols the table does not have.
    public init(glyph: Character) {
        self.glyph = glyph
        symbolName = nil
        picture = nil
        resourceName = nil
    }

    /// The PNG or JPEG resource `name` (`.png`, `.jpg` or `.jpeg` may be left off) in `bundle`, or in
    /// the main bundle when `bundle` is nil. Pass `.module` for a package
    /// target's resources.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(picture: ImageLoading.image(named: name, in: bundle), name: name)
    }

    /// A picture that is only decoration: accessibility leaves it out.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// A decoded picture, or the placeholder when it is nil; `name` says
    /// what failed to load in the debug log.
    package init(picture: RGBAImage?, name: String?) {
        self.picture = picture
        resourceName = name
        symbolName = nil
        glyph = picture == nil ? Image.placeholder : " "
        if picture == nil { DebugLog.noteOnce("Image(\"\(name ?? "")\"): no PNG or JPEG image of that name loaded") }
    }

    /// Whether `name` is in the symbol table.
    public static func hasSymbol(named name: String) -> Bool {
        symbolGlyphs[name] != nil
    }

    /// What an unknown symbol name draws: the same as ``placeholder``.
    public static let unknownSymbol: Character = placeholder

    /// What an image that did not load draws, in every cell of its frame.
    public static let placeholder: Character = "▨"

    /// The SF Symbols names Graft draws, and their glyphs (listed in docs/SYMBOLS.md). Every glyph is one
    /// cell wide in common terminals, so layouts do not shift between terminals.
    public static let symbolGlyphs: [String: Character] = SystemSymbols.glyphs
}

extension Image: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ImageNode(graph: graph, parent: parent, environment: environment)
    }
}
