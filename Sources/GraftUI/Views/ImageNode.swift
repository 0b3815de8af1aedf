import GraftTerminal

/// Lays out and draws an ``Image``: a symbol as its glyph, a picture in
/// half-block cells (docs/LAYOUT.md, "Pictures"), noted for graphics
/// terminals to show in pixels (docs/RENDERING.md).
@MainActor
final class ImageNode: PrimitiveNode<Image> {
    /// The picture scaled for the last frame drawn, kept while the frame and
    /// the image stay the same.
    private var scaled: (size: Size, image: RGBAImage)?

    override func update(from oldView: Image?, to newView: Image) {
        guard oldView != newView else { return }
        if oldView?.glyph.displayWidth != newView.glyph.displayWidth || oldView?.picture?.width != newView.picture?.width
            || oldView?.picture?.height != newView.picture?.height || (oldView?.resizing == nil) != (newView.resizing == nil)
        {
            invalidateLayout()
        }
        if oldView?.picture != newView.picture || oldView?.interpolationQuality != newView.interpolationQuality
            || oldView?.resizing != newView.resizing
        {
            scaled = nil
        }
        setNeedsDisplay()
    }

    /// The image's own size in cells: a picture's pixels are one column
    /// wide and half a row tall, so they look square on cells about twice
    /// as tall as wide.
    static func idealSize(of image: Image) -> Size {
        guard let picture = image.picture else { return Size(width: image.glyph.displayWidth, height: 1) }
        return Size(width: picture.width, height: (picture.height + 1) / 2)
    }

    override func computeSize(for proposal: CellProposal) -> Size {
        guard let view else { return .zero }
        let ideal = Self.idealSize(of: view)
        guard view.resizing != nil else { return ideal }
        func offered(_ value: Int?, _ fallback: Int) -> Int {
            guard let value, value != CellProposal.infinity else { return fallback }
            return max(value, 0)
        }
        return Size(width: offered(proposal.width, ideal.width), height: offered(proposal.height, ideal.height))
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override func draw(in canvas: inout Canvas) {
        guard let view else { return }
        let style = environment.foregroundStyle.style(tint: environment.tint)
        guard let picture = view.picture else {
            let textStyle = Style(foreground: style.foreground, attributes: style.attributes.union(environment.textAttributes))
            guard view.resizing != nil, view.symbolName == nil else {
                canvas.put(view.glyph, at: frame.origin, style: textStyle)
                return
            }
            for y in frame.minY ..< frame.maxY {
                for x in frame.minX ..< frame.maxX { canvas.put(view.glyph, at: Point(x: x, y: y), style: textStyle) }
            }
            return
        }
        let shown = scaledPicture(picture, for: view)
        let template = view.templateMode == .template ? style.foreground : nil
        func color(x: Int, y: Int) -> Color? {
            guard x < shown.width, y < shown.height else { return nil }
            let pixel = shown.pixel(x: x % shown.width, y: y % shown.height)
            guard pixel.alpha > 0 else { return nil }
            if let template {
                guard let (red, green, blue) = template.rgbComponents else { return pixel.alpha >= 128 ? template : nil }
                return pixel.alpha == 255 ? .rgb(red, green, blue) : .rgba(red, green, blue, opacity: pixel.alpha)
            }
            if pixel.alpha == 255 { return .rgb(pixel.red, pixel.green, pixel.blue) }
            return .rgba(pixel.red, pixel.green, pixel.blue, opacity: pixel.alpha)
        }
        let isTiled = view.resizing?.mode == .tile
        for row in 0 ..< frame.height {
            for column in 0 ..< frame.width {
                let x = isTiled ? column % shown.width : column
                let top = isTiled ? (row * 2) % shown.height : row * 2
                let bottom = isTiled ? (row * 2 + 1) % shown.height : row * 2 + 1
                canvas.putPixels(
                    top: color(x: x, y: top), bottom: color(x: x, y: bottom),
                    at: Point(x: frame.minX + column, y: frame.minY + row))
            }
        }
        // On a graphics terminal the picture may show in pixels, at its own
        // resolution (a stretched one is scaled by the terminal). Tiles and
        // templates stay in cells.
        guard !isTiled, template == nil else { return }
        if view.resizing == nil {
            canvas.notePicture(picture, in: Rect(origin: frame.origin, size: Self.idealSize(of: view)), within: frame)
        } else {
            canvas.notePicture(picture, in: frame)
        }
    }

    /// The picture at the pixel size the frame shows: its own size unless
    /// the image stretches, then two pixel rows per cell row.
    private func scaledPicture(_ picture: RGBAImage, for view: Image) -> RGBAImage {
        guard let resizing = view.resizing, resizing.mode == .stretch else { return picture }
        let size = Size(width: frame.width, height: frame.height * 2)
        if let scaled, scaled.size == size { return scaled.image }
        let image = picture.resized(
            width: size.width, height: size.height, sampling: view.interpolationQuality == .none ? .nearest : .smooth)
        scaled = (size, image)
        return image
    }
}
