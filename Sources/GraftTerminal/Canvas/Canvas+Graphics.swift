import Synchronization

/// A picture drawn into a canvas, which a terminal with graphics
/// (``TerminalGraphics``) shows in its own pixels instead of the half-block
/// cells drawn for it.
package struct CanvasPicture: Hashable, Sendable {
    /// The picture, at whatever resolution it has: the terminal scales it.
    package var image: RGBAImage
    /// The cells the whole picture covers, in canvas coordinates.
    package var rect: Rect
    /// The part of ``rect`` drawn (what the clip let through), in canvas coordinates.
    package var visible: Rect
    /// A hash of the cells of ``visible`` just after the picture was drawn:
    /// when they differ now, something was drawn over it, and it shows in
    /// cells so what covers it stays visible.
    var fingerprint: Int

    /// The part of ``image`` that ``visible`` shows, in the image's pixels.
    package var visibleSource: Rect {
        guard rect.width > 0, rect.height > 0 else { return .zero }
        let left = (visible.minX - rect.minX) * image.width / rect.width
        let top = (visible.minY - rect.minY) * image.height / rect.height
        let right = (visible.maxX - rect.minX) * image.width / rect.width
        let bottom = (visible.maxY - rect.minY) * image.height / rect.height
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension Canvas {
    private static let picturesAreNoted = Atomic(false)

    /// Whether ``notePicture(_:in:within:)`` records pictures: only once a
    /// surface that shows them in pixels exists, so that drawing a picture
    /// costs nothing more everywhere else (hashing its cells is a quarter
    /// of drawing them). Once on, it stays on for the process.
    package static var notesPictures: Bool {
        get { picturesAreNoted.load(ordering: .relaxed) }
        set { picturesAreNoted.store(newValue, ordering: .relaxed) }
    }

    /// Notes that `image` was just drawn in half-block cells filling `rect`
    /// (local coordinates), so a graphics terminal may show it in pixels.
    /// Only the part inside the clip (and inside `limit`, the cells the
    /// picture was drawn within, when it is cropped) counts. A picture noted again in the
    /// same place (a frame redrawn in bands) grows to cover both parts.
    package mutating func notePicture(_ image: RGBAImage, in rect: Rect, within limit: Rect? = nil) {
        guard Self.notesPictures else { return }
        let placed = rect.offsetBy(dx: origin.x, dy: origin.y)
        var visible = rect.intersection(clipRect).intersection(limit ?? rect).offsetBy(dx: origin.x, dy: origin.y)
        guard !visible.isEmpty, image.width > 0, image.height > 0 else { return }
        if let index = pictures.firstIndex(where: { $0.rect == placed && $0.image == image }) {
            visible = visible.union(pictures[index].visible).intersection(placed)
            pictures.remove(at: index)
        }
        // Pictures drawn over, or whose cells were redrawn since, no longer show.
        var kept = pictures
        kept.removeAll { !$0.visible.intersection(visible).isEmpty || !isIntact($0) }
        pictures = kept
        pictures.append(CanvasPicture(image: image, rect: placed, visible: visible, fingerprint: fingerprint(of: visible)))
    }

    /// The pictures whose cells are as they were drawn, to show in pixels.
    package var intactPictures: [CanvasPicture] {
        pictures.filter(isIntact)
    }

    private func isIntact(_ picture: CanvasPicture) -> Bool {
        picture.visible.intersection(bounds) == picture.visible && fingerprint(of: picture.visible) == picture.fingerprint
    }

    private func fingerprint(of rect: Rect) -> Int {
        var hasher = Hasher()
        for y in rect.minY ..< rect.maxY {
            for x in rect.minX ..< rect.maxX { hasher.combine(cells[y * size.width + x]) }
        }
        return hasher.finalize()
    }

    /// Blanks the cells under `picture` (which the terminal will paint over)
    /// keeping the colors that show through its transparent pixels: what
    /// a graphics surface sends in place of the half blocks.
    package mutating func blankCells(under picture: CanvasPicture) {
        let area = picture.visible.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY ..< area.maxY {
            for x in area.minX ..< area.maxX {
                let cell = cells[y * size.width + x]
                guard cell.glyph.isPixels else { continue }
                let background = cell.glyph.hasBackgroundBeneath ? cell.style.background : .default
                cells[y * size.width + x] = .blank(Style(background: background))
            }
        }
        noteWritten(rows: area.minY, area.maxY)
    }
}
