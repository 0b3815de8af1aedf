import struct Foundation.IndexPath

/// A data source that takes snapshots of identifiers and updates its table
/// view by what changed between them; the table view's counterpart of
/// ``TUICollectionViewDiffableDataSource``, with the same snapshots and the
/// same `apply`.
///
/// ```swift
/// final class SettingsDataSource: TUITableViewDiffableDataSource<Group, Setting.ID> {
///     override func tableView(_ tableView: TUITableView, titleForHeaderInSection section: Int) -> String? {
///         sectionIdentifier(for: section)?.title
///     }
/// }
/// let dataSource = SettingsDataSource(tableView: tableView) { tableView, indexPath, id in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = settings[id]?.title
///     cell.contentConfiguration = content
///     return cell
/// }
/// dataSource.apply(snapshot)
/// ```
///
/// Section titles come from ``tableView(_:titleForHeaderInSection:)`` and
/// ``tableView(_:titleForFooterInSection:)``: override them in a subclass.
@MainActor
open class TUITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    TUICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TUITableViewDataSource
{
    /// Makes the cell for a row's item.
    public typealias CellProvider = @MainActor (TUITableView, IndexPath, ItemIdentifierType) -> TUITableViewCell?

    /// Creates a data source for a table view and becomes its data source.
    public init(tableView: TUITableView, cellProvider: @escaping CellProvider) {
        super.init(collectionView: tableView) { collectionView, indexPath, item in
            cellProvider(TUITableView.required(collectionView, by: "TUITableViewDiffableDataSource's cell provider"), indexPath, item)
        }
    }

    // MARK: - TUITableViewDataSource

    /// The number of sections in the current snapshot.
    public func numberOfSections(in tableView: TUITableView) -> Int {
        numberOfSections(in: tableView as TUICollectionView)
    }

    /// The number of items in a section of the current snapshot.
    public func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int {
        collectionView(tableView, numberOfItemsInSection: section)
    }

    /// The cell the cell provider makes for the row's item.
    public func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
        guard let cell = collectionView(tableView, cellForItemAt: indexPath) as? TUITableViewCell else {
            preconditionFailure("TUITableViewDiffableDataSource: the cell for \(indexPath) is not a TUITableViewCell")
        }
        return cell
    }

    /// The title above a section; none by default. Override to give one.
    open func tableView(_ tableView: TUITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The text below a section; none by default. Override to give one.
    open func tableView(_ tableView: TUITableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: - Editing

    /// No row is editable by default, as in UIKit; override to return true
    /// for rows the user may delete or insert at.
    open func tableView(_ tableView: TUITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; override to delete the row's item (apply a snapshot
    /// without it) or insert one.
    open func tableView(
        _ tableView: TUITableView, commit editingStyle: TUITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// No row moves by default, as in UIKit; override to return true for
    /// rows the user may move.
    open func tableView(_ tableView: TUITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the row's item in the current snapshot. Override to update
    /// your data too, and call `super`.
    open func tableView(_ tableView: TUITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _ = moveInSnapshot(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// A view showing the section's header or footer title, or nil.
    public override func collectionView(
        _ collectionView: TUICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> TUICollectionReusableView? {
        TUITableView.required(collectionView, by: "collectionView(_:viewForSupplementaryElementOfKind:at:)")
            .titleView(ofKind: kind, section: indexPath.section, from: self)
    }
}
