/// Manages one presentation: which controllers take part, and which style
/// it takes in a compact environment. A popover's controller is a
/// ``TUIPopoverPresentationController``; the other styles make none yet.
@MainActor
open class TUIPresentationController {
    /// The controller being presented.
    public unowned let presentedViewController: TUIViewController

    /// The controller presenting it; nil before the presentation and after
    /// the dismissal (UIKit's is never nil).
    public var presentingViewController: TUIViewController? { presentedViewController.presentingViewController }

    /// The style this presentation takes in a compact width when its
    /// delegate does not say otherwise.
    open var adaptivePresentationStyle: TUIModalPresentationStyle { .fullScreen }

    /// The delegate asked about adapting and dismissing; subclasses name it.
    var adaptiveDelegate: (any TUIAdaptivePresentationControllerDelegate)? { nil }

    init(presentedViewController: TUIViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The style to use in an environment of `traitCollection`: the
    /// delegate's answer, or ``adaptivePresentationStyle`` without a delegate.
    ///
    /// - Parameter traitCollection: The environment's traits.
    public func adaptivePresentationStyle(for traitCollection: TUITraitCollection) -> TUIModalPresentationStyle {
        adaptiveDelegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? adaptivePresentationStyle
    }
}

/// Decides how a presentation adapts to a compact environment, and hears
/// about dismissals the user starts (Escape, a click outside a popover).
@MainActor
public protocol TUIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to take in a compact width; by default the controller's
    /// ``TUIPresentationController/adaptivePresentationStyle``. Return
    /// `.none` to keep the presentation's own style.
    func adaptivePresentationStyle(for controller: TUIPresentationController) -> TUIModalPresentationStyle

    /// The style to take in an environment of `traitCollection`; by default
    /// ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(
        for controller: TUIPresentationController, traitCollection: TUITraitCollection
    ) -> TUIModalPresentationStyle

    /// Whether a dismissal the user started may happen; true by default.
    func presentationControllerShouldDismiss(_ presentationController: TUIPresentationController) -> Bool

    /// Called when the user tried to dismiss and was refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: TUIPresentationController)

    /// Called before a dismissal the user started.
    func presentationControllerWillDismiss(_ presentationController: TUIPresentationController)

    /// Called after a dismissal the user started, once the view has disappeared.
    func presentationControllerDidDismiss(_ presentationController: TUIPresentationController)
}

extension TUIAdaptivePresentationControllerDelegate {
    /// The controller's own adaptive style.
    public func adaptivePresentationStyle(for controller: TUIPresentationController) -> TUIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }

    /// ``adaptivePresentationStyle(for:)``'s answer.
    public func adaptivePresentationStyle(
        for controller: TUIPresentationController, traitCollection: TUITraitCollection
    ) -> TUIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: TUIPresentationController) -> Bool { true }

    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: TUIPresentationController) {}

    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: TUIPresentationController) {}

    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: TUIPresentationController) {}
}
