import Testing

@testable import TUIKit

@MainActor
@Suite("Search controller")
struct SearchControllerTests {
    @Test func theBarShowsUnderTheNavigationBar() {
        let screen = SearchScreen()
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Products")
        #expect(screen.lines[1].hasPrefix(" ⊙ Search"))
        #expect(screen.lines[2].hasPrefix("Desk") || screen.lines[2].contains("Desk"))
    }

    @Test func slashFocusesTheBarAndIsListedAsSearch() {
        let screen = SearchScreen()
        #expect(screen.window.discoverableKeyCommands.contains { $0.input == "/" && $0.title == "Search" })
        screen.type("/")
        #expect(screen.window.focusedView === screen.search.searchBar.searchTextField)
        #expect(screen.search.searchBar.searchTextField.isEditing)
        #expect(screen.search.isActive)
        #expect(screen.search.searchBar.text == "")
        // While the field edits, `/` types and is no longer offered.
        #expect(!screen.window.discoverableKeyCommands.contains { $0.input == "/" })
        screen.type("/")
        #expect(screen.search.searchBar.text == "/")
    }

    @Test func activeSearchTakesTheNavigationBarsRowAndShowsCancel() {
        let screen = SearchScreen()
        screen.type("/")
        #expect(screen.lines[0].hasPrefix(" ⊙ Search"))
        #expect(screen.lines[0].contains("Cancel"))
        screen.search.hidesNavigationBarDuringPresentation = false
        screen.app.mainLoop?.displayIfNeeded()
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Products")
        #expect(screen.lines[1].contains("Cancel"))
    }

    @Test func typingUpdatesTheResultsOnEveryKeystroke() {
        let screen = SearchScreen()
        screen.type("/lamp")
        #expect(screen.recorder.updates == ["", "l", "la", "lam", "lamp"])
        screen.press(.backspace)
        #expect(screen.recorder.updates.last == "lam")
        #expect(screen.recorder.entries.contains("textDidChange(lam)"))
    }

    @Test func escapeCancelsClearsAndGivesFocusBack() {
        let screen = SearchScreen()
        screen.window.requestFocusUpdate(to: screen.lamp)
        screen.type("/desk")
        screen.recorder.entries.removeAll()
        screen.press(.escape)
        #expect(!screen.search.isActive)
        #expect(screen.search.searchBar.text == "")
        #expect(screen.window.focusedView === screen.lamp)
        #expect(screen.recorder.entries == ["cancelButtonClicked", "willDismiss", "textDidEndEditing", "update()", "didDismiss"])
        #expect(screen.lines[0].trimmingCharacters(in: .whitespaces) == "Products")
        #expect(!screen.lines[1].contains("Cancel"))
    }

    @Test func presentationCallsComeInUIKitsOrder() {
        let screen = SearchScreen()
        screen.type("/")
        #expect(
            screen.recorder.entries == [
                "shouldBeginEditing", "present", "willPresent", "textDidBeginEditing", "update()", "didPresent",
            ])
        screen.recorder.entries.removeAll()
        screen.search.isActive = false
        #expect(screen.recorder.entries == ["willDismiss", "textDidEndEditing", "update()", "didDismiss"])
        screen.recorder.entries.removeAll()
        screen.search.isActive = true
        #expect(screen.recorder.entries == ["present", "willPresent", "update()", "didPresent"])
        #expect(!screen.search.searchBar.searchTextField.isEditing)
    }

    @Test func enterClicksSearchAndMovesFocusIntoTheContent() {
        let screen = SearchScreen()
        screen.window.requestFocusUpdate(to: screen.lamp)
        screen.type("/desk")
        screen.press(.enter)
        #expect(screen.recorder.entries.contains("searchButtonClicked"))
        #expect(screen.window.focusedView === screen.lamp)
        #expect(screen.search.isActive)
        #expect(screen.search.searchBar.text == "desk")
        // Escape from the content still ends the search.
        screen.press(.escape)
        #expect(!screen.search.isActive)
        #expect(screen.window.focusedView === screen.lamp)
    }

    @Test func downMovesFromTheFieldIntoTheContent() {
        let screen = SearchScreen()
        screen.type("/")
        screen.press(.down)
        #expect(screen.window.focusedView === screen.desk)
        #expect(screen.search.isActive)
    }

    @Test func scopeButtonsSwitchWithArrowsAndClicks() {
        let screen = SearchScreen(scopes: ["All", "Lamps", "Desks"])
        #expect(!screen.lines.contains { $0.contains("Lamps") })
        screen.type("/")
        #expect(screen.lines[1].contains("All") && screen.lines[1].contains("Lamps"))
        screen.recorder.entries.removeAll()
        screen.press(.down)
        screen.press(.right)
        #expect(screen.search.searchBar.selectedScopeButtonIndex == 1)
        #expect(screen.recorder.entries == ["textDidEndEditing", "scope(1)", "update()"])
        screen.recorder.entries.removeAll()
        guard let desks = screen.location(of: "Desks") else {
            Issue.record("no Desks scope on screen")
            return
        }
        screen.click(desks)
        #expect(screen.search.searchBar.selectedScopeButtonIndex == 2)
        #expect(screen.recorder.entries == ["scope(2)", "update()"])
        screen.press(.up)
        #expect(screen.window.focusedView === screen.search.searchBar.searchTextField)
        screen.press(.down, .down)
        #expect(screen.window.focusedView === screen.desk)
    }

    @Test func theResultsControllerShowsWhileThereIsText() {
        let results = TUIViewController()
        let label = TUILabel()
        label.text = "RESULTS"
        label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        results.view.addSubview(label)
        let screen = SearchScreen(results: results)
        screen.type("/")
        #expect(!screen.lines.contains { $0.contains("RESULTS") })
        screen.type("l")
        #expect(screen.lines[1].hasPrefix("RESULTS"))
        #expect(!screen.lines.contains { $0.contains("Desk") })
        screen.press(.backspace)
        #expect(!screen.lines.contains { $0.contains("RESULTS") })
        screen.search.showsSearchResultsController = true
        screen.app.mainLoop?.displayIfNeeded()
        #expect(screen.lines[1].hasPrefix("RESULTS"))
        screen.press(.escape)
        #expect(!screen.lines.contains { $0.contains("RESULTS") })
        #expect(screen.lines.contains { $0.contains("Desk") })
    }

    @Test func obscuringDimsTheContentAndLeavesOneFocusMark() {
        let screen = SearchScreen(scopes: ["All", "Lamps"], colorSupport: .none)
        screen.window.requestFocusUpdate(to: screen.desk)
        screen.app.mainLoop?.displayIfNeeded()
        #expect(screen.reverseRuns == 1)
        screen.type("/")
        // The field edits (the terminal cursor marks it): the content is
        // dimmed and the Desk button's reverse video is gone.
        guard let deskRow = screen.location(of: "Desk")?.y, let frame = screen.surface.lastFrame else {
            Issue.record("no Desk on screen")
            return
        }
        #expect(frame[0, deskRow].style.attributes.contains(.dim))
        #expect(screen.reverseRuns == 0)
        screen.press(.down)
        // The scope bar has focus: its selected scope is the one mark.
        #expect(screen.reverseRuns == 1)
        screen.press(.down)
        // Focus in the content: no more dimming, the button is the mark.
        #expect(screen.surface.lastFrame?[0, deskRow].style.attributes.contains(.dim) == false)
        #expect(screen.reverseRuns == 1)
        #expect(screen.window.focusedView === screen.desk)
    }

    @Test func withoutObscuringTheContentIsNotDimmed() {
        let screen = SearchScreen()
        screen.search.obscuresBackgroundDuringPresentation = false
        screen.type("/")
        guard let deskRow = screen.location(of: "Desk")?.y else {
            Issue.record("no Desk on screen")
            return
        }
        #expect(screen.surface.lastFrame?[0, deskRow].style.attributes.contains(.dim) == false)
    }

    @Test func aClickOnTheDimmedContentEndsTheSearch() {
        let screen = SearchScreen()
        screen.type("/")
        screen.click(Point(x: 20, y: 5))
        #expect(!screen.search.isActive)
    }

    @Test func theBarGoesWithItsController() {
        let screen = SearchScreen()
        let detail = TUIViewController()
        detail.title = "Detail"
        screen.screen.navigationController?.pushViewController(detail, animated: false)
        screen.app.mainLoop?.displayIfNeeded()
        #expect(!screen.lines.contains { $0.contains("⊙") })
        #expect(!screen.window.discoverableKeyCommands.contains { $0.input == "/" })
        screen.press(.escape)
        #expect(screen.lines[1].hasPrefix(" ⊙ Search"))
    }

    @Test func theCancelButtonEndsTheSearch() {
        let screen = SearchScreen()
        screen.type("/desk")
        guard let cancel = screen.location(of: "Cancel") else {
            Issue.record("no Cancel button on screen")
            return
        }
        screen.recorder.entries.removeAll()
        screen.click(cancel)
        #expect(screen.recorder.entries == ["cancelButtonClicked", "willDismiss", "textDidEndEditing", "update()", "didDismiss"])
        #expect(!screen.search.isActive)
        #expect(screen.search.searchBar.text == "")
    }

    @Test func settingTheTextInCodeCallsNoDelegate() {
        let screen = SearchScreen()
        screen.search.searchBar.text = "lamp"
        #expect(screen.recorder.entries.isEmpty)
        #expect(screen.search.searchBar.text == "lamp")
    }
}
