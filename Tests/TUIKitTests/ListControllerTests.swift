import Testing

import struct Foundation.IndexPath

@testable import TUIKit

/// A table controller listing fruit, pushing a detail for the row chosen.
@MainActor
private final class FruitsViewController: TUITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        tableView.register(TUITableViewCell.self, forCellReuseIdentifier: "row")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: TUITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: TUITableView, cellForRowAt indexPath: IndexPath) -> TUITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: TUITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.row)")
        let detail = TUIViewController()
        detail.title = fruits[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// A collection controller listing letters.
@MainActor
private final class LettersViewController: TUICollectionViewController {
    let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
    }

    override func collectionView(_ collectionView: TUICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: TUICollectionView, cellForItemAt indexPath: IndexPath) -> TUICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: ["a", "b", "c"][indexPath.item])
    }
}

@MainActor
@Suite("Table and collection view controllers")
struct ListControllerTests {
    private func lines(_ surface: HeadlessSurface) -> [Substring] {
        surface.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private func showFruits() -> (
        app: TUIApplication, surface: HeadlessSurface, navigation: TUINavigationController, fruits: FruitsViewController
    ) {
        let (app, window, surface) = makeApp(width: 30, height: 5)
        let fruits = FruitsViewController(style: .plain)
        let navigation = TUINavigationController(rootViewController: fruits)
        window.rootViewController = navigation
        app.mainLoop?.displayIfNeeded()
        return (app, surface, navigation, fruits)
    }

    @Test func theTableIsTheViewItsRowsShowAndItTakesFocus() {
        let (app, surface, _, fruits) = showFruits()
        #expect(fruits.view === fruits.tableView)
        #expect(fruits.tableView.style == .plain)
        #expect(lines(surface)[0] == "            Fruits    [ Edit ]")
        #expect(lines(surface)[1].contains("Apple") && lines(surface)[3].contains("Cherry"))
        #expect(app.keyWindow?.focusedView === fruits.tableView)
    }

    @Test func theSelectionIsClearedWhenTheTableAppearsAgain() {
        let (app, surface, navigation, fruits) = showFruits()
        send([key(.down), key(.enter)], to: app, surface: surface)
        #expect(fruits.events == ["select 1"])
        #expect(navigation.topViewController?.title == "Banana")
        #expect(fruits.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        send([key(.escape)], to: app, surface: surface)
        #expect(navigation.topViewController === fruits)
        #expect(fruits.tableView.indexPathForSelectedRow == nil)
        #expect(app.keyWindow?.focusedView === fruits.tableView)
    }

    @Test func theSelectionStaysWhenClearingIsTurnedOff() {
        let (app, surface, navigation, fruits) = showFruits()
        fruits.clearsSelectionOnViewWillAppear = false
        send([key(.enter)], to: app, surface: surface)
        navigation.popViewController(animated: false)
        #expect(fruits.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func theEditButtonTogglesEditingAndSaysDoneInBoldWhileEditing() {
        let (app, surface, _, fruits) = showFruits()
        let click: [Event] = [
            .mouse(MouseEvent(.press(.left), at: Point(x: 25, y: 0))), .mouse(MouseEvent(.release(.left), at: Point(x: 25, y: 0))),
        ]
        send(click, to: app, surface: surface)
        #expect(fruits.isEditing && fruits.tableView.isEditing)
        #expect(lines(surface)[0] == "            Fruits    [ Done ]")
        #expect(surface.lastFrame?[24, 0].style.attributes.contains(.bold) == true)
        send(click, to: app, surface: surface)
        #expect(!fruits.isEditing && !fruits.tableView.isEditing)
        #expect(lines(surface)[0] == "            Fruits    [ Edit ]")
        #expect(surface.lastFrame?[24, 0].style.attributes.contains(.bold) == false)
    }

    @Test func settingIsEditingUpdatesTheEditButtonOfAPlainController() {
        let controller = TUIViewController()
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain)
        controller.isEditing = true
        #expect(item.title == "Done" && item.style == .done)
        controller.setEditing(false, animated: true)
        #expect(item.title == "Edit" && !controller.isEditing)
    }

    @Test func aPushedCollectionControllerTakesFocusAndClearsItsSelectionWhenShownAgain() {
        let (app, window, surface) = makeApp(width: 20, height: 5)
        let root = TUIViewController()
        let navigation = TUINavigationController(rootViewController: root)
        window.rootViewController = navigation
        app.mainLoop?.displayIfNeeded()
        let letters = LettersViewController(collectionViewLayout: .list(using: .init(appearance: .plain)))
        navigation.pushViewController(letters, animated: false)
        app.mainLoop?.displayIfNeeded()
        #expect(letters.view === letters.collectionView)
        #expect(letters.collectionViewLayout === letters.collectionView.collectionViewLayout)
        #expect(window.focusedView === letters.collectionView)
        #expect(lines(surface)[2].contains("b"))
        send([key(.down), key(.enter)], to: app, surface: surface)
        #expect(letters.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        navigation.pushViewController(TUIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(letters.collectionView.indexPathsForSelectedItems == [])
        letters.setEditing(true, animated: false)
        #expect(letters.collectionView.isEditing)
    }
}
