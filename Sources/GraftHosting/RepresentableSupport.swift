import GraftTerminal

// Where imperative views made by representables go: the hosting view that
// shows the graph adds them as subviews at the frames the graph gives them.

/// A weak reference to the view hosting a graph, for representables.
final class HostingViewReference: @unchecked Sendable {
    // Read and written on the main actor only.
    nonisolated(unsafe) weak var view: GraphHostingView?

    init() {}
}

private struct HostingViewKey: EnvironmentKey {
    static let defaultValue: HostingViewReference? = nil
}

extension EnvironmentValues {
    /// The view hosting the graph, which representables add their views to.
    var hostingViewReference: HostingViewReference? {
        get { self[HostingViewKey.self] }
        set { self[HostingViewKey.self] = newValue }
    }
}

extension GraphHostingView {
    /// The nearest view controller along the responder chain, which
    /// controllers made by representables become children of.
    var nearestViewController: TUIViewController? {
        var responder: TUIResponder? = self
        while let current = responder {
            if let controller = current as? TUIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

/// The size a representable's view takes when the representable does not
/// say: its intrinsic size where it has one, otherwise what is offered
/// (one cell when nothing definite is).
@MainActor
func defaultRepresentableSize(of view: TUIView, for proposal: CellProposal) -> Size {
    let intrinsic = view.intrinsicContentSize
    return Size(
        width: intrinsic.width != TUIView.noIntrinsicMetric ? intrinsic.width : proposal.width ?? 1,
        height: intrinsic.height != TUIView.noIntrinsicMetric ? intrinsic.height : proposal.height ?? 1)
}

/// Places a representable's view at `frame` in its host (graph coordinates
/// are the host's).
@MainActor
func place(_ view: TUIView, at frame: Rect, in host: GraphHostingView?) {
    guard host != nil else { return }
    view.frame = frame
}
