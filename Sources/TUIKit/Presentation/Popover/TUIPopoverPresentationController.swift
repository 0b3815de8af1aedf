/// Places a ``TUIModalPresentationStyle/popover`` presentation: a bordered
/// box of the presented controller's
/// ``TUIViewController/preferredContentSize`` next to its anchor, with an
/// arrow toward it. Read it from
/// ``TUIViewController/popoverPresentationController`` after setting the
/// style, and set ``sourceItem`` (or ``sourceView``) before presenting.
///
/// In a compact width the popover becomes a page sheet unless the
/// ``delegate`` answers `.none` to
/// ``TUIAdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:traitCollection:)``.
@MainActor
public final class TUIPopoverPresentationController: TUIPresentationController {
    /// Hears about the popover's presentation, adaptation and dismissal.
    public weak var delegate: (any TUIPopoverPresentationControllerDelegate)?

    /// The view the popover points at, with ``sourceRect``; ``sourceItem`` wins when set.
    public var sourceView: TUIView?

    /// The rectangle in ``sourceView`` the popover points at; zero (the
    /// default) is the view's bounds.
    public var sourceRect = Rect.zero

    /// The view or bar button item the popover points at.
    public var sourceItem: (any TUIPopoverPresentationControllerSourceItem)?

    /// The bar button item the popover points at: ``sourceItem`` when it is one.
    public var barButtonItem: TUIBarButtonItem? {
        get { sourceItem as? TUIBarButtonItem }
        set { sourceItem = newValue }
    }

    /// The directions the arrow may point; `.any` by default.
    public var permittedArrowDirections = TUIPopoverArrowDirection.any

    /// The direction the arrow points while the popover is on screen;
    /// `.unknown` before and after.
    public internal(set) var arrowDirection = TUIPopoverArrowDirection.unknown

    /// A popover adapts to a page sheet, as UIKit's do since iOS 13.
    public override var adaptivePresentationStyle: TUIModalPresentationStyle { .pageSheet }

    override var adaptiveDelegate: (any TUIAdaptivePresentationControllerDelegate)? { delegate }

    /// The anchor in window coordinates: the source item's frame, else the
    /// source rectangle; nil when neither is on screen.
    func anchor(in window: TUIWindow) -> Rect? {
        if let sourceItem { return sourceItem.frame(in: window) }
        guard let sourceView else { return nil }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        guard sourceView.storedWindow === window || sourceView === window else { return nil }
        return sourceView.convert(rect, to: window)
    }

    /// The style to present in: the popover, or in a compact width what
    /// the delegate adapts it to (`.none` keeps the popover).
    func resolvedStyle(in window: TUIWindow) -> TUIModalPresentationStyle {
        let traits = window.traitCollection
        guard traits.horizontalSizeClass == .compact else { return .popover }
        let adapted = adaptivePresentationStyle(for: traits)
        return adapted == .none ? .popover : adapted
    }

    /// Dismisses the popover for Escape or a click outside, asking the
    /// delegate first, in UIKit's order: should dismiss (the popover's
    /// question, then the adaptive one), will dismiss, the disappearance,
    /// did dismiss, then the popover's did dismiss.
    func dismissForUser() {
        guard presentedViewController.presentationContainer?.isLeaving == false else { return }
        let delegate = delegate
        let allowed =
            !presentedViewController.isModalInPresentation
            && (delegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true)
            && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
            delegate?.popoverPresentationControllerDidDismissPopover(self)
        }
    }
}

/// Hears about a popover: before it shows, when the user would dismiss it,
/// and after they did; and, as an adaptive delegate, decides what it becomes
/// in a compact width.
@MainActor
public protocol TUIPopoverPresentationControllerDelegate: TUIAdaptivePresentationControllerDelegate {
    /// Called before the popover shows, while its placement can still change.
    func prepareForPopoverPresentation(_ popoverPresentationController: TUIPopoverPresentationController)

    /// Whether Escape or a click outside may dismiss the popover; true by default.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: TUIPopoverPresentationController) -> Bool

    /// Called after the user dismissed the popover.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: TUIPopoverPresentationController)
}

extension TUIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: TUIPopoverPresentationController) {}

    /// Allows the dismissal.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: TUIPopoverPresentationController
    ) -> Bool { true }

    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: TUIPopoverPresentationController) {}
}
