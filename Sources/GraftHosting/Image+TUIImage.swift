import GraftTerminal
import GraftUI
import TUIKit

extension Image {
    /// The picture or symbol in a TUIKit image, as SwiftUI's `Image(uiImage:)`.
    /// It lives here, not in GraftUI, because GraftUI does not know TUIKit.
    public init(uiImage: TUIImage) {
        if uiImage.symbolGlyph != nil, let name = uiImage.name, Image.hasSymbol(named: name) {
            self.init(systemName: name)
        } else if let glyph = uiImage.symbolGlyph {
            self.init(glyph: glyph)
        } else {
            self.init(picture: uiImage.bitmap, name: uiImage.name)
        }
    }
}
