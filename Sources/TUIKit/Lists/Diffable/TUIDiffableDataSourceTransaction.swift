/// What a reordering by the user changed, handed to a diffable data
/// source's ``TUICollectionViewDiffableDataSource/ReorderingHandlers``:
/// UIKit's `NSDiffableDataSourceTransaction`.
///
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
///     guard let self, let order = self.order.applying(transaction.difference) else { return }
///     self.order = order
/// }
/// ```
public struct TUIDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The data source's snapshot before the reordering.
    public let initialSnapshot: TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after the reordering.
    public let finalSnapshot: TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial items to the final ones, all sections
    /// in order, with moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(
        initialSnapshot: TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: TUIDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
    }
}
