/// What a surface on a graphics terminal sends after each frame so its
/// pictures show in pixels: the pictures it placed, which stay as long as
/// they do not change, and the bytes that place, replace and delete them.
///
/// The cells under a shown picture are sent blank (``Canvas/blankCells(under:)``),
/// so the text grid and its diff stay what they are; the pictures go after
/// the cells, with the cursor saved and restored around them.
struct GraphicsLayer {
    /// How pictures are sent.
    let graphics: TerminalGraphics
    /// A cell's size in pixels, which sixel pictures are scaled to fill.
    var cellPixelSize: Size
    /// The pictures on screen now, with their Kitty image ids.
    private(set) var placed: [(id: UInt32, picture: CanvasPicture)] = []
    private var nextID: UInt32 = 1

    /// A cell's pixel size when the terminal does not say: a common font.
    static let defaultCellPixelSize = Size(width: 10, height: 20)

    init(graphics: TerminalGraphics, cellPixelSize: Size = GraphicsLayer.defaultCellPixelSize) {
        self.graphics = graphics
        self.cellPixelSize = cellPixelSize
    }

    /// What one frame needs.
    struct Plan {
        /// Escape sequences to write after ncurses' update.
        var bytes: [UInt8] = []
        /// Screen rows ncurses must repaint in this update: where a sixel
        /// picture that is gone left its pixels.
        var rowsToRepaint: [Range<Int>] = []
    }

    /// Whether `picture` can show in pixels on a screen of `screenSize`.
    /// A sixel picture that reaches the bottom row would scroll the screen
    /// as the terminal moves the cursor below it, so it stays in cells.
    func canShow(_ picture: CanvasPicture, screenSize: Size) -> Bool {
        guard !picture.visible.isEmpty, !picture.visibleSource.isEmpty else { return false }
        return graphics == .kitty || picture.visible.maxY < screenSize.height
    }

    /// Brings the placed pictures to `pictures`.
    ///
    /// - Parameters:
    ///   - pictures: The pictures the frame shows in pixels.
    ///   - changedRows: The rows whose cells this update sends.
    ///   - isWhole: Whether the screen is redrawn whole (cleared first).
    mutating func plan(_ pictures: [CanvasPicture], changedRows: Set<Int>, isWhole: Bool) -> Plan {
        var plan = Plan()
        var kept: [(id: UInt32, picture: CanvasPicture)] = []
        var remaining = pictures
        var gone: [(id: UInt32, picture: CanvasPicture)] = []
        for entry in placed {
            if !isWhole, let index = remaining.firstIndex(of: entry.picture) {
                kept.append(entry)
                remaining.remove(at: index)
            } else {
                gone.append(entry)
            }
        }
        var body: [UInt8] = []
        switch graphics {
        case .kitty:
            if isWhole, !placed.isEmpty {
                body += KittyGraphicsEncoder.deleteAll()
            } else {
                for entry in gone { body += KittyGraphicsEncoder.delete(id: entry.id) }
            }
        case .sixel:
            // Sixel pixels stay until the cells are written again.
            plan.rowsToRepaint = isWhole ? [] : gone.map { $0.picture.visible.minY ..< $0.picture.visible.maxY }
            let touched = changedRows.union(plan.rowsToRepaint.flatMap { $0 })
            // Pixels of a kept picture on a row ncurses writes may be overwritten.
            var stillKept: [(id: UInt32, picture: CanvasPicture)] = []
            for entry in kept {
                if (entry.picture.visible.minY ..< entry.picture.visible.maxY).contains(where: touched.contains) {
                    remaining.append(entry.picture)
                } else {
                    stillKept.append(entry)
                }
            }
            kept = stillKept
        }
        for picture in remaining {
            let id = nextID
            nextID = nextID == UInt32.max ? 1 : nextID + 1
            body += Self.cursorMove(to: picture.visible.origin)
            body += encode(picture, id: id)
            kept.append((id, picture))
        }
        placed = kept
        guard !body.isEmpty else { return plan }
        // Save and restore the cursor (DECSC, DECRC): ncurses believes it is where it left it.
        plan.bytes = [0x1B, UInt8(ascii: "7")] + body + [0x1B, UInt8(ascii: "8")]
        return plan
    }

    /// Takes every picture off, as the screen is left: the bytes that
    /// delete the Kitty images (sixel pixels go with the screen).
    mutating func removeAll() -> [UInt8] {
        defer { placed.removeAll() }
        guard graphics == .kitty, !placed.isEmpty else { return [] }
        return KittyGraphicsEncoder.deleteAll()
    }

    private func encode(_ picture: CanvasPicture, id: UInt32) -> [UInt8] {
        switch graphics {
        case .kitty:
            let source = picture.visibleSource
            let whole = Rect(x: 0, y: 0, width: picture.image.width, height: picture.image.height)
            return KittyGraphicsEncoder.transmitAndDisplay(
                picture.image, id: id, columns: picture.visible.width, rows: picture.visible.height,
                source: source == whole ? nil : source)
        case .sixel:
            let cell = cellPixelSize
            let full = picture.image.resized(
                width: picture.rect.width * cell.width, height: picture.rect.height * cell.height, sampling: .smooth)
            let visible = Rect(
                x: (picture.visible.minX - picture.rect.minX) * cell.width, y: (picture.visible.minY - picture.rect.minY) * cell.height,
                width: picture.visible.width * cell.width, height: picture.visible.height * cell.height)
            return SixelEncoder.encode(full.cropped(to: visible))
        }
    }

    /// CUP to a zero-based cell.
    private static func cursorMove(to point: Point) -> [UInt8] {
        Array("\u{1B}[\(point.y + 1);\(point.x + 1)H".utf8)
    }
}
