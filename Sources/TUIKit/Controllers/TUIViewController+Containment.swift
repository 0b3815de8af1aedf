// Containment, in UIKit's order.
//
// Adding:                                   Removing:
//   parent.addChild(child)                    child.willMove(toParent: nil)
//     → child.willMove(toParent: parent)      child.view.removeFromSuperview()
//   parent.view.addSubview(child.view)        child.removeFromParent()
//   child.didMove(toParent: parent)             → child.didMove(toParent: nil)
//
// The container calls the steps on the left that have no arrow; the arrows
// are automatic.

extension TUIViewController {
    /// The controllers added with ``addChild(_:)``, in order.
    public var children: [TUIViewController] { storedChildren }

    /// The controller this one is a child of, or nil.
    public var parent: TUIViewController? { storedParent }

    /// Adds `child` as a child controller, first removing it from a previous
    /// parent; calls `child.willMove(toParent: self)`.
    ///
    /// Then add the child's view to this controller's view hierarchy and call
    /// `child.didMove(toParent: self)`. Adding a controller to itself or to
    /// one of its descendants is a programmer error.
    ///
    /// - Parameter child: The controller to add.
    public func addChild(_ child: TUIViewController) {
        var ancestor: TUIViewController? = self
        while let current = ancestor {
            precondition(
                current !== child, "TUIViewController.addChild(_:): a controller cannot be a child of itself or of its descendants")
            ancestor = current.storedParent
        }
        if child.storedParent === self { return }
        if child.storedParent != nil { child.removeFromParent() }
        child.isMovingToParentFlag = true
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    /// Removes the controller from its parent, then calls
    /// `didMove(toParent: nil)`. Call `willMove(toParent: nil)` and remove the
    /// view first. Does nothing without a parent.
    public func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        isMovingFromParentFlag = false
        didMove(toParent: nil)
    }

    /// Replaces the children in `current` by those in `new`, in UIKit's
    /// order: the leaving ones hear `willMove(toParent: nil)` and the
    /// arriving ones are added, then `body` swaps what the container shows,
    /// then the leaving ones are removed and the arriving ones hear
    /// `didMove(toParent:)`. Children in both stay.
    func exchangeChildren(_ current: [TUIViewController], for new: [TUIViewController], around body: () -> Void) {
        let removed = current.filter { controller in !new.contains { $0 === controller } }
        let added = new.filter { controller in !current.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        body()
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Puts a child's view in `container`, filling it and resizing with it.
    func embedView(of child: TUIViewController, in container: TUIView) {
        guard let view = child.view else { return }
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
    }
}
