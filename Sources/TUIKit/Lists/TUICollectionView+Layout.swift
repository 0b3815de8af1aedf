import struct Foundation.IndexPath

// The layout pass of a collection view.
//
//   1. Build the geometry when it is missing or the width changed (counts
//      from the data source; measured heights kept where items survive).
//   2. Note the anchor: the line at the top edge and how far into it the
//      view starts.
//   3. Bring in cells, headers and footers for the lines in view (and the
//      pinned header, if headers pin) and measure the new ones; if a
//      measurement changed a height, put the anchor line back where it was
//      (rows above it growing or shrinking must not move what is on screen)
//      and look again.
//   4. Place the cells and the headers and footers, the pinned header at
//      the top edge in front of the cells; send what left the view to the
//      reuse queues.

extension TUICollectionView {
    /// The width items are laid out in: the bounds, less a column for the
    /// vertical indicator when it may show.
    var layoutWidth: Int {
        max(0, bounds.width - (showsVerticalScrollIndicator ? 1 : 0))
    }

    /// The geometry, built from the data source if needed.
    @discardableResult
    func prepareGeometryIfNeeded() -> ListGeometry? {
        let width = layoutWidth
        if let geometry, geometry.width == width { return geometry }
        guard let dataSource else {
            geometry = nil
            return nil
        }
        let counts = itemCounts(from: dataSource)
        let previous = geometry.flatMap { $0.itemCount == counts.reduce(0, +) ? $0 : nil }
        geometry = ListGeometry(
            counts: counts, configuration: geometryConfiguration(width: width, sections: counts.count), previous: previous)
        return geometry
    }

    /// The number of items in each section, as the data source says now.
    func itemCounts(from dataSource: any TUICollectionViewDataSource) -> [Int] {
        let sections = max(0, dataSource.numberOfSections(in: self))
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0 ..< sections {
            counts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
        }
        return counts
    }

    /// How the layout's appearance turns into geometry.
    func geometryConfiguration(width: Int, sections: Int) -> ListGeometry.Configuration {
        switch collectionViewLayout.kind {
        case .grid(let grid):
            return ListGeometry.Configuration(
                width: width, columns: grid.columnCount(width: width), interitemSpacing: grid.interitemSpacing,
                lineGap: grid.lineSpacing, selfSizing: false, itemHeight: grid.itemHeight,
                metrics: { _ in ListGeometry.SectionMetrics() })
        case .list(let list):
            let header = list.headerMode == .supplementary ? 1 : 0
            let footer = list.footerMode == .supplementary ? 1 : 0
            // Sidebars keep their rows off the column's edges, as an inset list does.
            let inset = [.insetGrouped, .sidebar, .sidebarPlain].contains(list.appearance)
            return ListGeometry.Configuration(
                width: width, itemInset: inset ? 1 : 0, lineGap: list.showsSeparators ? 1 : 0,
                selfSizing: fixedItemHeight == nil, itemHeight: fixedItemHeight ?? list.estimatedRowHeight,
                metrics: { [supplementaryEstimate] section in
                    let isLast = section == sections - 1
                    let header = header == 0 ? 0 : supplementaryEstimate?(section, true) ?? header
                    let footer = footer == 0 ? 0 : supplementaryEstimate?(section, false) ?? footer
                    switch list.appearance {
                    case .plain, .sidebarPlain:
                        return ListGeometry.SectionMetrics(headerContent: header, footerContent: footer)
                    case .grouped, .sidebar:
                        return ListGeometry.SectionMetrics(
                            headerContent: header, footerContent: footer, spacingAfter: isLast ? 0 : 1)
                    case .insetGrouped:
                        return ListGeometry.SectionMetrics(
                            headerContent: header, headerChrome: 1, footerChrome: 1, footerContent: footer,
                            spacingAfter: isLast ? 0 : 1)
                    }
                })
        }
    }

    /// Lays out the cells in view (see the steps at the top of this file).
    func layoutItems() {
        guard var geometry = prepareGeometryIfNeeded() else {
            contentSize = .zero
            return
        }
        let anchorLine = geometry.line(containingRow: contentOffset.y)
        let anchorDelta = contentOffset.y - geometry.offset(ofLine: anchorLine)
        // Cells that left the view go back to the queues first, so the
        // items coming in reuse them.
        recycleCells(outside: visibleLines(in: geometry), in: geometry)
        var measuredItems: [(item: Int, height: Int)] = []
        for _ in 0 ..< 4 {
            var changed = false
            var supplementaries: [SupplementaryKey] = []
            if let section = pinnedHeaderSection(in: geometry), !geometry.headerMeasured[section] {
                supplementaries.append(SupplementaryKey(isHeader: true, section: section))
            }
            for line in visibleLines(in: geometry) {
                switch geometry.line(line) {
                case .header(let section) where !geometry.headerMeasured[section]:
                    supplementaries.append(SupplementaryKey(isHeader: true, section: section))
                case .footer(let section) where !geometry.footerMeasured[section]:
                    supplementaries.append(SupplementaryKey(isHeader: false, section: section))
                case .items(_, let first, let count):
                    for item in first ..< first + count where !geometry.isMeasured(item) {
                        let cell = displayedCell(forItem: item, in: geometry)
                        cell.frame = geometry.frame(ofItem: item)
                        measuredItems.append((item, cell.sizeThatFits(Size(width: cell.frame.width, height: 0)).height))
                    }
                default:
                    break
                }
            }
            let measuredSupplementaries = supplementaries.map { ($0, measuredHeight(of: $0, in: geometry)) }
            // The stored geometry lets go while the measurements go in, so
            // they change the arrays in place instead of copying every item's.
            self.geometry = nil
            for (item, height) in measuredItems where geometry.setMeasuredHeight(height, ofItem: item) { changed = true }
            for (key, height) in measuredSupplementaries
            where geometry.setMeasuredHeight(height, ofSupplementaryInSection: key.section, isHeader: key.isHeader) {
                changed = true
            }
            measuredItems.removeAll(keepingCapacity: true)
            self.geometry = geometry
            guard changed else { break }
            if anchorLine > 0 || anchorDelta > 0 {
                moveBoundsQuietly(toY: geometry.offset(ofLine: anchorLine) + anchorDelta)
            }
        }
        contentSize = Size(width: layoutWidth, height: geometry.contentHeight)
        let clamped = clampedContentOffset(contentOffset)
        if clamped.y < contentOffset.y { moveBoundsQuietly(toY: clamped.y) }
        placeVisibleViews(in: geometry)
    }

    /// The lines in view, plus the overscan.
    func visibleLines(in geometry: ListGeometry) -> Range<Int> {
        let top = contentOffset.y - Self.overscanRows
        return geometry.lines(coveringRows: top, contentOffset.y + bounds.height + Self.overscanRows)
    }

    /// Moves the bounds without counting as a scroll by the user: the
    /// content stays where the user was looking.
    func moveBoundsQuietly(toY y: Int) {
        guard y != boundsOrigin.y else { return }
        boundsOrigin.y = y
        updateIndicators()
        setNeedsDisplay()
        delegate?.scrollViewDidScroll(self)
    }

    /// Places the cells, headers and footers of the lines in view, bringing
    /// in what is missing and recycling what left.
    func placeVisibleViews(in geometry: ListGeometry) {
        var wantedItems: [Int] = []
        var wantedSupplementaries: [SupplementaryKey] = []
        for line in visibleLines(in: geometry) {
            switch geometry.line(line) {
            case .header(let section):
                if geometry.metrics[section].headerContent > 0 {
                    wantedSupplementaries.append(SupplementaryKey(isHeader: true, section: section))
                }
            case .footer(let section):
                if geometry.metrics[section].footerContent > 0 {
                    wantedSupplementaries.append(SupplementaryKey(isHeader: false, section: section))
                }
            case .items(_, let first, let count):
                wantedItems.append(contentsOf: first ..< first + count)
            }
        }
        recycleCells(outside: visibleLines(in: geometry), in: geometry)
        for item in wantedItems {
            let cell = displayedCell(forItem: item, in: geometry)
            cell.frame = geometry.frame(ofItem: item)
        }
        let pinned = pinnedHeaderSection(in: geometry)
        if let pinned, geometry.metrics[pinned].headerContent > 0 {
            let key = SupplementaryKey(isHeader: true, section: pinned)
            if !wantedSupplementaries.contains(key) { wantedSupplementaries.append(key) }
        }
        let wantedKeys = Set(wantedSupplementaries)
        for (key, view) in visibleSupplementaries where !wantedKeys.contains(key) {
            visibleSupplementaries[key] = nil
            recycle(view)
        }
        for key in wantedSupplementaries {
            guard let view = displayedSupplementary(key) else { continue }
            guard key.isHeader, key.section == pinned else {
                view.frame = key.isHeader ? geometry.headerFrame(section: key.section) : geometry.footerFrame(section: key.section)
                continue
            }
            pin(view, section: key.section, in: geometry)
        }
    }

    /// The section whose header stays at the top edge, when headers pin:
    /// the section of the top row.
    func pinnedHeaderSection(in geometry: ListGeometry) -> Int? {
        guard collectionViewLayout.listConfiguration?.pinsHeadersToVisibleBounds == true, geometry.lineCount > 0 else { return nil }
        return geometry.section(ofLine: geometry.line(containingRow: max(contentOffset.y, 0)))
    }

    /// Moves a section's header down to the top edge (but not past its
    /// section's last row) and in front of the cells, over which it draws
    /// its background.
    private func pin(_ header: TUICollectionReusableView, section: Int, in geometry: ListGeometry) {
        var frame = geometry.headerFrame(section: section)
        let rows = geometry.rows(ofSection: section)
        frame.origin.y = min(max(frame.minY, contentOffset.y), rows.upperBound - frame.height)
        header.frame = frame
        if header.backgroundColor == nil { header.backgroundColor = backgroundColor ?? .systemBackground }
        if let index = subviews.firstIndex(where: { $0 === horizontalIndicator }), index == 0 || subviews[index - 1] !== header {
            insertSubview(header, belowSubview: horizontalIndicator)
        }
    }

    /// The rows a header or footer's content needs; none when the data
    /// source has no view for it.
    func measuredHeight(of key: SupplementaryKey, in geometry: ListGeometry) -> Int {
        guard let view = displayedSupplementary(key) else { return 0 }
        view.frame = key.isHeader ? geometry.headerFrame(section: key.section) : geometry.footerFrame(section: key.section)
        return view.sizeThatFits(Size(width: view.frame.width, height: 0)).height
    }

    /// Recycles the cells of items outside `lines`.
    func recycleCells(outside lines: Range<Int>, in geometry: ListGeometry) {
        for (item, cell) in visibleCellsByItem where !lines.contains(geometry.line(ofItem: item)) {
            visibleCellsByItem[item] = nil
            recycle(cell, item: item, indexPath: indexPath(ofItem: item, in: geometry))
        }
    }

    /// The cell showing `item`, asking the data source for one if none is.
    func displayedCell(forItem item: Int, in geometry: ListGeometry) -> TUICollectionViewCell {
        if let cell = visibleCellsByItem[item] { return cell }
        guard let dataSource else {
            preconditionFailure("TUICollectionView: laying out items without a data source")
        }
        let indexPath = indexPath(ofItem: item, in: geometry)
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        precondition(
            cell.reuseIdentifier != nil && cell.superview === self,
            "TUICollectionView: the cell for item \(indexPath) was not dequeued from this collection view; use dequeueReusableCell(withReuseIdentifier:for:) or dequeueConfiguredReusableCell(using:for:item:)"
        )
        visibleCellsByItem[item] = cell
        applyState(to: cell, item: item)
        cell.isHidden = false
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// The header or footer in view for `key`, from the data source.
    func displayedSupplementary(_ key: SupplementaryKey) -> TUICollectionReusableView? {
        if let view = visibleSupplementaries[key] { return view }
        let kind = key.isHeader ? Self.elementKindSectionHeader : Self.elementKindSectionFooter
        guard
            let view = dataSource?.collectionView(
                self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: key.section))
        else {
            return nil
        }
        visibleSupplementaries[key] = view
        view.isHidden = false
        return view
    }

    /// Gives a cell the state of its item: selected, focused, swiped,
    /// editing. The cell updates its configuration in its next layout, as
    /// in UIKit, so a focus move that also selects restyles each cell once.
    func applyState(to cell: TUICollectionViewCell, item: Int) {
        let focused = isFocused && focusedItem == item
        cell.updateFlags { flags in
            flags.isSelected = selectedItems.contains(item)
            flags.isFocused = focused
            flags.isSwiped = swipe?.item == item
            flags.isEditing = isEditing
        }
        cell.swipeActionsView = swipe?.item == item ? swipe : nil
        if isEditing, let geometry { editingRules.prepare(cell, at: indexPath(ofItem: item, in: geometry), in: self) }
        cell.isHighlighted = reorderDrag == item
    }

    /// Brings every visible cell's state up to date.
    func refreshVisibleCellStates() {
        for (item, cell) in visibleCellsByItem { applyState(to: cell, item: item) }
    }

    // MARK: - Updating items in place

    /// Runs the cell provider again for items in view, keeping their cells.
    func reconfigure(items: [Int]) {
        guard geometry != nil, let dataSource else { return }
        for item in items {
            // In place: a copy of the geometry would copy every item's measurement.
            geometry?.invalidateMeasurement(ofItem: item)
            guard let cell = visibleCellsByItem[item], let geometry else { continue }
            let indexPath = indexPath(ofItem: item, in: geometry)
            cellInPlace = (item, cell)
            let result = dataSource.collectionView(self, cellForItemAt: indexPath)
            cellInPlace = nil
            if result !== cell {
                visibleCellsByItem[item] = nil
                recycle(cell, item: item, indexPath: indexPath)
                visibleCellsByItem[item] = result
                result.isHidden = false
                collectionDelegate?.collectionView(self, willDisplay: result, forItemAt: indexPath)
            }
            applyState(to: result, item: item)
        }
        setNeedsLayout()
    }
}
