import Synchronization

/// A grapheme cluster packed into 32 bits, so cells compare and copy as plain
/// integers on the drawing and diffing hot path.
///
/// A cluster of one Unicode scalar (nearly all text) is stored as the scalar
/// itself. A longer cluster (a letter with combining marks, an emoji sequence)
/// is stored as an index into a process-wide table, with the high bit set;
/// equal clusters always get the same index, so equality stays integer equality.
struct Glyph: Hashable, Sendable {
    let rawValue: UInt32

    private static let clusterFlag: UInt32 = 0x8000_0000
    /// Marks a half block that shows a picture's two pixels (see
    /// ``Canvas/putPixels(top:bottom:at:)``), so a terminal without colors
    /// can shade it by luminance instead of drawing a solid half block.
    /// Scalars end below 0x11_0000, so the bit is free for single scalars.
    private static let pixelsFlag: UInt32 = 0x4000_0000
    /// With ``pixelsFlag``: the cell's background is what lay beneath a
    /// transparent pixel, not a pixel of the picture.
    private static let backgroundBeneathFlag: UInt32 = 0x2000_0000
    private static let flags = pixelsFlag | backgroundBeneathFlag

    /// A space.
    static let space = Glyph(rawValue: 0x20)

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The glyph for a single ASCII byte.
    @inline(__always)
    init(ascii byte: UInt8) {
        rawValue = UInt32(byte)
    }

    init(_ character: Character) {
        var scalars = character.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil {
            rawValue = first.value
        } else {
            rawValue = Self.clusterFlag | GlyphTable.shared.index(of: character)
        }
    }

    /// The grapheme cluster.
    var character: Character {
        if rawValue & Self.clusterFlag == 0 {
            return Character(Unicode.Scalar(rawValue & ~Self.flags) ?? " ")
        }
        return GlyphTable.shared.character(at: rawValue & ~Self.clusterFlag)
    }

    /// Whether this is one Unicode scalar (no table lookup needed).
    var isSingleScalar: Bool { rawValue & Self.clusterFlag == 0 }

    /// The scalar, for a single-scalar glyph.
    var scalar: Unicode.Scalar? {
        isSingleScalar ? Unicode.Scalar(rawValue & ~Self.flags) : nil
    }

    /// A half block showing picture pixels: `character` (▀ or ▄) in the
    /// foreground pixel's color; `backgroundIsBeneath` when the other half
    /// is a transparent pixel showing the cell beneath.
    static func pixels(_ character: Unicode.Scalar, backgroundIsBeneath: Bool) -> Glyph {
        Glyph(rawValue: character.value | pixelsFlag | (backgroundIsBeneath ? backgroundBeneathFlag : 0))
    }

    /// Whether this is a half block of picture pixels.
    var isPixels: Bool { rawValue & (Self.clusterFlag | Self.pixelsFlag) == Self.pixelsFlag }

    /// For picture pixels: whether the background is what lay beneath, not a pixel.
    var hasBackgroundBeneath: Bool { isPixels && rawValue & Self.backgroundBeneathFlag != 0 }
}

/// The clusters longer than one scalar that were ever drawn, each stored once.
final class GlyphTable: Sendable {
    static let shared = GlyphTable()

    private struct Storage {
        var indices: [Character: UInt32] = [:]
        var characters: [Character] = []
    }

    private let storage = Mutex(Storage())

    func index(of character: Character) -> UInt32 {
        storage.withLock { storage in
            if let index = storage.indices[character] { return index }
            let index = UInt32(storage.characters.count)
            storage.characters.append(character)
            storage.indices[character] = index
            return index
        }
    }

    func character(at index: UInt32) -> Character {
        storage.withLock { storage in
            Int(index) < storage.characters.count ? storage.characters[Int(index)] : " "
        }
    }
}
