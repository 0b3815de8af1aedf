import Foundation
import GraftTerminal

extension Image {
    /// How a resizable image fills a frame larger or smaller than itself.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the picture at its own size.
        case tile
        /// Scales the picture to the frame.
        case stretch
    }

    /// How smoothly a scaled picture is drawn.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest pixel: sharp, blocky edges, for pixel art.
        case none
        /// Smooth: averaged when shrinking, blended when enlarging.
        case low
        /// Smooth, as ``low``.
        case medium
        /// Smooth, as ``low``; the default.
        case high
    }

    /// Whether an image draws its own colors or only its shape.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The picture's opacity, in the foreground style's color.
        case template
        /// The picture's own colors.
        case original
    }

    /// An image that takes the size it is offered instead of its own,
    /// scaling (``ResizingMode/stretch``) or repeating
    /// (``ResizingMode/tile``) the picture to fill it. Graft draws the whole
    /// picture stretched: `capInsets` are accepted and not yet applied.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return image
    }

    /// How smoothly the picture is scaled; `.none` keeps pixels square and sharp.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolationQuality = interpolation
        return image
    }

    /// Whether the picture draws its colors or, as a template, its shape
    /// in the foreground style; nil draws its colors.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.templateMode = renderingMode
        return image
    }
}
