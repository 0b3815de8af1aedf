import GraftTerminal

/// A view that shows a picture or a symbol, as UIKit's `UIImageView`.
///
/// A picture is drawn in half-block cells, two pixels to a cell, placed by
/// ``contentMode``; a symbol (``TUIImage/init(systemName:)``) is its glyph
/// in the ``TUIView/tintColor``. Without colors a picture is shaded by
/// brightness with `░▒▓█` (see docs/RENDERING.md).
///
/// ```swift
/// let photo = TUIImageView(image: TUIImage(named: "sunset"))
/// photo.contentMode = .scaleAspectFit
/// ```
@MainActor
open class TUIImageView: TUIView {
    /// The image shown; nil shows nothing.
    open var image: TUIImage? {
        didSet {
            guard image !== oldValue else { return }
            scaled = nil
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// How the image fits the bounds. UIKit's default, ``TUIView/ContentMode/scaleToFill``,
    /// stretches it; ``TUIView/ContentMode/scaleAspectFit`` keeps its shape.
    /// (In UIKit the property is on every view; here only image views read it.)
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// The picture scaled for the last frame drawn, kept while the size and the image stay the same.
    private var scaled: (size: Size, image: RGBAImage)?

    /// An image view showing `image`, sized to it.
    public init(image: TUIImage?) {
        self.image = image
        super.init(frame: .zero)
        let size = intrinsicContentSize
        frame = Rect(x: 0, y: 0, width: max(size.width, 0), height: max(size.height, 0))
    }

    /// An image view with no image.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The image's size in cells: a picture's pixel width by half its pixel
    /// height (rounded up), a symbol's glyph, and nothing without an image.
    open override var intrinsicContentSize: Size {
        guard let image else { return .zero }
        if let bitmap = image.bitmap { return Size(width: bitmap.width, height: (bitmap.height + 1) / 2) }
        return Size(width: image.symbolGlyph?.displayWidth ?? 0, height: 1)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Draws the picture or the symbol in ``contentMode``.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        guard let image else { return }
        if let glyph = image.symbolGlyph {
            drawSymbol(glyph, in: &canvas)
        } else if let bitmap = image.bitmap {
            drawPicture(bitmap, in: &canvas)
        }
    }

    private func drawSymbol(_ glyph: Character, in canvas: inout Canvas) {
        let glyphSize = Size(width: glyph.displayWidth, height: 1)
        // A glyph cannot be scaled: the scaling modes center it.
        let mode: ContentMode =
            switch contentMode {
            case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw: .center
            default: contentMode
            }
        let offset = mode.place(glyphSize, in: bounds.size).offset
        canvas.put(
            glyph, at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y),
            style: GraftTerminal.Style(foreground: terminalColor(tintColor)))
    }

    private func drawPicture(_ bitmap: RGBAImage, in canvas: inout Canvas) {
        let pixels = Size(width: bounds.width, height: bounds.height * 2)
        let (size, offset) = contentMode.place(Size(width: bitmap.width, height: bitmap.height), in: pixels)
        let shown: RGBAImage
        if size == Size(width: bitmap.width, height: bitmap.height) {
            shown = bitmap
        } else if let scaled, scaled.size == size {
            shown = scaled.image
        } else {
            shown = bitmap.resized(width: size.width, height: size.height, sampling: .smooth)
            scaled = (size, shown)
        }
        canvas.drawPicture(shown, in: bounds, offset: offset)
        // On a graphics terminal the picture may show in pixels, from the
        // full-resolution bitmap, when it starts on a cell's top half.
        if offset.y % 2 == 0 {
            let cells = Rect(x: bounds.minX + offset.x, y: bounds.minY + offset.y / 2, width: size.width, height: (size.height + 1) / 2)
            canvas.notePicture(bitmap, in: cells, within: bounds)
        }
    }
}
