import GraftHosting

extension ProductListViewController {
    /// Puts the keys on the first product of `category` and scrolls its
    /// section to the top, header included; does nothing when no product of
    /// that category is listed.
    func showCategory(_ category: String) {
        guard let collectionView, let dataSource = collectionView.dataSource as? TUICollectionViewDiffableDataSource<String, Int>,
            let section = dataSource.index(for: category)
        else { return }
        let first = IndexPath(item: 0, section: section)
        collectionView.selectItem(at: first, animated: false, scrollPosition: .top)
        // The section's one-row header goes above its first product.
        var offset = collectionView.contentOffset
        offset.y = max(0, offset.y - 1)
        collectionView.contentOffset = offset
    }
}
