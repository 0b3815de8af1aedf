import Testing

@testable import TUIKit

@MainActor
@Suite("Bar button system items and styles")
struct BarButtonSystemItemTests {
    @Test func systemItemsShowTheirTitlesAndDoneAndSaveAreBold() {
        let toolbar = TUIToolbar(frame: Rect(x: 0, y: 0, width: 30, height: 1))
        toolbar.items = [
            TUIBarButtonItem(systemItem: .cancel), TUIBarButtonItem(systemItem: .flexibleSpace),
            TUIBarButtonItem(systemItem: .save), TUIBarButtonItem(systemItem: .done),
        ]
        let canvas = render(toolbar)
        #expect(canvas.text == "[ Cancel ]   [ Save ] [ Done ]")
        #expect(!canvas[2, 0].style.attributes.contains(.bold))
        #expect(canvas[16, 0].style.attributes.contains(.bold))
        #expect(canvas[26, 0].style.attributes.contains(.bold))
    }

    @Test func everySystemButtonHasATitleAndOnlyTheSpacesHaveNone() {
        for systemItem in TUIBarButtonItem.SystemItem.allCases {
            let item = TUIBarButtonItem(systemItem: systemItem)
            let isSpace = systemItem == .flexibleSpace || systemItem == .fixedSpace
            #expect((item.title == nil) == isSpace, "\(systemItem)")
        }
        #expect(TUIBarButtonItem(systemItem: .add).title == "Add")
        #expect(TUIBarButtonItem(systemItem: .trash).title == "Delete")
        #expect(TUIBarButtonItem(systemItem: .edit).style == .plain)
        #expect(TUIBarButtonItem(systemItem: .done).style == .done)
    }

    @Test func aFixedSpaceSystemItemIsAsWideAsItsWidth() {
        let toolbar = TUIToolbar(frame: Rect(x: 0, y: 0, width: 30, height: 1))
        let space = TUIBarButtonItem(systemItem: .fixedSpace)
        space.width = 3
        toolbar.items = [TUIBarButtonItem(systemItem: .undo), space, TUIBarButtonItem(systemItem: .redo)]
        #expect(render(toolbar).text == "[ Undo ]   [ Redo ]")
        space.width = 1
        #expect(render(toolbar).text == "[ Undo ] [ Redo ]")
    }

    @Test func theStyleAndTitleCanChangeWhileShown() {
        let toolbar = TUIToolbar(frame: Rect(x: 0, y: 0, width: 30, height: 1))
        let item = TUIBarButtonItem(systemItem: .edit)
        toolbar.items = [item, TUIBarButtonItem(systemItem: .close)]
        #expect(render(toolbar).text == "[ Edit ] [ Close ]")
        item.title = "Finish"
        item.style = .done
        let canvas = render(toolbar)
        #expect(canvas.text == "[ Finish ] [ Close ]")
        #expect(canvas[2, 0].style.attributes.contains(.bold))
        #expect(!canvas[13, 0].style.attributes.contains(.bold))
    }

    @Test func thePrimaryActionRunsWithTheItemAsSenderAndCanBeReplaced() {
        let (app, window, surface) = makeApp(width: 30, height: 1)
        let toolbar = TUIToolbar(frame: Rect(x: 0, y: 0, width: 30, height: 1))
        window.addSubview(toolbar)
        var log: [String] = []
        let item = TUIBarButtonItem(
            systemItem: .add, primaryAction: TUIAction { action in log.append("add \(action.sender is TUIBarButtonItem)") })
        toolbar.items = [item]
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == "[ Add ]")
        send([key(.enter)], to: app, surface: surface)
        #expect(log == ["add true"])
        item.primaryAction = TUIAction { _ in log.append("new") }
        send([key(.enter)], to: app, surface: surface)
        #expect(log == ["add true", "new"])
    }
}
