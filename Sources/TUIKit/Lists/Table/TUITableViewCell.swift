/// A row of a ``TUITableView``: a list cell with UIKit's table-cell
/// accessory types.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.text = setting.title
/// cell.contentConfiguration = content
/// cell.accessoryType = .disclosureIndicator
/// ```
@MainActor
open class TUITableViewCell: TUICollectionViewListCell {
    /// What a row shows at its trailing edge.
    public enum AccessoryType: Sendable, Hashable {
        /// Nothing.
        case none
        /// A chevron, `›`: the row leads somewhere.
        case disclosureIndicator
        /// A checkmark, `✓`, in the tint color.
        case checkmark
    }

    /// The accessory at the trailing edge while the table is not editing;
    /// none by default. Setting it replaces the cell's
    /// ``TUICollectionViewListCell/accessories``.
    public var accessoryType = AccessoryType.none {
        didSet {
            guard accessoryType != oldValue else { return }
            switch accessoryType {
            case .none: accessories = []
            case .disclosureIndicator: accessories = [.disclosureIndicator(displayed: .whenNotEditing)]
            case .checkmark: accessories = [.checkmark(displayed: .whenNotEditing)]
            }
        }
    }

    /// The accessory at the trailing edge while the table is editing; none
    /// by default. ``accessoryType`` shows only while the table is not editing.
    public var editingAccessoryType = AccessoryType.none {
        didSet { if editingAccessoryType != oldValue { setNeedsLayout() } }
    }

    /// Whether the reorder control `≡` shows while the table is editing, for
    /// rows the data source lets move; false by default, as in UIKit.
    public var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { setNeedsLayout() } }
    }

    /// The editing control the table gives the row while editing, from its
    /// delegate's ``TUITableViewDelegate/tableView(_:editingStyleForRowAt:)``.
    var tableEditingStyle = EditingStyle.none {
        didSet { if tableEditingStyle != oldValue { setNeedsLayout() } }
    }

    /// Whether the table's data source lets the row move.
    var tableCanMove = false {
        didSet { if tableCanMove != oldValue { setNeedsLayout() } }
    }

    /// While editing: the editing control, the accessories shown while
    /// editing, the editing accessory and the reorder control; otherwise
    /// the accessories.
    override var shownAccessories: [TUICellAccessory] {
        guard cellState.isEditing else { return super.shownAccessories }
        var shown: [TUICellAccessory] = []
        switch tableEditingStyle {
        case .none: break
        case .delete: shown.append(.delete())
        case .insert: shown.append(.insert())
        }
        shown += super.shownAccessories
        switch editingAccessoryType {
        case .none: break
        case .disclosureIndicator: shown.append(.disclosureIndicator())
        case .checkmark: shown.append(.checkmark())
        }
        if showsReorderControl, tableCanMove { shown.append(.reorder()) }
        return shown
    }

    /// Creates a cell; a table view calls this for registered classes.
    public required init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The editing control a row shows while its table is editing.
    public enum EditingStyle: Sendable, Hashable {
        /// None.
        case none
        /// The delete control `⊖`: the row can be removed.
        case delete
        /// The insert control `⊕`: a row can be added here.
        case insert
    }
}
