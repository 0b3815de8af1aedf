/// The search controller's view, over the content while a search is
/// active: it shows the results controller's view on a blank background,
/// or dims the content (taking its focus marks away) while the search bar
/// has focus, as UIKit's dimming view does; a click on the dimmed content
/// ends the search, as a tap does in UIKit.
@MainActor
final class SearchOverlayView: TUIView {
    /// Whether the view dims what is behind instead of covering it.
    var dimsContent = false {
        didSet { if dimsContent != oldValue { setNeedsDisplay() } }
    }

    /// Called when the user clicks the dimmed content.
    var onDimmedClick: (() -> Void)?

    /// Dims what is behind, or blanks it for the results.
    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        if dimsContent {
            canvas.quietBehindOverlay(bounds)
        } else {
            canvas.fill(bounds, with: .blank())
        }
    }

    /// A click on the dimmed content ends the search.
    override func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        guard dimsContent else { return super.touchesBegan(touches, with: event) }
        onDimmedClick?()
    }
}
