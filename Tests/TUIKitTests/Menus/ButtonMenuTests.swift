import Testing

@testable import TUIKit

@MainActor
@Suite("Button menus")
struct ButtonMenuTests {
    /// A list's selected row: dark text on the tint, as the catalog draws it.
    private final class SelectedRow: TUIView {
        override func draw(_ rect: Rect, in canvas: inout Canvas) {
            canvas.fill(bounds, with: .blank(Style(background: .cyan)))
            canvas.write("selected row", at: .zero, style: Style(foreground: .black, background: .cyan))
        }
    }

    /// A sort menu: two choices, one checked, then a disabled, a destructive
    /// and a submenu row.
    private func sortMenu(_ log: EventLog) -> TUIMenu {
        TUIMenu(
            title: "Sort",
            children: [
                TUIAction(title: "By Name", state: .on) { _ in log.entries.append("name") },
                TUIAction(title: "By Price") { _ in log.entries.append("price") },
                TUIAction(title: "Archived", attributes: .disabled) { _ in log.entries.append("archived") },
                TUIAction(title: "Delete All", attributes: .destructive) { _ in log.entries.append("delete") },
                TUIMenu(
                    title: "More",
                    children: [
                        TUIAction(title: "Oldest") { _ in log.entries.append("oldest") },
                        TUIAction(title: "Newest") { _ in log.entries.append("newest") },
                    ]),
            ])
    }

    @Test func enterOnTheButtonOpensItsMenuBelowItWithTheFirstRowMarked() {
        let log = EventLog()
        let screen = MenuScreen(menu: sortMenu(log))
        screen.press(.enter)
        #expect(screen.isMenuOpen)
        #expect(screen.lines[1].hasPrefix("╭─ Sort ─"))
        #expect(screen.lines[2].contains("✓ By Name"))
        #expect(screen.lines[6].contains("More") && screen.lines[6].contains("›"))
        #expect(screen.reversedRows() == [2], "the first row is the one focus mark; the button's mark moved into the menu")
        #expect(log.entries.isEmpty, "the button's own action does not run")
    }

    @Test func aClickOnTheButtonOpensTheMenuAndAClickOnARowRunsIt() {
        let log = EventLog()
        let screen = MenuScreen(menu: sortMenu(log))
        screen.click(Point(x: 2, y: 0))
        #expect(screen.isMenuOpen)
        guard let price = screen.position(of: "By Price") else {
            Issue.record("no By Price row")
            return
        }
        screen.click(price)
        #expect(log.entries == ["price"])
        #expect(!screen.isMenuOpen)
    }

    @Test func arrowsMoveAndEnterRunsTheHandlerAfterTheMenuCloses() {
        let log = EventLog()
        let screen = MenuScreen(menu: sortMenu(log))
        screen.press(.enter, .down)
        #expect(screen.reversedRows() == [3])
        screen.press(.enter)
        #expect(log.entries == ["price"])
        #expect(!screen.isMenuOpen)
        #expect(!screen.surface.text.contains("By Price"), "the box is gone from the screen")
        #expect(screen.window.focusedView === screen.menuButton, "focus is back on the button")
    }

    @Test func escapeClosesWithoutRunningAndFocusReturnsToTheButton() {
        let log = EventLog()
        let screen = MenuScreen(menu: sortMenu(log))
        screen.press(.enter, .down, .escape)
        #expect(!screen.isMenuOpen)
        #expect(log.entries.isEmpty)
        #expect(screen.window.focusedView === screen.menuButton)
        #expect(screen.reversedRows() == [0], "the button shows the focus again")
    }

    @Test func disabledRowsAreSkippedDimmedAndCannotRun() {
        let log = EventLog()
        let screen = MenuScreen(menu: sortMenu(log))
        screen.press(.enter, .down, .down)
        #expect(screen.reversedRows() == [5], "Down from By Price skips Archived to Delete All")
        #expect(screen.style(of: "Archived")?.attributes.contains(.dim) == true)
        if let archived = screen.position(of: "Archived") { screen.click(archived) }
        #expect(screen.isMenuOpen, "a click on a disabled row does nothing")
        #expect(log.entries.isEmpty)
        screen.press(.up)
        #expect(screen.reversedRows() == [3], "Up skips it too")
    }

    @Test func destructiveRowsAreRedAndBoldSoTheyShowWithoutColorToo() {
        let screen = MenuScreen(menu: sortMenu(EventLog()))
        screen.press(.enter)
        let style = screen.style(of: "Delete All")
        #expect(style?.foreground == .red)
        #expect(style?.attributes.contains(.bold) == true)
        #expect(screen.style(of: "By Price")?.attributes.contains(.bold) == false)
    }

    @Test func checkedRowsShowACheckMarkAndSingleSelectionMovesIt() {
        let log = EventLog()
        let name = TUIAction(title: "By Name", state: .on) { _ in log.entries.append("name") }
        let price = TUIAction(title: "By Price") { _ in log.entries.append("price") }
        let mixed = TUIAction(title: "Some", state: .mixed) { _ in }
        let menu = TUIMenu(options: .singleSelection, children: [name, price, mixed])
        let screen = MenuScreen(menu: menu)
        screen.press(.enter)
        #expect(screen.lines[2].contains("✓ By Name"))
        #expect(screen.lines[3].contains("  By Price"))
        #expect(screen.lines[4].contains("– Some"))
        screen.press(.down, .enter)
        #expect(log.entries == ["price"])
        #expect(name.state == .off && price.state == .on && mixed.state == .off)
        #expect(menu.selectedElements.map(\.title) == ["By Price"])
        screen.press(.enter)
        #expect(screen.lines[2].contains("  By Name"))
        #expect(screen.lines[3].contains("✓ By Price"))
    }

    @Test func rightOrEnterOpensASubmenuBesideItAndLeftClosesIt() {
        let log = EventLog()
        let screen = MenuScreen(menu: sortMenu(log))
        screen.press(.enter, .up)
        #expect(screen.reversedRows() == [2], "Up from the first row stays put; the arrows do not wrap")
        screen.press(.down, .down, .down, .down)
        screen.press(.right)
        #expect(screen.surface.text.contains("Oldest"))
        guard let oldest = screen.position(of: "Oldest"), let more = screen.position(of: "More") else {
            Issue.record("no submenu")
            return
        }
        #expect(oldest.x > more.x, "the submenu opens to the right of its row")
        #expect(screen.reversedRows() == [oldest.y], "only the submenu's row is marked; its parent row is bold")
        #expect(screen.style(of: "More")?.attributes.contains(.bold) == true)
        screen.press(.left)
        #expect(!screen.surface.text.contains("Oldest"))
        #expect(screen.isMenuOpen)
        screen.press(.enter, .down, .enter)
        #expect(log.entries == ["newest"])
        #expect(!screen.isMenuOpen)
    }

    @Test func tabDoesNotLeaveTheOpenMenu() {
        let log = EventLog()
        let screen = MenuScreen(menu: sortMenu(log))
        screen.press(.enter, .tab, .tab)
        #expect(screen.isMenuOpen)
        #expect(screen.window.focusedView is MenuView)
        screen.press(.tab, modifiers: .shift)
        #expect(screen.window.focusedView is MenuView)
        screen.press(.enter)
        #expect(log.entries == ["name"], "Enter still chooses in the menu, not on the other button")
    }

    @Test func aClickOutsideClosesTheMenuWithoutReachingWhatIsBehind() {
        let log = EventLog()
        let screen = MenuScreen(menu: sortMenu(log))
        screen.press(.enter)
        screen.click(Point(x: 22, y: 0))
        #expect(!screen.isMenuOpen)
        #expect(log.entries.isEmpty, "the Other button behind did not run")
    }

    @Test func menuTextIsNeverItsOwnBackgroundAndNoColorMarksTheRowInReverse() {
        for support in [ColorSupport.trueColor, .ansi16, .ansi8, .none] {
            let screen = MenuScreen(menu: sortMenu(EventLog()), colorSupport: support)
            screen.press(.enter, .down, .down)
            guard let frame = screen.surface.lastFrame else { continue }
            for row in 1 ... 7 {
                for column in 0 ..< 16 {
                    let cell = frame[column, row]
                    let style = cell.style.downgraded(to: support)
                    guard cell.character != " ", style.foreground != .default else { continue }
                    #expect(style.foreground != style.background, "\(support) cell \(column),\(row)")
                }
            }
            #expect(screen.reversedRows(as: support) == [5], "\(support): one reversed row, the marked one")
        }
    }

    @Test func theFooterListsTheMenuKeyOfAButtonWithAMenu() {
        let screen = MenuScreen(menu: sortMenu(EventLog()))
        screen.menuButton.showsMenuAsPrimaryAction = false
        screen.app.mainLoop?.setNeedsDisplay()
        screen.app.mainLoop?.displayIfNeeded()
        #expect(screen.footer.contains("Shift-F10 Menu"))
        screen.press(.function(10), modifiers: .shift)
        #expect(screen.isMenuOpen)
    }

    @Test func whatIsBehindTheMenuIsDimmedAndLosesItsBackgroundSoNoSelectionBarReadsAsASecondMark() {
        let screen = MenuScreen(menu: sortMenu(EventLog()))
        screen.root.view.addSubview(SelectedRow(frame: Rect(x: 0, y: 10, width: 20, height: 1)))
        screen.app.mainLoop?.displayIfNeeded()
        #expect(screen.style(of: "selected row") == Style(foreground: .black, background: .cyan))
        screen.press(.enter)
        let behind = screen.style(of: "selected row")
        #expect(behind?.background == .default)
        #expect(behind?.attributes.contains(.dim) == true)
        #expect(behind?.foreground == .default, "text picked to read on the bar would not read without it")
        #expect(screen.reversedRows(as: .none) == [2])
        screen.press(.escape)
        #expect(screen.style(of: "selected row")?.background == .cyan, "closing brings the colors back")
    }
}
