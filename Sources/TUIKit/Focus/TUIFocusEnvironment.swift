/// Something that takes part in the focus system: it can say where focus
/// should go inside it and ask for focus to be updated.
///
/// Views and view controllers are focus environments, as in UIKit. When a
/// screen appears with nothing focused (after a push, a pop, a presentation,
/// a dismissal, a tab switch, or the app's first frame), the window asks the
/// environments from the top of the active focus scope down for their
/// ``preferredFocusEnvironments`` and focuses the first item that can take
/// focus; an environment that prefers nothing gives focus to its first
/// focusable view in reading order.
///
/// ```swift
/// final class CheckoutViewController: TUIViewController {
///     let doneButton = TUIButton(configuration: .borderedProminent())
///     override var preferredFocusEnvironments: [any TUIFocusEnvironment] { [doneButton] }
/// }
/// ```
@MainActor
public protocol TUIFocusEnvironment: AnyObject {
    /// The environments to search, in order of preference, when focus goes
    /// into this environment.
    var preferredFocusEnvironments: [any TUIFocusEnvironment] { get }

    /// The environment that contains this one: a view's superview or its
    /// view controller, a controller's parent or presenter.
    var parentFocusEnvironment: (any TUIFocusEnvironment)? { get }

    /// Asks for focus to be reset to this environment's preferred item on
    /// the next frame, if focus is inside this environment (or nowhere).
    func setNeedsFocusUpdate()

    /// Carries out a focus update asked for with ``setNeedsFocusUpdate()``
    /// now, instead of on the next frame.
    func updateFocusIfNeeded()

    /// Whether focus may move as `context` describes; both the view losing
    /// focus and the view getting it are asked. True by default.
    func shouldUpdateFocus(in context: TUIFocusUpdateContext) -> Bool

    /// Called after focus moved, on every environment around the view that
    /// lost focus and the one that got it, from the views up.
    func didUpdateFocus(in context: TUIFocusUpdateContext, with coordinator: TUIFocusAnimationCoordinator)

    /// The focus group the environment's items belong to; nil to belong to
    /// the group of the environment around it.
    var focusGroupIdentifier: String? { get }
}

extension TUIFocusEnvironment {
    /// Not in a group of its own, by default.
    public var focusGroupIdentifier: String? { nil }

    /// The group an item in this environment belongs to: its own
    /// identifier, else the nearest one around it.
    var resolvedFocusGroupIdentifier: String? {
        var environment: (any TUIFocusEnvironment)? = self
        while let current = environment {
            if let identifier = current.focusGroupIdentifier { return identifier }
            environment = current.parentFocusEnvironment
        }
        return nil
    }
}

extension TUIFocusEnvironment {
    /// The window the environment is shown in, if any.
    var focusWindow: TUIWindow? {
        switch self {
        case let view as TUIView: return view.window
        case let controller as TUIViewController: return controller.viewIfLoaded?.window
        default: return parentFocusEnvironment?.focusWindow
        }
    }
}

// MARK: - Views

extension TUIView: TUIFocusEnvironment {
    /// Asks the window to move focus to this view's preferred item on the
    /// next frame; see ``TUIFocusEnvironment/setNeedsFocusUpdate()``.
    public func setNeedsFocusUpdate() {
        window?.setNeedsFocusUpdate(in: self)
    }

    /// Carries out a pending focus update now.
    public func updateFocusIfNeeded() {
        guard let window else { return }
        window.layoutIfNeeded()
        window.settleFocus()
    }

    /// The superview, or the view controller whose root view this is.
    public var parentFocusEnvironment: (any TUIFocusEnvironment)? {
        if let controller = owningResponder as? TUIViewController { return controller }
        return superview
    }
}

// MARK: - View controllers

extension TUIViewController: TUIFocusEnvironment {
    /// Asks the window to move focus into this controller on the next frame.
    public func setNeedsFocusUpdate() {
        guard let view = viewIfLoaded else { return }
        view.window?.setNeedsFocusUpdate(in: self)
    }

    /// Carries out a pending focus update now.
    public func updateFocusIfNeeded() {
        viewIfLoaded?.updateFocusIfNeeded()
    }

    /// The focus group its container puts the controller's items in, such
    /// as a split view controller's column; nil otherwise.
    public var focusGroupIdentifier: String? { storedParent?.focusGroupIdentifier(forChild: self) }

    /// The parent controller, or the presenting one for a presented
    /// controller, or the superview of the root view.
    public var parentFocusEnvironment: (any TUIFocusEnvironment)? {
        if let storedParent { return storedParent }
        if let storedPresentingViewController { return storedPresentingViewController }
        return storedView?.superview
    }
}
