import Testing

import struct Foundation.IndexPath

@testable import TUIKit

@MainActor
@Suite("Swipe actions")
struct SwipeActionTests {
    private func screen(log: CallbackLog) -> ListScreen {
        var configuration = TUICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = TUIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                log.entries.append("delete \(indexPath.item)")
                completion(true)
            }
            let flag = TUIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                log.entries.append("flag \(indexPath.item)")
                completion(true)
            }
            flag.image = "⚑"
            return TUISwipeActionsConfiguration(actions: [delete, flag])
        }
        let screen = ListScreen(width: 24, height: 3, layout: .list(using: configuration))
        screen.collectionView.showsVerticalScrollIndicator = false
        screen.apply([("main", ["Alpha", "Beta", "Gamma"])])
        screen.window.requestFocusUpdate(to: screen.collectionView)
        return screen
    }

    @Test func shiftLeftRevealsTrailingActionsAndEnterRunsTheChosenOne() {
        let log = CallbackLog()
        let screen = screen(log: log)
        var states: [Bool] = []
        screen.press(key(.down), key(.left, .shift))
        let cell = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        states.append(cell?.configurationState.isSwiped == true)
        #expect(
            screen.surface.text == """
                 Alpha
                 Beta    ⚑ Flag  Delete
                 Gamma
                """)
        #expect(screen.surface.lastFrame?[17, 1].style.background == .red)
        screen.press(key(.left), key(.enter))
        #expect(log.entries == ["flag 1"])
        states.append(cell?.configurationState.isSwiped == true)
        #expect(states == [true, false])
        #expect(!screen.surface.text.contains("Delete"))
    }

    @Test func escapeHidesTheActionsAndAClickRunsOne() {
        let log = CallbackLog()
        let screen = screen(log: log)
        screen.press(key(.left, .shift), key(.escape))
        #expect(!screen.surface.text.contains("Delete"))
        #expect(log.entries.isEmpty)
        screen.press(.mouse(MouseEvent(.press(.right), at: Point(x: 3, y: 2))), .mouse(MouseEvent(.release(.right), at: Point(x: 3, y: 2))))
        #expect(screen.surface.text.contains("Gamma   ⚑ Flag  Delete"))
        screen.press(.mouse(MouseEvent(.press(.left), at: Point(x: 20, y: 2))), .mouse(MouseEvent(.release(.left), at: Point(x: 20, y: 2))))
        #expect(log.entries == ["delete 2"])
        #expect(screen.delegate.events.isEmpty)
    }
}
