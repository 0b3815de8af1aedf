import GraftTerminal

/// A view that hosts declarative content directly, wherever it is added.
///
/// ```swift
/// let banner = TUIHostingView { Text("Hello!").bold() }
/// view.addSubview(banner)
/// ```
///
/// The content lives in a ``TUIHostingController``. When the view moves to
/// a window, it finds the nearest view controller up the responder chain
/// and installs that controller as its child through the full containment
/// sequence (`addChild`, the view pinned to this one, `didMove(toParent:)`),
/// so appearance callbacks reach the content. Moving the view under another
/// controller moves the child there; removing it removes the child
/// (`willMove(toParent: nil)`, the view removed, `removeFromParent()`).
/// With no view controller above it, the content still shows, and the
/// problem is reported to ``TUILayoutDiagnostics`` (and `GRAFT_DEBUG_LOG`).
///
/// The view's intrinsic content size is the content's, so Auto Layout can
/// size it from the content.
@MainActor
open class TUIHostingView<Content: View>: TUIView {
    /// The controller that hosts the content.
    public let hostingController: TUIHostingController<Content>

    /// The content; setting it reconciles the new value into the existing tree.
    public var rootView: Content {
        get { hostingController.rootView }
        set { hostingController.rootView = newValue }
    }

    /// Creates a view that hosts `rootView`.
    ///
    /// - Parameter rootView: The content.
    public init(rootView: Content) {
        hostingController = TUIHostingController(rootView: rootView)
        super.init(frame: .zero)
        hostingController.sizingOptions = .intrinsicContentSize
        let content: TUIView = hostingController.view
        content.translatesAutoresizingMaskIntoConstraints = false
    }

    /// Creates a view that hosts the content `content` builds.
    ///
    /// - Parameter content: The content.
    public convenience init(@ViewBuilder content: () -> Content) {
        self.init(rootView: content())
    }

    /// Installs the hosting controller under the nearest view controller
    /// now that the view is in a window. Leaving the window is handled once
    /// the move is over (in ``didMoveToSuperview()``), so the controller's
    /// view first hears it left the window and the content disappears.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { updateInstallation() }
    }

    /// Moves the hosting controller to the nearest view controller of the
    /// new place, or removes it when the view left the window.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateInstallation()
    }

    /// The first view controller along the responder chain above this view.
    private var nearestViewController: TUIViewController? {
        var responder: TUIResponder? = superview
        while let current = responder {
            if let controller = current as? TUIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    private func updateInstallation() {
        let target = window == nil ? nil : nearestViewController
        let child = hostingController
        if let parent = child.parent, parent !== target {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        guard window != nil else {
            if child.viewIfLoaded?.superview === self { child.view.removeFromSuperview() }
            return
        }
        guard let target else {
            guard child.view.superview !== self else { return }
            TUILayoutDiagnostics.report(
                .hosting,
                message:
                    "TUIHostingView: no view controller above \(self) in the responder chain, so its content is shown "
                    + "without one: appearance callbacks and requests (title, toolbar, sheets) are not carried out. "
                    + "Add the view inside a view controller's view.")
            pin(child.view)
            return
        }
        guard child.parent !== target else { return }
        target.addChild(child)
        pin(child.view)
        child.didMove(toParent: target)
    }

    private func pin(_ content: TUIView) {
        addSubview(content)
        TUILayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
            content.topAnchor.constraint(equalTo: topAnchor),
            content.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
