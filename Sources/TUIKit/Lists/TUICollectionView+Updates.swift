import GraftTerminal

/// A change of a collection view's items, by global item index: the new
/// section counts, where each item went, and which items need their cells
/// made again (reloaded) or configured again in place (reconfigured).
struct ListUpdate {
    var counts: [Int]
    var newToOld: [Int]
    var oldToNew: [Int]
    var reloaded: [Int]
    var reconfigured: [Int]
}

extension TUICollectionView {
    /// Applies a change of items: keeps the cells in view whose items stayed,
    /// recycles those whose items left or were reloaded, configures the
    /// reconfigured ones in place, and carries selection, the keyboard's
    /// item, measured heights and the scroll position over by identity.
    ///
    /// With `animated`, the rows that stayed in view are drawn sliding from
    /// where they showed to their new places, as UIKit animates moves.
    func applyUpdate(_ update: ListUpdate, animated: Bool = false) {
        guard let old = geometry else {
            reloadData()
            return
        }
        let shownBefore = animated && RowMotion.runs(in: self) ? RowMotion.shownOrigins(of: visibleCellsByItem, in: self) : [:]
        let anchor = scrollAnchor(in: old, oldToNew: update.oldToNew)
        var new = ListGeometry(
            counts: update.counts, configuration: geometryConfiguration(width: old.width, sections: update.counts.count),
            previous: old, newToOld: update.newToOld)
        let reloaded = Set(update.reloaded)
        for item in reloaded { new.invalidateMeasurement(ofItem: item) }

        let cells = visibleCellsByItem
        visibleCellsByItem.removeAll(keepingCapacity: true)
        for (oldItem, cell) in cells {
            let newItem = update.oldToNew[oldItem]
            if newItem < 0 || reloaded.contains(newItem) {
                recycle(cell, item: oldItem, indexPath: indexPath(ofItem: oldItem, in: old))
            } else {
                visibleCellsByItem[newItem] = cell
            }
        }
        for view in visibleSupplementaries.values { recycle(view) }
        visibleSupplementaries.removeAll()

        selectedItems = Set(selectedItems.lazy.map { update.oldToNew[$0] }.filter { $0 >= 0 })
        if let focused = focusedItem {
            focusedItem = Self.survivor(of: focused, oldToNew: update.oldToNew)
        }
        if let swiped = swipe?.item {
            let target = update.oldToNew[swiped]
            if target < 0 { swipe = nil } else { swipe?.item = target }
        }
        geometry = new
        if let anchor {
            let line = new.line(ofItem: anchor.item)
            moveBoundsQuietly(toY: new.offset(ofLine: line) + anchor.delta)
        }
        refreshVisibleCellStates()
        reconfigure(items: update.reconfigured)
        setNeedsLayout()
        setNeedsDisplay()
        if !shownBefore.isEmpty {
            layoutIfNeeded()
            RowMotion.slide(visibleCellsByItem, from: shownBefore, in: self)
        }
    }

    /// Reloads and reconfigures items whose places did not change.
    ///
    /// - Complexity: O(1) per item; the geometry changes in place, as a
    ///   copy of it would copy its per-item arrays.
    func updateItemsInPlace(reloaded: [Int], reconfigured: [Int]) {
        guard geometry != nil, !(reloaded.isEmpty && reconfigured.isEmpty) else { return }
        for item in reloaded {
            geometry?.invalidateMeasurement(ofItem: item)
            if let cell = visibleCellsByItem.removeValue(forKey: item), let geometry {
                recycle(cell, item: item, indexPath: indexPath(ofItem: item, in: geometry))
            }
        }
        reconfigure(items: reconfigured)
        setNeedsLayout()
    }

    /// The item the view is anchored to (the first item in view whose item
    /// survives), with how far above the top edge its line starts.
    private func scrollAnchor(in geometry: ListGeometry, oldToNew: [Int]) -> (item: Int, delta: Int)? {
        guard geometry.itemCount > 0, contentOffset.y > 0 else { return nil }
        let first = geometry.line(containingRow: contentOffset.y)
        for line in first ..< geometry.lineCount {
            guard case .items(_, let firstItem, let count) = geometry.line(line) else { continue }
            for item in firstItem ..< firstItem + count where oldToNew[item] >= 0 {
                return (oldToNew[item], contentOffset.y - geometry.offset(ofLine: line))
            }
            if geometry.offset(ofLine: line) > contentOffset.y + bounds.height { break }
        }
        return nil
    }

    /// The new index of an item, or of the nearest item after (else before)
    /// it that survived, so the keyboard stays near where it was.
    private static func survivor(of item: Int, oldToNew: [Int]) -> Int? {
        if oldToNew[item] >= 0 { return oldToNew[item] }
        for candidate in item + 1 ..< oldToNew.count where oldToNew[candidate] >= 0 { return oldToNew[candidate] }
        for candidate in stride(from: item - 1, through: 0, by: -1) where oldToNew[candidate] >= 0 { return oldToNew[candidate] }
        return nil
    }
}

/// How rows move when a collection view animates an update: each cell that
/// stayed in view slides from where it showed to its new place.
@MainActor
enum RowMotion {
    /// A fifth of a second, easing in and out: a row's move reads as a move,
    /// and typing on does not wait for it.
    static let curve = TimingCurve.easeInOut(duration: 0.2)

    /// Whether an animated update moves rows: view animations are on and not
    /// held off (`performWithoutAnimation`), the person did not ask for less
    /// motion, and frames will turn.
    static func runs(in collectionView: TUICollectionView) -> Bool {
        TUIView.areAnimationsEnabled && !MotionPreference.reducesMotion && !ViewAnimator.isSuppressed
            && ViewAnimator.animatingLoop(for: collectionView) != nil
    }

    /// Where each cell shows now, in the collection view's frame coordinates.
    static func shownOrigins(of cells: [Int: TUICollectionViewCell], in collectionView: TUICollectionView) -> [ObjectIdentifier: Point] {
        var origins: [ObjectIdentifier: Point] = [:]
        for cell in cells.values where !cell.isHidden {
            origins[ObjectIdentifier(cell)] = shownOrigin(of: cell, in: collectionView)
        }
        return origins
    }

    /// Slides every cell that showed before from there to where it is now.
    static func slide(
        _ cells: [Int: TUICollectionViewCell], from before: [ObjectIdentifier: Point], in collectionView: TUICollectionView
    ) {
        for cell in cells.values where !cell.isHidden {
            guard let old = before[ObjectIdentifier(cell)] else { continue }
            let now = shownOrigin(of: cell, in: collectionView)
            let offset = Point(x: old.x - now.x, y: old.y - now.y)
            guard offset != .zero else { continue }
            ViewAnimator.slide(cell, from: offset, curve: curve, completion: nil)
        }
    }

    private static func shownOrigin(of cell: TUIView, in collectionView: TUICollectionView) -> Point {
        let bounds = collectionView.bounds.origin
        return Point(
            x: cell.frame.minX + cell.presentationOffset.x - bounds.x, y: cell.frame.minY + cell.presentationOffset.y - bounds.y)
    }
}
