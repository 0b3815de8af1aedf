import Foundation
import GraftTerminal
import Testing

@testable import TUIKit

@MainActor
@Suite("Item context menus from the delegate")
struct ItemContextMenuTests {
    /// A list of five rows whose delegate offers a menu on every row but the last.
    private final class Rows: NSObject, TUICollectionViewDataSource, TUICollectionViewDelegate {
        var asked: [[IndexPath]] = []
        var chosen: [String] = []

        func collectionView(_ collectionView: TUICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

        func collectionView(_ collectionView: TUICollectionView, cellForItemAt indexPath: IndexPath) -> TUICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            var content = TUIListContentConfiguration.cell()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }

        func collectionView(
            _ collectionView: TUICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: Point
        ) -> TUIContextMenuConfiguration? {
            asked.append(indexPaths)
            guard let item = indexPaths.first?.item, item < 4 else { return nil }
            return TUIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                TUIMenu(children: [TUIAction(title: "Copy Row \(item)") { _ in self?.chosen.append("copy \(item)") }])
            }
        }
    }

    private func makeList() -> (app: TUIApplication, window: TUIWindow, surface: HeadlessSurface, list: TUICollectionView, rows: Rows) {
        let (app, window, surface) = makeApp(width: 40, height: 8)
        let rows = Rows()
        let list = TUICollectionView(
            frame: Rect(x: 0, y: 0, width: 40, height: 7), collectionViewLayout: .list(using: .init(appearance: .plain)))
        list.register(TUICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        list.delegate = rows
        let controller = TUIViewController()
        controller.view.addSubview(list)
        window.rootViewController = controller
        app.mainLoop?.displayIfNeeded()
        return (app, window, surface, list, rows)
    }

    private func text(_ surface: HeadlessSurface) -> String { surface.text }

    @Test func shiftF10OpensTheDelegatesMenuForTheFocusedRow() {
        let (app, window, surface, list, rows) = makeList()
        window.requestFocusUpdate(to: list)
        app.mainLoop?.displayIfNeeded()
        app.sendEvent(.key(KeyEvent(.down)))
        app.sendEvent(.key(KeyEvent(.function(10), modifiers: .shift)))
        app.mainLoop?.displayIfNeeded()
        #expect(rows.asked.last == [IndexPath(item: 1, section: 0)])
        #expect(text(surface).contains("Copy Row 1"))
        app.sendEvent(.key(KeyEvent(.enter)))
        #expect(rows.chosen == ["copy 1"])
    }

    @Test func aRightClickAsksAboutTheRowUnderIt() {
        let (app, _, surface, _, rows) = makeList()
        app.sendEvent(.mouse(MouseEvent(.press(.right), at: Point(x: 5, y: 2))))
        app.sendEvent(.mouse(MouseEvent(.release(.right), at: Point(x: 5, y: 2))))
        app.mainLoop?.displayIfNeeded()
        #expect(rows.asked.last == [IndexPath(item: 2, section: 0)])
        #expect(text(surface).contains("Copy Row 2"))
    }

    @Test func theFooterOffersTheMenuKeyOnlyWhereTheDelegateHasAMenu() {
        let (app, window, _, list, rows) = makeList()
        defer { withExtendedLifetime(rows) {} }
        window.requestFocusUpdate(to: list)
        app.mainLoop?.displayIfNeeded()
        #expect(list.indexPathForFocusedItem?.item == 0, "focus on the first row")
        #expect(list.contextMenuKeyCommand != nil)
        for _ in 0 ..< 4 { app.sendEvent(.key(KeyEvent(.down))) }
        app.mainLoop?.displayIfNeeded()
        #expect(list.indexPathForFocusedItem?.item == 4)
        #expect(list.contextMenuKeyCommand == nil, "the last row has no menu")
    }
}
