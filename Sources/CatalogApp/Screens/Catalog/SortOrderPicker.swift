import Foundation
import TUIKit

/// The list of sort orders the Sort button shows in a popover: the current
/// order checked, the keys on it; Enter or a click picks one and closes.
final class SortOrderPicker: TUITableViewController {
    private let orders = CatalogSortOrder.allCases
    private let current: CatalogSortOrder
    private let pick: @MainActor (CatalogSortOrder) -> Void

    /// Creates a picker showing `current` checked, which calls `pick` with the order chosen.
    init(current: CatalogSortOrder, pick: @escaping @MainActor (CatalogSortOrder) -> Void) {
        self.current = current
        self.pick = pick
        super.init(style: .plain)
        title = "Sort By"
        // The widest title, the checkmark and the cell's margins; a row per order.
        let widest = orders.map(\.title.count).max() ?? 0
        preferredContentSize = Size(width: widest + 6, height: orders.count)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "order")
    }

    /// The keys start on the order in use.
    override func indexPathForPreferredFocusedView(in tableView: TUITableView) -> IndexPath? {
        orders.firstIndex(of: current).map { IndexPath(row: $0, section: 0) }
    }

    override func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int { orders.count }

    override func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        let order = orders[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = order.title
        cell.contentConfiguration = content
        cell.accessoryType = order == current ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: TUITableView, didSelectRowAt indexPath: IndexPath) {
        let order = orders[indexPath.row]
        let pick = pick
        dismiss(animated: true) { pick(order) }
    }
}
