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

    /// The accessory at the trailing edge; none by default. Setting it
    /// replaces the cell's ``TUICollectionViewListCell/accessories``.
    public var accessoryType = AccessoryType.none {
        didSet {
            guard accessoryType != oldValue else { return }
            switch accessoryType {
            case .none: accessories = []
            case .disclosureIndicator: accessories = [.disclosureIndicator()]
            case .checkmark: accessories = [.checkmark()]
            }
        }
    }

    /// Creates a cell; a table view calls this for registered classes.
    public required init(frame: Rect) {
        super.init(frame: frame)
    }
}
