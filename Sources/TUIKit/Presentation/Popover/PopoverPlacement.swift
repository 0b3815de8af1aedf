/// Where a popover's box goes: beside its anchor on the first permitted
/// side with room (below, above, right, left), else on the permitted side
/// with the most room, and always inside the window.
struct PopoverPlacement: Equatable {
    /// The box, border included.
    var frame: Rect
    /// The side the arrow points from, toward the anchor.
    var arrowDirection: TUIPopoverArrowDirection
    /// Where the arrow glyph goes on the border, if the box touches the anchor's side.
    var arrowPoint: Point?

    /// The size a popover takes when its content names none.
    static let defaultContentSize = Size(width: 30, height: 8)

    /// Places a box for content of `contentSize` next to `anchor` in `bounds`.
    init(contentSize: Size, anchor: Rect, permitted: TUIPopoverArrowDirection, in bounds: Rect) {
        let content = Size(
            width: contentSize.width > 0 ? contentSize.width : Self.defaultContentSize.width,
            height: contentSize.height > 0 ? contentSize.height : Self.defaultContentSize.height)
        let size = Size(width: min(bounds.width, content.width + 2), height: min(bounds.height, content.height + 2))
        let sides: [TUIPopoverArrowDirection] = [.up, .down, .left, .right].filter {
            permitted == .unknown || permitted.isEmpty || permitted.contains($0)
        }
        let room: (TUIPopoverArrowDirection) -> Int = { side in
            switch side {
            case .up: bounds.maxY - anchor.maxY - size.height
            case .down: anchor.minY - bounds.minY - size.height
            case .left: bounds.maxX - anchor.maxX - size.width
            default: anchor.minX - bounds.minX - size.width
            }
        }
        let side = sides.first { room($0) >= 0 } ?? sides.max { room($0) < room($1) } ?? .up
        var x: Int
        var y: Int
        switch side {
        case .up, .down:
            x = (anchor.minX + anchor.width / 2) - size.width / 2
            y = side == .up ? anchor.maxY : anchor.minY - size.height
        default:
            y = (anchor.minY + anchor.height / 2) - size.height / 2
            x = side == .left ? anchor.maxX : anchor.minX - size.width
        }
        x = max(bounds.minX, min(x, bounds.maxX - size.width))
        y = max(bounds.minY, min(y, bounds.maxY - size.height))
        frame = Rect(x: x, y: y, width: size.width, height: size.height)
        arrowDirection = side
        arrowPoint = Self.arrowPoint(on: side, of: frame, toward: anchor)
    }

    /// The border cell facing the anchor's middle, between the corners;
    /// nil when the box does not sit against the anchor (it was pushed over it).
    private static func arrowPoint(on side: TUIPopoverArrowDirection, of box: Rect, toward anchor: Rect) -> Point? {
        guard box.width >= 3, box.height >= 3 else { return nil }
        switch side {
        case .up, .down:
            let y = side == .up ? box.minY : box.maxY - 1
            guard side == .up ? box.minY >= anchor.maxY : box.maxY <= anchor.minY else { return nil }
            return Point(x: max(box.minX + 1, min((anchor.minX + anchor.width / 2), box.maxX - 2)), y: y)
        default:
            let x = side == .left ? box.minX : box.maxX - 1
            guard side == .left ? box.minX >= anchor.maxX : box.maxX <= anchor.minX else { return nil }
            return Point(x: x, y: max(box.minY + 1, min((anchor.minY + anchor.height / 2), box.maxY - 2)))
        }
    }

    /// The glyph pointing toward the anchor.
    var arrowGlyph: String {
        switch arrowDirection {
        case .up: "▲"
        case .down: "▼"
        case .left: "◀"
        default: "▶"
        }
    }
}
