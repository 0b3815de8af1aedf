import Testing

import struct Foundation.IndexPath

@testable import TUIKit

/// A table view on a headless screen, fed by hand through the table data
/// source and delegate protocols.
@MainActor
final class TableScreen: TUITableViewDataSource, TUITableViewDelegate {
    struct Section {
        var header: String?
        var footer: String?
        var rows: [String]
    }

    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface
    let tableView: TUITableView
    var sections: [Section]
    var events: [String] = []
    var accessory: (String) -> TUITableViewCell.AccessoryType = { _ in .none }
    var trailingActions: ((IndexPath) -> TUISwipeActionsConfiguration?)?

    init(style: TUITableView.Style, width: Int = 22, height: Int = 8, sections: [Section]) {
        (app, window, surface) = makeApp(width: width, height: height)
        self.sections = sections
        tableView = TUITableView(frame: Rect(x: 0, y: 0, width: width, height: height), style: style)
        tableView.showsVerticalScrollIndicator = false
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        window.addSubview(tableView)
        display()
    }

    func display() { app.mainLoop?.displayIfNeeded() }
    func press(_ events: Event...) { send(events, to: app, surface: surface) }
    var cellCount: Int { tableView.subviews.filter { $0 is TUITableViewCell }.count }

    func numberOfSections(in tableView: TUITableView) -> Int { sections.count }

    func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = accessory(sections[indexPath.section].rows[indexPath.row])
        return cell
    }

    func tableView(_ tableView: TUITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: TUITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: TUITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: TUITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(
        _ tableView: TUITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> TUISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }
}

@MainActor
@Suite("Table view")
struct TableViewTests {
    static let produce = [
        TableScreen.Section(header: "FRUIT", footer: "Ripe today", rows: ["Apple", "Pear"]),
        TableScreen.Section(header: nil, footer: nil, rows: ["Bread"]),
        TableScreen.Section(header: "VEGETABLES", footer: nil, rows: ["Leek"]),
    ]

    @Test func aPlainTableShowsTitlesOnlyWhereTheDataSourceGivesThem() {
        let screen = TableScreen(style: .plain, height: 8, sections: Self.produce)
        screen.accessory = { $0 == "Pear" ? .checkmark : $0 == "Leek" ? .disclosureIndicator : .none }
        screen.tableView.reloadData()
        screen.display()
        #expect(
            screen.surface.text == """
                 FRUIT
                 Apple
                 Pear              ✓
                 Ripe today
                 Bread
                 VEGETABLES
                 Leek              ›

                """)
        #expect(screen.surface.lastFrame?[1, 0].style.attributes.contains(.bold) == true)
        #expect(screen.tableView.contentSize.height == 7)
    }

    @Test func sectionsWithoutTitlesCountNoHeaderRowsBeforeTheyAreShown() {
        let sections = (0 ..< 100).map { TableScreen.Section(header: nil, footer: nil, rows: ["Row \($0)"]) }
        let screen = TableScreen(style: .plain, height: 4, sections: sections)
        #expect(screen.tableView.contentSize.height == 100)
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 90)).minY == 90)
    }

    @Test func anInsetGroupedTableFramesEachSection() {
        let screen = TableScreen(style: .insetGrouped, height: 14, sections: Self.produce)
        #expect(
            screen.surface.text == """
                  FRUIT
                ╭────────────────────╮
                │ Apple              │
                │ Pear               │
                ╰────────────────────╯
                  Ripe today

                ╭────────────────────╮
                │ Bread              │
                ╰────────────────────╯

                  VEGETABLES
                ╭────────────────────╮
                │ Leek               │
                """)
    }

    @Test func thePlainStylesHeaderStaysAtTheTopWhileItsRowsScroll() {
        let rows = (0 ..< 30).map { "Row \($0)" }
        let screen = TableScreen(
            style: .plain, height: 4,
            sections: [
                .init(header: "FIRST", footer: nil, rows: rows),
                .init(header: "SECOND", footer: nil, rows: ["Last", "x", "y"]),
            ])
        screen.tableView.contentOffset = Point(x: 0, y: 10)
        screen.display()
        #expect(
            screen.surface.text == """
                 FIRST
                 Row 10
                 Row 11
                 Row 12
                """)
        // At the end of its section the header is pushed up by the next one.
        screen.tableView.contentOffset = Point(x: 0, y: 29)
        screen.display()
        #expect(
            screen.surface.text == """
                 FIRST
                 Row 29
                 SECOND
                 Last
                """)
        screen.tableView.contentOffset = Point(x: 0, y: 31)
        screen.display()
        #expect(
            screen.surface.text == """
                 SECOND
                 Last
                 x
                 y
                """)
        // Moving up with the keyboard keeps the focused row below the header.
        screen.tableView.contentOffset = Point(x: 0, y: 10)
        screen.display()
        screen.window.requestFocusUpdate(to: screen.tableView)
        screen.tableView.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .none)
        screen.press(key(.up), key(.up))
        #expect(screen.tableView.indexPathForFocusedItem == IndexPath(row: 8, section: 0))
        #expect(screen.surface.text.hasPrefix(" FIRST\n Row 8\n Row 9\n Row 10"))
        screen.tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        screen.display()
        #expect(screen.surface.text.hasPrefix(" FIRST\n Row 20\n"))
        // A click on the pinned header selects nothing.
        screen.tableView.contentOffset = Point(x: 0, y: 10)
        screen.display()
        screen.press(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 0))), .mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 0))))
        #expect(screen.events.isEmpty)
    }

    @Test func keysAndClicksSelectRowsAndTellTheTableDelegate() {
        let screen = TableScreen(style: .plain, sections: Self.produce)
        screen.window.requestFocusUpdate(to: screen.tableView)
        screen.press(key(.down), key(.down), key(.enter))
        #expect(screen.events == ["select 1.0"])
        #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        #expect(screen.surface.lastFrame?[2, 4].style.background == .cyan)
        screen.press(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 1))), .mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 1))))
        #expect(screen.events == ["select 1.0", "deselect 1.0", "select 0.0"])
        screen.tableView.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(screen.tableView.indexPathsForSelectedRows == nil)
    }

    @Test func scrollingTenThousandRowsKeepsTheCellCountBounded() async {
        let rows = (0 ..< 10_000).map { "Row \($0)" }
        let screen = TableScreen(style: .plain, height: 8, sections: [.init(header: nil, footer: nil, rows: rows)])
        var most = screen.cellCount
        for step in 1 ... 200 {
            screen.tableView.scrollToRow(at: IndexPath(row: step * 49, section: 0), at: .middle, animated: false)
            screen.display()
            most = max(most, screen.cellCount)
            // Let other main-actor work (timers of other tests) run between steps.
            await Task.yield()
        }
        #expect(most <= 8 + 2 * TUICollectionView.overscanRows + 1)
        #expect(screen.surface.text.contains(" Row 9800\n"))
        for indexPath in screen.tableView.indexPathsForVisibleRows ?? [] {
            let text = (screen.tableView.cellForRow(at: indexPath)?.contentConfiguration as? TUIListContentConfiguration)?.text
            #expect(text == rows[indexPath.row])
        }
    }

    @Test func aFixedRowHeightGivesEveryRowThatHeight() {
        let screen = TableScreen(style: .plain, height: 6, sections: [.init(header: nil, footer: nil, rows: ["A", "B", "C"])])
        screen.tableView.rowHeight = 2
        screen.display()
        #expect(
            screen.surface.text == """
                 A

                 B

                 C

                """)
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == Rect(x: 0, y: 4, width: 22, height: 2))
    }

    @Test func trailingSwipeActionsComeFromTheTableDelegate() {
        let log = CallbackLog()
        let screen = TableScreen(
            style: .plain, width: 24, height: 3, sections: [.init(header: nil, footer: nil, rows: ["Alpha", "Beta", "Gamma"])])
        screen.trailingActions = { indexPath in
            TUISwipeActionsConfiguration(actions: [
                TUIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    log.entries.append("delete \(indexPath.row)")
                    done(true)
                }
            ])
        }
        screen.window.requestFocusUpdate(to: screen.tableView)
        screen.press(key(.down), key(.left, .shift))
        #expect(
            screen.surface.text == """
                 Alpha
                 Beta            Delete
                 Gamma
                """)
        screen.press(key(.enter))
        #expect(log.entries == ["delete 1"])
        #expect(!screen.surface.text.contains("Delete"))
    }

    @Test func batchUpdatesMoveCellsAndSelectionWithTheirRows() {
        let screen = TableScreen(style: .plain, sections: [.init(header: nil, footer: nil, rows: ["a", "b", "c", "d"])])
        screen.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let cellC = screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        screen.sections[0].rows = ["new", "a", "d", "c"]
        var completed = false
        screen.tableView.performBatchUpdates(
            {
                screen.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                screen.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                screen.tableView.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 2, section: 0))
            }, completion: { completed = $0 })
        screen.display()
        #expect(completed)
        #expect(screen.surface.text.hasPrefix(" new\n a\n d\n c\n"))
        #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === cellC)
        screen.sections[0].rows.removeFirst()
        screen.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        screen.display()
        #expect(screen.surface.text.hasPrefix(" a\n d\n c\n\n"))
        #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func aBatchThatDisagreesWithTheDataSourceTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let screen = TableScreen(style: .plain, sections: [.init(header: nil, footer: nil, rows: ["a", "b"])])
                screen.sections[0].rows.append("c")
                screen.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
    }
}

/// A diffable table data source whose section titles come from overrides.
@MainActor
final class TitledDataSource: TUITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: TUITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.uppercased()
    }
}

@MainActor
@Suite("Table view diffable data source")
struct TableViewDiffableDataSourceTests {
    @Test func snapshotsFillTheTableAndTitlesComeFromTheSubclass() {
        let (app, window, surface) = makeApp(width: 16, height: 6)
        let tableView = TUITableView(frame: Rect(x: 0, y: 0, width: 16, height: 6), style: .plain)
        tableView.showsVerticalScrollIndicator = false
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
        window.addSubview(tableView)
        var configured: [String] = []
        let dataSource = TitledDataSource(tableView: tableView) { tableView, indexPath, item in
            configured.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = TUIDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["tea", "coffee"])
        snapshot.appendItems(["Green", "Black"], toSection: "tea")
        snapshot.appendItems(["Espresso"], toSection: "coffee")
        dataSource.apply(snapshot)
        app.mainLoop?.displayIfNeeded()
        #expect(
            surface.text == """
                 TEA
                 Green
                 Black
                 COFFEE
                 Espresso

                """)
        configured.removeAll()
        snapshot.moveItem("Espresso", beforeItem: "Green")
        snapshot.reconfigureItems(["Black"])
        dataSource.apply(snapshot)
        app.mainLoop?.displayIfNeeded()
        #expect(configured == ["Black"])
        #expect(surface.text.hasPrefix(" TEA\n Espresso\n Green\n Black\n COFFEE\n"))
        #expect(tableView.numberOfRows(inSection: 1) == 0)
    }
}
