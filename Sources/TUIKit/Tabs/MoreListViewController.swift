import struct Foundation.IndexPath

/// The root of a tab bar controller's More tab: a table of the tabs that do
/// not fit on the bar, each row with its tab bar item's glyph and title and
/// a disclosure indicator. Choosing a row pushes its controller.
@MainActor
final class MoreListViewController: TUITableViewController {
    private static let rowIdentifier = "more"

    /// The controllers the rows show, as of the last reload.
    private var rows: [TUIViewController] = []

    override init(style: TUITableView.Style) {
        super.init(style: style)
        title = "More"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: Self.rowIdentifier)
        rows = tabBarController?.moreListControllers ?? []
    }

    /// Reloads the rows when coming back, since the tabs' items may have
    /// changed while the list was off screen.
    override func viewWillAppear(_ animated: Bool) {
        reloadRows()
        super.viewWillAppear(animated)
    }

    /// Reloads the rows from the tab bar controller.
    func reloadRows() {
        guard isViewLoaded else { return }
        rows = tabBarController?.moreListControllers ?? []
        tableView.reloadData()
    }

    override func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.rowIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        if rows.indices.contains(indexPath.row) {
            let item = rows[indexPath.row].tabBarItem
            content.text = item?.title ?? rows[indexPath.row].title
            content.image = item?.glyph
        }
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Pushes the chosen controller on the More navigation controller.
    override func tableView(_ tableView: TUITableView, didSelectRowAt indexPath: IndexPath) {
        guard rows.indices.contains(indexPath.row), let navigation = navigationController else { return }
        let chosen = rows[indexPath.row]
        guard !navigation.viewControllers.contains(where: { $0 === chosen }) else { return }
        navigation.pushViewController(chosen, animated: true)
    }
}
