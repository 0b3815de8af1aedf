/// A view a collection view reuses: a cell, or a header or footer.
///
/// Views scrolled out of sight go into a reuse queue by their
/// ``reuseIdentifier``; the next dequeue for that identifier gets one back,
/// after ``prepareForReuse()``. Subclasses must keep `init(frame:)`, which the
/// collection view calls to make new ones.
@MainActor
open class TUICollectionReusableView: TUIView {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view; the collection view calls this for registered classes.
    public required override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Called just before the view is handed out again by a dequeue. Reset
    /// per-item state here. Does nothing by default.
    open func prepareForReuse() {}
}
