/// The controller of an open menu, presented over everything so the
/// focus scope moves into it: the arrow keys move the highlight (skipping
/// disabled rows), Enter, Space or Right choose it or open a submenu, Left
/// closes a submenu, Escape or a click outside closes the menu, and
/// closing gives focus back to where it was.
@MainActor
final class MenuViewController: TUIViewController {
    private let menuView = MenuView()
    private let sender: AnyObject?
    private var deferred: [TUIDeferredMenuElement] = []

    init(menu: TUIMenu, anchor: Rect, sender: AnyObject?) {
        self.sender = sender
        super.init()
        menuView.onChoose = { [weak self] level, row in self?.choose(level: level, row: row) }
        menuView.onClickOutside = { [weak self] in self?.close() }
        open(menu, anchor: anchor, sideways: false)
    }

    /// The menu draws over the window itself.
    override var modalPresentationStyle: TUIModalPresentationStyle {
        get { .overFullScreen }
        set {}
    }

    override func loadView() { view = menuView }

    override var preferredFocusEnvironments: [any TUIFocusEnvironment] { [menuView] }

    /// Keys the menu does not take go to the window, never behind the menu.
    override var next: TUIResponder? { storedView?.window ?? super.next }

    // MARK: - Levels

    private func open(_ menu: TUIMenu, anchor: Rect, sideways: Bool) {
        var level = MenuLevel(menu: menu, anchor: anchor, opensSideways: sideways)
        level.rows = MenuRow.rows(for: menu, deferred: &deferred) { [weak self] in self?.reloadRows() }
        level.highlighted = level.selectableRow(from: 0, step: 1)
        menuView.levels.append(level)
    }

    /// Rebuilds every level's rows (deferred elements arrived, or a state
    /// changed), keeping the highlight on the same element.
    private func reloadRows() {
        var levels = menuView.levels
        for index in levels.indices {
            let old = levels[index].highlighted.flatMap { levels[index].rows[$0].element }
            levels[index].rows = MenuRow.rows(for: levels[index].menu, deferred: &deferred) { [weak self] in self?.reloadRows() }
            levels[index].highlighted =
                levels[index].rows.firstIndex { row in old != nil && row.element === old && row.isSelectable }
                ?? levels[index].selectableRow(from: 0, step: 1)
        }
        menuView.levels = levels
    }

    // MARK: - Choosing

    private func choose(level levelIndex: Int, row: Int) {
        guard menuView.levels.indices.contains(levelIndex) else { return }
        // Choosing in a parent box closes the submenus under it.
        menuView.levels.removeSubrange((levelIndex + 1)...)
        menuView.levels[levelIndex].highlighted = row
        guard case .element(let element, let parent) = menuView.levels[levelIndex].rows[row] else { return }
        if let submenu = element as? TUIMenu {
            open(submenu, anchor: menuView.levels[levelIndex].rect(ofRow: row), sideways: true)
            return
        }
        guard let choosable = element as? any MenuChoosable, !choosable.attributes.contains(.disabled) else { return }
        if parent.options.contains(.singleSelection) {
            for case let sibling as any MenuChoosable in parent.children { sibling.state = sibling === choosable ? .on : .off }
        }
        if choosable.attributes.contains(.keepsMenuPresented) {
            choosable.performFromMenu(sender: sender)
            reloadRows()
        } else {
            let sender = sender
            close { choosable.performFromMenu(sender: sender) }
        }
    }

    /// Closes the menu, then runs `completion`.
    func close(then completion: (@MainActor () -> Void)? = nil) {
        for element in deferred { element.menuDidClose() }
        guard presentingViewController != nil else {
            completion?()
            return
        }
        dismiss(animated: false, completion: completion)
    }

    // MARK: - Keys

    private func moveHighlight(by step: Int) {
        guard var level = menuView.levels.last else { return }
        let start = level.highlighted.map { $0 + step } ?? (step > 0 ? 0 : level.rows.count - 1)
        guard let next = level.selectableRow(from: start, step: step) else { return }
        level.highlighted = next
        level.scrollHighlightedIntoView()
        menuView.levels[menuView.levels.count - 1] = level
    }

    private func chooseHighlighted(opensOnly: Bool) {
        let levelIndex = menuView.levels.count - 1
        guard levelIndex >= 0, let row = menuView.levels[levelIndex].highlighted else { return }
        if opensOnly && !(menuView.levels[levelIndex].rows[row].element is TUIMenu) { return }
        choose(level: levelIndex, row: row)
    }

    private func closeSubmenu() {
        guard menuView.levels.count > 1 else { return }
        menuView.levels.removeLast()
    }

    private lazy var menuKeyCommands: [TUIKeyCommand] = [
        TUIKeyCommand(title: "Move", input: TUIKeyCommand.inputUpArrow, discoverabilityTitle: "Highlight the item above") {
            [weak self] _ in self?.moveHighlight(by: -1)
        },
        TUIKeyCommand(title: "Move", input: TUIKeyCommand.inputDownArrow, discoverabilityTitle: "Highlight the item below") {
            [weak self] _ in self?.moveHighlight(by: 1)
        },
        TUIKeyCommand(title: "Choose", input: "\r", discoverabilityTitle: "Choose the item or open its submenu") {
            [weak self] _ in self?.chooseHighlighted(opensOnly: false)
        },
        TUIKeyCommand(input: " ") { [weak self] _ in self?.chooseHighlighted(opensOnly: false) },
        TUIKeyCommand(title: "Open", input: TUIKeyCommand.inputRightArrow, discoverabilityTitle: "Open the submenu") {
            [weak self] _ in self?.chooseHighlighted(opensOnly: true)
        },
        TUIKeyCommand(title: "Back", input: TUIKeyCommand.inputLeftArrow, discoverabilityTitle: "Close the submenu") {
            [weak self] _ in self?.closeSubmenu()
        },
        TUIKeyCommand(title: "Close", input: TUIKeyCommand.inputEscape, discoverabilityTitle: "Close the menu") {
            [weak self] _ in self?.close()
        },
    ]

    override var keyCommands: [TUIKeyCommand]? { menuKeyCommands }
}
