// Appearance callbacks.
//
// Each controller tracks where its view is:
//
//     disappeared ──will appear──▶ appearing ──did appear──▶ appeared
//          ▲                                                   │
//          └──did disappear── disappearing ◀──will disappear───┘
//
// A callback is sent only when it moves the state along this cycle, so they
// come exactly once per transition and always in balanced pairs; asking for
// "will appear" while disappearing cancels the disappearance (will appear is
// sent again, as UIKit does for an interrupted transition).
//
// Who drives the transitions:
//
// - The view hierarchy. When a controller's root view enters a window,
//   `viewWillAppear` is sent before the move and `viewDidAppear` after it;
//   leaving a window sends `viewWillDisappear` and `viewDidDisappear` the
//   same way. A child added with `addChild(_:)` whose view enters a window
//   before `didMove(toParent:)` gets `viewDidAppear` after `didMove(toParent:)`:
//
//       addChild(child)               child.willMove(toParent: parent)
//       parent.view.addSubview(...)   child.viewWillAppear
//       child.didMove(toParent:)      child.didMove(toParent: parent), child.viewDidAppear
//
//   Removal (willMove(toParent: nil), removeFromSuperview, removeFromParent)
//   sends viewWillDisappear and viewDidDisappear at removeFromSuperview.
// - Containers (navigation, presentation) call beginAppearanceTransition and
//   endAppearanceTransition themselves, so they can interleave two
//   controllers in UIKit's order.
//
// Parents go first: a controller forwards each callback to its children whose
// views are in its view hierarchy, after its own callback.

/// Where a view controller's view is in its appearance cycle.
enum AppearanceState: Sendable {
    case disappeared, appearing, appeared, disappearing
}

extension TUIViewController {
    // MARK: - Appearance state

    /// Tells the controller its view is about to appear (`true`) or
    /// disappear (`false`), sending ``viewWillAppear(_:)`` or
    /// ``viewWillDisappear(_:)`` if that moves it along its appearance cycle.
    ///
    /// Containers that manage their children's appearance call this, then
    /// ``endAppearanceTransition()`` when the transition is over.
    ///
    /// - Parameters:
    ///   - isAppearing: Whether the view is appearing.
    ///   - animated: Whether the transition is animated; passed on.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            loadViewIfNeeded()
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        lastTransitionAnimated = animated
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInViewHierarchy {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``,
    /// sending ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``.
    public func endAppearanceTransition() {
        windowBeganTransition = false
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(lastTransitionAnimated)
            isBeingPresentedFlag = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(lastTransitionAnimated)
            isBeingDismissedFlag = false
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInViewHierarchy where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// Whether the view has appeared and not begun to disappear.
    var isAppeared: Bool { appearanceState == .appeared }

    /// The children whose views are in this controller's view hierarchy.
    var childrenInViewHierarchy: [TUIViewController] {
        guard let root = storedView else { return [] }
        return storedChildren.filter { $0.storedView?.isDescendant(of: root) == true }
    }

    // MARK: - Window hooks

    /// The root view is about to enter or leave a window.
    func rootViewWillMove(toWindow newWindow: TUIWindow?) {
        let entering = newWindow != nil
        let state = appearanceState
        guard entering ? state == .disappeared : state == .appeared else { return }
        beginAppearanceTransition(entering, animated: false)
        windowBeganTransition = true
    }

    /// The root view entered or left a window.
    func rootViewDidMoveToWindow() {
        guard windowBeganTransition else { return }
        if isMovingToParentFlag, appearanceState == .appearing {
            endsAppearanceAtDidMove = true
            return
        }
        endAppearanceTransition()
    }
}
