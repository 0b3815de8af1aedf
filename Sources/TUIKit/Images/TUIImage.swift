import Foundation
import GraftTerminal

/// An immutable picture or symbol, as UIKit's `UIImage`: a decoded PNG or JPEG, or
/// an SF Symbols glyph from Graft's table. GraftUI draws one with
/// `Image(uiImage:)`.
public final class TUIImage: Sendable {
    /// The decoded picture; nil for a symbol.
    package let bitmap: RGBAImage?
    /// The symbol's glyph; nil for a picture.
    package let symbolGlyph: Character?
    /// The name the image was loaded by, for accessibility and the debug log.
    package let name: String?

    private init(bitmap: RGBAImage?, symbolGlyph: Character?, name: String?) {
        self.bitmap = bitmap
        self.symbolGlyph = symbolGlyph
        self.name = name
    }

    /// The PNG or JPEG resource `name` (`.png`, `.jpg` or `.jpeg` may be left off) in `bundle`, or the
    /// main bundle when nil. Graft has one appearance of each image, so
    /// `traitCollection` does not choose between variants.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: TUITraitCollection? = nil) {
        guard let bitmap = ImageLoading.image(named: name, in: bundle) else { return nil }
        self.init(bitmap: bitmap, symbolGlyph: nil, name: name)
    }

    /// The PNG or JPEG file at `path`.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = ImageLoading.image(contentsOfFile: path) else { return nil }
        self.init(bitmap: bitmap, symbolGlyph: nil, name: (path as NSString).lastPathComponent)
    }

    /// The PNG or JPEG file in `data`.
    public convenience init?(data: Data) {
        guard let bitmap = ImageLoading.image(data: data) else { return nil }
        self.init(bitmap: bitmap, symbolGlyph: nil, name: nil)
    }

    /// The SF Symbols symbol `name`, if Graft's table has it.
    public convenience init?(systemName name: String) {
        guard let glyph = SystemSymbols.glyphs[name] else { return nil }
        self.init(bitmap: nil, symbolGlyph: glyph, name: name)
    }

    /// The image's size in points, which are pixels for a picture (a
    /// pixel is one column wide and half a row tall), and the glyph's
    /// cells for a symbol.
    public var size: CGSize {
        if let bitmap { return CGSize(width: bitmap.width, height: bitmap.height) }
        return CGSize(width: symbolGlyph?.displayWidth ?? 0, height: 1)
    }
}
