import Foundation
import GraftTerminal
import Testing

@testable import TUIKit

@MainActor
@Suite("Pasteboard")
struct PasteboardTests {
    /// A screen whose `c` key runs `copy`, as an app's action would.
    private func copyOnKey(_ copy: @escaping @MainActor () -> Void, in window: TUIWindow) {
        window.rootViewController = CopyingController(copy: copy)
    }

    @Test func copyingInAnEventReachesThatAppsTerminal() {
        let (app, window, surface) = makeApp(width: 10, height: 2)
        let (_, _, otherSurface) = makeApp(width: 10, height: 2)
        copyOnKey({ TUIPasteboard.general.string = "Field Notes Case" }, in: window)
        app.sendEvent(.key(KeyEvent(.character("c"))))
        #expect(surface.clipboard == "Field Notes Case")
        #expect(otherSurface.clipboard == nil, "another app on another terminal is not told")
        #expect(TUIPasteboard.general.string == "Field Notes Case")
        #expect(TUIPasteboard.general.hasStrings)
    }

    @Test func itemsChangesAndURLsFollowUIKit() {
        let board = TUIPasteboard()
        let start = board.changeCount
        var notices = 0
        let observer = NotificationCenter.default.addObserver(
            forName: TUIPasteboard.changedNotification, object: board, queue: nil
        ) { _ in MainActor.assumeIsolated { notices += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        board.strings = ["one", "two"]
        #expect(board.numberOfItems == 2 && board.string == "one")
        board.url = URL(string: "https://example.com/a")
        #expect(board.hasURLs && board.string == "https://example.com/a")
        board.string = "not a url"
        #expect(!board.hasURLs && board.url == nil)
        board.string = nil
        #expect(!board.hasStrings && board.strings == nil)
        #expect(board.changeCount == start + 4)
        #expect(notices == 4)
    }

    @Test func aPasteIsWhatTheClipboardHolds() {
        let (app, _, surface) = makeApp(width: 10, height: 2)
        app.sendEvent(.paste("from elsewhere"))
        #expect(TUIPasteboard.general.string == "from elsewhere")
        #expect(surface.clipboard == nil, "a paste is not copied back")
    }
}

/// A screen whose `c` key runs `copy`.
private final class CopyingController: TUIViewController {
    let copy: @MainActor () -> Void

    init(copy: @escaping @MainActor () -> Void) {
        self.copy = copy
        super.init()
    }

    override var keyCommands: [TUIKeyCommand]? {
        [TUIKeyCommand(input: "c") { [weak self] _ in self?.copy() }]
    }
}
