/// Something a popover can point at: a view or a bar button item.
@MainActor
public protocol TUIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates; nil when it is not on screen.
    func frame(in referenceView: TUIView) -> Rect?
}

extension TUIView: TUIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates, when both are in the same window.
    public func frame(in referenceView: TUIView) -> Rect? {
        guard let window = storedWindow, referenceView.storedWindow === window || referenceView === window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension TUIBarButtonItem: TUIPopoverPresentationControllerSourceItem {
    /// The frame of the button a bar shows for the item, in `referenceView`'s coordinates.
    public func frame(in referenceView: TUIView) -> Rect? {
        shownButtonInWindow?.frame(in: referenceView)
    }
}
