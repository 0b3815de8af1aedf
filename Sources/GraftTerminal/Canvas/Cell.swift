/// One cell of the terminal grid: a grapheme cluster and its style.
///
/// A character two cells wide is stored as a *leading* cell holding the
/// character, followed by a *continuation* cell that holds nothing of its own.
/// ``Canvas`` keeps the pair together: a wide character is never half drawn.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown, packed; see ``character``.
    var glyph: Glyph
    /// How the cell looks.
    public var style: Style
    /// The cells the character covers: 1, or 2 for a wide character's leading
    /// cell; 0 marks the continuation cell of a wide character.
    public var width: UInt8

    /// Creates a cell. `character` must have a display width of 1 or 2; the
    /// width is measured here once, so drawing never measures it again.
    public init(_ character: Character, style: Style = .plain) {
        self.glyph = Glyph(character)
        self.style = style
        self.width = character.displayWidth >= 2 ? 2 : 1
    }

    /// A cell whose width the caller already measured (0 marks a continuation).
    @inline(__always)
    init(glyph: Glyph, measuredWidth: UInt8, style: Style) {
        self.glyph = glyph
        self.style = style
        self.width = measuredWidth
    }

    /// The grapheme cluster shown; a space for a blank cell, and also a space
    /// (never drawn) in the continuation cell of a wide character.
    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    /// A blank cell (a space) in `style`.
    public static func blank(_ style: Style = .plain) -> Cell {
        Cell(glyph: .space, measuredWidth: 1, style: style)
    }

    /// The right half of a wide character whose leading cell has `style`.
    static func continuation(_ style: Style) -> Cell {
        Cell(glyph: .space, measuredWidth: 0, style: style)
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
