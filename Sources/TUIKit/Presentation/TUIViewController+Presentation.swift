// Presenting and dismissing, with appearance callbacks in this order
// (A presents B):
//
//   present, full screen:  A.viewWillDisappear  B.viewWillAppear  A.viewDidDisappear  B.viewDidAppear
//   present, sheet:        B.viewWillAppear  B.viewDidAppear        (A stays appeared)
//   dismiss, full screen:  B.viewWillDisappear  A.viewWillAppear  B.viewDidDisappear  A.viewDidAppear
//   dismiss, sheet:        B.viewWillDisappear  B.viewDidDisappear
//
// then the completion handler. B's view sits in a container on top of the
// window's other views; a full-screen presentation hides A's view.

extension TUIViewController {
    /// The controller this one presents, or nil.
    public var presentedViewController: TUIViewController? { storedPresentedViewController }

    /// The controller that presents this one, or nil.
    public var presentingViewController: TUIViewController? { storedPresentingViewController }

    /// The sheet's sizing, when ``modalPresentationStyle`` is `.pageSheet`; nil otherwise.
    public var sheetPresentationController: TUISheetPresentationController? {
        guard modalPresentationStyle == .pageSheet else { return nil }
        if let storedSheetPresentationController { return storedSheetPresentationController }
        let sheet = TUISheetPresentationController()
        sheet.onChange = { [weak self] in
            self?.presentationContainer?.setNeedsLayout()
            self?.presentationContainer?.setNeedsDisplay()
        }
        storedSheetPresentationController = sheet
        return sheet
    }

    /// The popover's placement, when ``modalPresentationStyle`` is
    /// `.popover`: made on first read, so it can be set up before presenting,
    /// and kept while the controller is presented, even adapted to a sheet.
    public var popoverPresentationController: TUIPopoverPresentationController? {
        if let storedPopoverPresentationController { return storedPopoverPresentationController }
        guard modalPresentationStyle == .popover else { return nil }
        let popover = TUIPopoverPresentationController(presentedViewController: self)
        storedPopoverPresentationController = popover
        return popover
    }

    /// Escape on a presented sheet or popover: refused while
    /// ``isModalInPresentation``; a popover (or the sheet it became) asks
    /// its delegate first.
    func dismissForEscape() {
        if let popover = storedPopoverPresentationController, modalPresentationStyle == .popover {
            popover.dismissForUser()
        } else if !isModalInPresentation {
            dismiss(animated: true)
        }
    }

    /// Presents `viewController` over this controller's window, in its
    /// ``modalPresentationStyle``.
    ///
    /// Presenting from a controller whose view is not in a window, or one
    /// that already presents another, is a programmer error.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - animated: Passed on to the appearance callbacks.
    ///   - completion: Runs once the presented view has appeared.
    public func present(_ viewController: TUIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        precondition(
            storedPresentedViewController == nil,
            "TUIViewController.present(_:animated:completion:): the controller already presents another; dismiss it first")
        precondition(
            viewController.storedPresentingViewController == nil && viewController.storedParent == nil,
            "TUIViewController.present(_:animated:completion:): the controller is already presented or a child")
        guard let window = storedView?.window else {
            preconditionFailure("TUIViewController.present(_:animated:completion:): the presenting controller's view must be in a window")
        }
        // A controller presented again while its last presentation slides away
        // finishes leaving first.
        if let leaving = viewController.presentationContainer { ViewAnimator.finishMotion(of: leaving) }
        precondition(
            viewController.modalPresentationStyle != .none,
            "TUIViewController.present(_:animated:completion:): `.none` is an adaptive delegate's answer, not a style to present in")
        let popover = viewController.modalPresentationStyle == .popover ? viewController.popoverPresentationController : nil
        if let popover {
            precondition(
                popover.sourceItem != nil || popover.sourceView != nil,
                "TUIViewController.present(_:animated:completion:): a popover needs a sourceItem or a sourceView before it is presented")
        }
        let style = popover?.resolvedStyle(in: window) ?? viewController.modalPresentationStyle
        if let popover, style == .popover { popover.delegate?.prepareForPopoverPresentation(popover) }
        storedPresentedViewController = viewController
        viewController.storedPresentingViewController = self
        viewController.isBeingPresentedFlag = true
        let covered = style == .fullScreen ? coveredController : nil
        viewController.loadViewIfNeeded()
        covered?.beginAppearanceTransition(false, animated: animated)
        viewController.beginAppearanceTransition(true, animated: animated)
        let container = PresentationContainerView(style: style, presented: viewController)
        viewController.presentationContainer = container
        container.frame = window.bounds
        viewController.view.translatesAutoresizingMaskIntoConstraints = true
        viewController.view.frame = container.contentFrame
        container.addSubview(viewController.view)
        viewController.focusBeforePresentation = window.focusedView
        window.setFocus(to: nil, heading: [])
        window.addSubview(container)
        covered?.viewIfLoaded?.isHidden = true
        // As UIKit does for full-screen presentations, the covered view is
        // removed when the transition ends: the presented controller has
        // appeared before the covered one has disappeared.
        let finish = {
            viewController.endAppearanceTransition()
            covered?.endAppearanceTransition()
            completion?()
        }
        if animated && container.slides {
            container.slideIn(completion: finish)
        } else {
            finish()
        }
    }

    /// Dismisses the controller this one presents or, when it presents none,
    /// this controller itself.
    ///
    /// - Parameters:
    ///   - animated: Passed on to the appearance callbacks.
    ///   - completion: Runs once the dismissed view has disappeared.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard let presented = storedPresentedViewController ?? (storedPresentingViewController != nil ? self : nil),
            let presenting = presented.storedPresentingViewController
        else {
            completion?()
            return
        }
        if presented.storedPresentedViewController != nil { presented.dismiss(animated: false) }
        let container = presented.presentationContainer
        // A presentation still rising has appeared before it goes.
        if let container { ViewAnimator.finishMotion(of: container) }
        let covered = container?.style == .fullScreen ? presenting.coveredController : nil
        presented.isBeingDismissedFlag = true
        presented.beginAppearanceTransition(false, animated: animated)
        covered?.beginAppearanceTransition(true, animated: animated)
        covered?.viewIfLoaded?.isHidden = false
        presented.storedPresentingViewController = nil
        presenting.storedPresentedViewController = nil
        // Keys go back where they were before the presentation, as UIKit's
        // focus system restores the previously focused item, at once: a
        // sheet sliding away takes no more keys.
        container?.isLeaving = true
        if let previous = presented.focusBeforePresentation, let window = previous.window {
            window.requestFocusUpdate(to: previous)
        }
        presented.focusBeforePresentation = nil
        let finish = {
            container?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentationContainer = nil
            presented.storedPopoverPresentationController?.arrowDirection = .unknown
            // The uncovered controller has appeared before the dismissed one has disappeared.
            covered?.endAppearanceTransition()
            presented.endAppearanceTransition()
            completion?()
        }
        if animated, let container, container.slides {
            container.slideOut(completion: finish)
        } else {
            finish()
        }
    }

    /// The controller a full-screen presentation from this one covers: the
    /// outermost controller whose view is the window's root or a presented one.
    private var coveredController: TUIViewController {
        var controller: TUIViewController = self
        while let parent = controller.storedParent { controller = parent }
        return controller
    }
}
