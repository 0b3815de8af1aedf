extension TUIView {
    /// How a view fits its content into its bounds, as UIKit's `UIView.ContentMode`.
    ///
    /// ``TUIImageView`` reads it (``TUIImageView/contentMode``); a picture is
    /// measured in pixels, one column wide and half a row tall.
    public enum ContentMode: Int, Sendable, Hashable {
        /// Stretches the content to fill the bounds, changing its aspect ratio.
        case scaleToFill
        /// Scales the content to fit the bounds whole, keeping its aspect ratio, centered.
        case scaleAspectFit
        /// Scales the content to cover the bounds, keeping its aspect ratio, centered; the rest is cut off.
        case scaleAspectFill
        /// Draws the content again when the bounds change; drawn as ``scaleToFill``.
        case redraw
        /// Centers the content at its own size.
        case center
        /// The content at its own size, centered along the top edge.
        case top
        /// The content at its own size, centered along the bottom edge.
        case bottom
        /// The content at its own size, centered along the left edge.
        case left
        /// The content at its own size, centered along the right edge.
        case right
        /// The content at its own size in the top-left corner.
        case topLeft
        /// The content at its own size in the top-right corner.
        case topRight
        /// The content at its own size in the bottom-left corner.
        case bottomLeft
        /// The content at its own size in the bottom-right corner.
        case bottomRight
    }
}

extension TUIView.ContentMode {
    /// The size and offset of content of `content` units placed in `bounds`
    /// units, the offset from the bounds' top-left corner.
    func place(_ content: Size, in bounds: Size) -> (size: Size, offset: Point) {
        func centered(_ size: Size) -> Point {
            Point(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
        }
        switch self {
        case .scaleToFill, .redraw:
            return (bounds, .zero)
        case .scaleAspectFit, .scaleAspectFill:
            guard content.width > 0, content.height > 0 else { return (.zero, .zero) }
            let across = Double(bounds.width) / Double(content.width)
            let down = Double(bounds.height) / Double(content.height)
            let scale = self == .scaleAspectFit ? min(across, down) : max(across, down)
            let size = Size(
                width: max(Int((Double(content.width) * scale).rounded()), 1),
                height: max(Int((Double(content.height) * scale).rounded()), 1))
            return (size, centered(size))
        default:
            let middle = centered(content)
            let x =
                switch self {
                case .left, .topLeft, .bottomLeft: 0
                case .right, .topRight, .bottomRight: bounds.width - content.width
                default: middle.x
                }
            let y =
                switch self {
                case .top, .topLeft, .topRight: 0
                case .bottom, .bottomLeft, .bottomRight: bounds.height - content.height
                default: middle.y
                }
            return (content, Point(x: x, y: y))
        }
    }
}
