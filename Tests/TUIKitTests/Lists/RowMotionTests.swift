import Foundation
import GraftTerminal
import Testing

@testable import TUIKit

/// Rows sliding to their new places when an update is animated.
@MainActor
@Suite("Row motion")
struct RowMotionTests {
    /// A list on a loop whose time the test moves on.
    private func screen() -> ListScreen {
        let screen = ListScreen(width: 12, height: 6)
        screen.app.mainLoop?.timersFollowRealTime = false
        screen.apply([("S", ["a", "b", "c", "d"])])
        return screen
    }

    private func advance(_ screen: ListScreen, _ milliseconds: Int) {
        screen.app.mainLoop?.advanceTimers(by: .milliseconds(milliseconds))
        screen.display()
    }

    /// The row each item shows on.
    private func rows(_ screen: ListScreen) -> [String: Int] {
        var rows: [String: Int] = [:]
        for (y, line) in screen.surface.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.count == 1 { rows[text] = y }
        }
        return rows
    }

    private func snapshot(_ items: [String]) -> TUIDiffableDataSourceSnapshot<String, String> {
        var snapshot = TUIDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["S"])
        snapshot.appendItems(items, toSection: "S")
        return snapshot
    }

    @Test func removingARowSlidesTheRowsAfterItUp() {
        let screen = screen()
        let before = rows(screen)
        #expect(before["b"] != nil && before["c"] == (before["b"] ?? 0) + 1)
        screen.dataSource.apply(snapshot(["a", "c", "d"]), animatingDifferences: true)
        screen.display()
        #expect(rows(screen)["c"] == before["c"], "drawn where it was as the update lands")
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "c", "the model is new at once")
        advance(screen, 300)
        #expect(rows(screen)["c"] == before["b"] && rows(screen)["d"] == before["c"])
        #expect(!screen.app.hasViewMotions)
    }

    @Test func movingARowSlidesItAndTheOnesItPasses() {
        let screen = screen()
        let before = rows(screen)
        screen.dataSource.apply(snapshot(["d", "a", "b", "c"]), animatingDifferences: true)
        var seen: [Int] = []
        for _ in 0 ..< 15 {
            advance(screen, 17)
            if let row = rows(screen)["d"], seen.last != row { seen.append(row) }
        }
        #expect(seen.first == before["d"], "it starts where it was: \(seen)")
        #expect(seen == seen.sorted(by: >), "it only rises: \(seen)")
        #expect(seen.last == before["a"], "d ends on top: \(seen)")
        #expect(seen.count >= 3, "frames on the way: \(seen)")
        #expect(rows(screen)["a"] == before["b"])
    }

    @Test func anUnanimatedApplyAndPerformWithoutAnimationMoveRowsAtOnce() {
        let screen = screen()
        let before = rows(screen)
        screen.dataSource.apply(snapshot(["b", "c", "d"]), animatingDifferences: false)
        screen.display()
        #expect(rows(screen)["b"] == before["a"])
        TUIView.performWithoutAnimation {
            screen.dataSource.apply(snapshot(["c", "d"]), animatingDifferences: true)
        }
        screen.display()
        #expect(rows(screen)["c"] == before["a"])
        #expect(!screen.app.hasViewMotions)
    }
}
