/// A cell for list layouts: a ``TUIListContentConfiguration`` by default,
/// accessories at the trailing edge, and room for swipe actions.
///
/// ```swift
/// let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, Product> { cell, _, product in
///     var content = cell.defaultContentConfiguration()
///     content.text = product.name
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
@MainActor
open class TUICollectionViewListCell: TUICollectionViewCell {
    /// The accessories, leading to trailing, drawn at the cell's trailing
    /// edge with one column between them.
    public var accessories: [TUICellAccessory] = [] {
        didSet {
            guard accessories != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Creates a list cell.
    public required init(frame: Rect) {
        super.init(frame: frame)
        backgroundConfiguration = .listPlainCell()
    }

    /// A list content configuration to start from: ``TUIListContentConfiguration/cell()``.
    public func defaultContentConfiguration() -> TUIListContentConfiguration {
        .cell()
    }

    /// The accessories showing now, leading to trailing; a table cell adds
    /// its editing controls.
    var shownAccessories: [TUICellAccessory] {
        accessories.filter { $0.isShown(editing: cellState.isEditing) }
    }

    /// The leading accessories, with a column of space after each.
    private var leadingWidth: Int {
        shownAccessories.filter(\.isLeading).reduce(0) { $0 + $1.symbol.displayWidth + 1 }
    }

    /// The columns the trailing accessories take, with a column of space
    /// after the last one.
    private var trailingWidth: Int {
        let trailing = shownAccessories.filter { !$0.isLeading }
        guard !trailing.isEmpty else { return 0 }
        return trailing.reduce(0) { $0 + $1.symbol.displayWidth + 1 } + 1
    }

    override var contentFrame: Rect {
        let leading = min(leadingWidth, bounds.width)
        return Rect(
            x: bounds.minX + leading, y: bounds.minY, width: max(0, bounds.width - leading - trailingWidth), height: bounds.height)
    }

    /// Where each accessory is drawn on the first line, in the cell's coordinates.
    var accessoryPlacements: [(accessory: TUICellAccessory, x: Int)] {
        var placements: [(accessory: TUICellAccessory, x: Int)] = []
        var leadingX = bounds.minX
        var trailingX = contentFrame.maxX
        for accessory in shownAccessories {
            if accessory.isLeading {
                placements.append((accessory, leadingX))
                leadingX += accessory.symbol.displayWidth + 1
            } else {
                placements.append((accessory, trailingX))
                trailingX += accessory.symbol.displayWidth + 1
            }
        }
        return placements
    }

    /// The accessory drawn at column `x` of the cell, if any.
    func accessory(atX x: Int) -> TUICellAccessory? {
        accessoryPlacements.first { x >= $0.x && x < $0.x + $0.accessory.symbol.displayWidth }?.accessory
    }

    /// Draws the background, then the accessories on the first line.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        let selected = cellState.isSelected
        for (accessory, x) in accessoryPlacements {
            let defaultColor: TUIColor = accessory.kind == .checkmark ? tintColor : .gray
            let color = selected ? Color.black : terminalColor(accessory.tintColor ?? defaultColor)
            _ = canvas.write(accessory.symbol, at: Point(x: x, y: bounds.minY), style: Style(foreground: color))
        }
    }
}
