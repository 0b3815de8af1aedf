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

    private var shownAccessories: [TUICellAccessory] {
        accessories.filter { $0.isShown(editing: cellState.isEditing) }
    }

    /// The columns the accessories take, with a column of space after the
    /// last one.
    private var accessoriesWidth: Int {
        let shown = shownAccessories
        guard !shown.isEmpty else { return 0 }
        return shown.reduce(0) { $0 + $1.symbol.displayWidth + 1 } + 1
    }

    override var contentFrame: Rect {
        var frame = bounds
        frame.size.width = max(0, frame.width - accessoriesWidth)
        return frame
    }

    /// Draws the background, then the accessories on the first line.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        super.draw(rect, in: &canvas)
        var x = bounds.minX + contentFrame.width
        let selected = cellState.isSelected
        for accessory in shownAccessories {
            let defaultColor: TUIColor = accessory.kind == .checkmark ? tintColor : .gray
            let color = selected ? Color.black : terminalColor(accessory.tintColor ?? defaultColor)
            x += canvas.write(accessory.symbol, at: Point(x: x, y: bounds.minY), style: Style(foreground: color)) + 1
        }
    }
}
