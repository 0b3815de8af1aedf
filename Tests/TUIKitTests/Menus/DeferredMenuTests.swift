import Testing

@testable import TUIKit

@MainActor
@Suite("Deferred menu elements")
struct DeferredMenuTests {
    /// Keeps the completions a provider was given, to answer later.
    private final class Pending {
        var completions: [@MainActor ([TUIMenuElement]) -> Void] = []
        var calls = 0
    }

    private func deferred(_ pending: Pending, cached: Bool) -> TUIDeferredMenuElement {
        let provider: TUIDeferredMenuElement.ElementProvider = { completion in
            pending.calls += 1
            pending.completions.append(completion)
        }
        return cached ? TUIDeferredMenuElement(provider) : TUIDeferredMenuElement.uncached(provider)
    }

    @Test func aLoadingRowShowsUntilTheElementsArriveThenTheyReplaceIt() {
        let pending = Pending()
        let log = EventLog()
        let menu = TUIMenu(children: [TUIAction(title: "First") { _ in }, deferred(pending, cached: true)])
        let screen = MenuScreen(menu: menu)
        screen.press(.enter)
        #expect(screen.lines[3].contains("Loading…"))
        #expect(screen.style(of: "Loading…")?.attributes.contains(.dim) == true)
        screen.press(.down)
        #expect(screen.reversedRows() == [2], "the loading row cannot be marked")
        pending.completions.first?([
            TUIAction(title: "Recent A") { _ in log.entries.append("a") }, TUIAction(title: "Recent B") { _ in },
        ])
        screen.app.mainLoop?.displayIfNeeded()
        #expect(!screen.surface.text.contains("Loading…"))
        #expect(screen.lines[3].contains("Recent A") && screen.lines[4].contains("Recent B"))
        screen.press(.down, .enter)
        #expect(log.entries == ["a"])
    }

    @Test func anAnswerDuringTheCallShowsNoLoadingRow() {
        let menu = TUIMenu(children: [TUIDeferredMenuElement { completion in completion([TUIAction(title: "Now") { _ in }]) }])
        let screen = MenuScreen(menu: menu)
        screen.press(.enter)
        #expect(screen.lines[2].contains("Now"))
        #expect(!screen.surface.text.contains("Loading…"))
    }

    @Test func aCachedElementLoadsOnceAndAnUncachedOneEachTimeTheMenuShows() {
        for cached in [true, false] {
            let pending = Pending()
            let screen = MenuScreen(menu: TUIMenu(children: [deferred(pending, cached: cached)]))
            screen.press(.enter)
            pending.completions.last?([TUIAction(title: "Item") { _ in }])
            screen.press(.escape, .enter)
            #expect(pending.calls == (cached ? 1 : 2))
            #expect(screen.surface.text.contains(cached ? "Item" : "Loading…"))
        }
    }

    @Test func aLateAnswerToAClosedUncachedMenuIsIgnored() {
        let pending = Pending()
        let screen = MenuScreen(menu: TUIMenu(children: [deferred(pending, cached: false)]))
        screen.press(.enter, .escape, .enter)
        #expect(pending.completions.count == 2)
        pending.completions[0]([TUIAction(title: "Stale") { _ in }])
        screen.app.mainLoop?.displayIfNeeded()
        #expect(!screen.surface.text.contains("Stale"))
        pending.completions[1]([TUIAction(title: "Fresh") { _ in }])
        screen.app.mainLoop?.displayIfNeeded()
        #expect(screen.surface.text.contains("Fresh"))
    }

    @Test func inlineSubmenusShowBetweenSeparatorsWithTheirTitleAndHiddenRowsAreLeftOut() {
        let menu = TUIMenu(children: [
            TUIAction(title: "Open") { _ in },
            TUIMenu(
                title: "Share", options: .displayInline,
                children: [
                    TUIAction(title: "Copy") { _ in }, TUIAction(title: "Secret", attributes: .hidden) { _ in },
                ]),
            TUIAction(title: "Buy") { _ in },
        ])
        let screen = MenuScreen(menu: menu)
        screen.press(.enter)
        #expect(screen.lines[2].contains("Open"))
        #expect(screen.lines[3].contains("─ Share ─"))
        #expect(screen.lines[4].contains("Copy"))
        #expect(screen.lines[5].contains("───"))
        #expect(screen.lines[6].contains("Buy"))
        #expect(!screen.surface.text.contains("Secret"))
        screen.press(.down)
        #expect(screen.reversedRows() == [4], "Down skips the separator")
    }
}
