import struct Foundation.IndexPath

/// A view controller whose view is a collection view, as UIKit's
/// `UICollectionViewController`: it makes the collection view with the
/// layout it was given, is its data source and delegate until you set
/// others (a ``TUICollectionViewDiffableDataSource``, say), clears the
/// selection each time it is about to appear, and passes
/// ``setEditing(_:animated:)`` to the collection view.
///
/// ```swift
/// let controller = TUICollectionViewController(collectionViewLayout: .list(using: .init(appearance: .insetGrouped)))
/// dataSource = TUICollectionViewDiffableDataSource(collectionView: controller.collectionView) { ... }
/// ```
///
/// The collection view is the root view, so it takes focus when the
/// controller is shown. Override the data source and delegate methods the
/// class declares. There is no interactive movement gesture yet
/// (`installsStandardGestureForInteractiveMovement`).
@MainActor
open class TUICollectionViewController: TUIViewController, TUICollectionViewDataSource, TUICollectionViewDelegate {
    private let initialLayout: TUICollectionViewCompositionalLayout

    /// Whether the collection view's selection is cleared in
    /// ``viewWillAppear(_:)`` (when coming back from a pushed detail, say);
    /// true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view lays out with `layout`.
    ///
    /// - Parameter layout: How the items are laid out.
    public init(collectionViewLayout layout: TUICollectionViewCompositionalLayout) {
        initialLayout = layout
        super.init()
    }

    /// The collection view, which is the controller's ``TUIViewController/view``.
    public var collectionView: TUICollectionView! {
        get { view as? TUICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    public var collectionViewLayout: TUICollectionViewCompositionalLayout {
        collectionView?.collectionViewLayout ?? initialLayout
    }

    /// Makes a collection view with the controller's layout filling its
    /// container, with the controller as data source and delegate.
    open override func loadView() {
        let collection = TUICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear``
    /// is true; the delegate is not told, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Turns editing on or off for the controller and its collection view.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    // MARK: - Data source

    /// One section; override to have more.
    open func numberOfSections(in collectionView: TUICollectionView) -> Int { 1 }

    /// No items; override to show some.
    open func collectionView(_ collectionView: TUICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Must be overridden by a controller that reports items.
    open func collectionView(_ collectionView: TUICollectionView, cellForItemAt indexPath: IndexPath) -> TUICollectionViewCell {
        preconditionFailure(
            "TUICollectionViewController: override collectionView(_:cellForItemAt:) when collectionView(_:numberOfItemsInSection:) reports items"
        )
    }

    /// No headers or footers; override to show some.
    open func collectionView(
        _ collectionView: TUICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> TUICollectionReusableView? { nil }

    // MARK: - Delegate

    /// Every item may be selected; override to refuse some.
    open func collectionView(_ collectionView: TUICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing; override to respond to a selection.
    open func collectionView(_ collectionView: TUICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Every item may be deselected; override to refuse some.
    open func collectionView(_ collectionView: TUICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }

    /// Does nothing; override to respond to a deselection.
    open func collectionView(_ collectionView: TUICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing; override to adjust a cell before it shows.
    open func collectionView(_ collectionView: TUICollectionView, willDisplay cell: TUICollectionViewCell, forItemAt indexPath: IndexPath) {
    }

    /// Does nothing; override to hear that a cell stopped showing.
    open func collectionView(
        _ collectionView: TUICollectionView, didEndDisplaying cell: TUICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Every item has a primary action; override to say otherwise.
    open func collectionView(_ collectionView: TUICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing; override to open the chosen item.
    open func collectionView(_ collectionView: TUICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}

    /// No preference: focus goes to the first selected item, else the first in view.
    open func indexPathForPreferredFocusedView(in collectionView: TUICollectionView) -> IndexPath? { nil }
}
