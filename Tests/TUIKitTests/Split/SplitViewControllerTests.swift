import Testing

@testable import TUIKit

@MainActor
@Suite("Split view controller")
struct SplitViewControllerTests {
    @Test func twoColumnsShowSideBySideWithALineBetweenThemAt120Columns() {
        let fixture = SplitFixture()
        let split = fixture.split
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        // A quarter of 120 cells.
        #expect(split.primaryColumnWidth == 30)
        let rows = fixture.rows
        #expect(rows[1].hasPrefix("Sidebar page"))
        #expect(String(rows[1].dropFirst(31)).hasPrefix("Content page"), "\(rows[1])")
        for y in 0 ..< 10 { #expect(fixture.character(x: 30, y: y) == "│", "row \(y): \(rows[y])") }
        // Each column is a navigation stack with its own bar.
        #expect(rows[0].contains("Sidebar") && rows[0].dropFirst(31).contains("Content"))
        #expect(fixture.pages["Content"]?.navigationController === split.viewControllers.last)
        #expect(split.viewController(for: .secondary) === fixture.pages["Content"])
        #expect(fixture.pages["Sidebar"]?.splitViewController === split)
    }

    @Test func preferredPrimaryColumnWidthIsHonouredWithinTheBounds() {
        let fixture = SplitFixture { $0.preferredPrimaryColumnWidth = 44 }
        #expect(fixture.split.primaryColumnWidth == 44)
        #expect(fixture.character(x: 44, y: 3) == "│")
        #expect(fixture.rows[1].dropFirst(45).hasPrefix("Content page"))
        fixture.split.maximumPrimaryColumnWidth = 36
        fixture.redraw()
        #expect(fixture.character(x: 36, y: 3) == "│")
        fixture.split.preferredPrimaryColumnWidth = TUISplitViewController.automaticDimension
        fixture.split.preferredPrimaryColumnWidthFraction = 0.5
        fixture.redraw()
        #expect(fixture.split.primaryColumnWidth == 36, "the maximum still bounds it")
        fixture.split.maximumPrimaryColumnWidth = TUISplitViewController.automaticDimension
        fixture.redraw()
        #expect(fixture.character(x: 60, y: 3) == "│")
    }

    @Test func aNarrowTerminalCollapsesToOneStackAndAWideOneExpandsIt() {
        let fixture = SplitFixture()
        let split = fixture.split
        let sidebar = fixture.pages["Sidebar"]
        let content = fixture.pages["Content"]
        fixture.resize(width: 60)
        #expect(split.isCollapsed)
        #expect(fixture.delegate.log == ["topColumn(proposed: secondary)", "didCollapse"])
        // The secondary is pushed on the primary's stack, as in UIKit.
        let stack = sidebar?.navigationController
        #expect(stack?.viewControllers.map(\.title) == ["Sidebar", "Content"])
        #expect(content?.navigationController === stack)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === stack)
        #expect(fixture.rows[1].hasPrefix("Content page"))
        #expect(!fixture.surface.text.contains("│"), "one column, no line")
        #expect(fixture.rows[0].contains("Sidebar"), "the back button names the primary: \(fixture.rows[0])")

        fixture.delegate.log.removeAll()
        fixture.resize(width: 120)
        #expect(!split.isCollapsed)
        #expect(fixture.delegate.log == ["didExpand"])
        #expect(sidebar?.navigationController?.viewControllers.map(\.title) == ["Sidebar"])
        #expect(content?.navigationController?.viewControllers.map(\.title) == ["Content"])
        #expect(content?.navigationController !== sidebar?.navigationController)
        #expect(fixture.rows[1].hasPrefix("Sidebar page"))
        #expect(fixture.rows[1].dropFirst(31).hasPrefix("Content page"))
    }

    @Test func controllersPushedWhileCollapsedGoToTheSecondaryColumnOnExpansion() {
        let fixture = SplitFixture()
        fixture.resize(width: 60)
        let detail = TUIViewController()
        detail.title = "Detail"
        fixture.pages["Content"]?.navigationController?.pushViewController(detail, animated: false)
        fixture.resize(width: 120)
        #expect(detail.navigationController?.viewControllers.map(\.title) == ["Content", "Detail"])
        #expect(fixture.pages["Sidebar"]?.navigationController?.viewControllers.count == 1)
    }

    @Test func theDelegateMayKeepThePrimaryOnTopOfTheCollapsedStack() {
        let fixture = SplitFixture()
        fixture.delegate.topColumn = .primary
        fixture.resize(width: 60)
        #expect(fixture.pages["Sidebar"]?.navigationController?.viewControllers.map(\.title) == ["Sidebar"])
        #expect(fixture.rows[1].hasPrefix("Sidebar page"))
        // Showing the secondary pushes it.
        fixture.split.show(.secondary)
        fixture.redraw()
        #expect(fixture.rows[1].hasPrefix("Content page"))
        fixture.split.hide(.secondary)
        fixture.redraw()
        #expect(fixture.rows[1].hasPrefix("Sidebar page"))
        fixture.resize(width: 120)
        #expect(fixture.rows[1].dropFirst(31).hasPrefix("Content page"), "the secondary gets its root back")
    }

    @Test func aCompactColumnControllerIsWhatACollapsedInterfaceShows() {
        let fixture = SplitFixture(columns: [.primary: "Sidebar", .secondary: "Content", .compact: "Phone"])
        #expect(fixture.rows[1].hasPrefix("Sidebar page") && !fixture.surface.text.contains("Phone"))
        _ = fixture.takeAppearance()
        fixture.resize(width: 60)
        #expect(fixture.split.isCollapsed)
        #expect(fixture.delegate.log == ["didCollapse"])
        #expect(fixture.rows[1].hasPrefix("Phone page"))
        #expect(!fixture.surface.text.contains("Sidebar") && !fixture.surface.text.contains("Content"))
        #expect(
            fixture.takeAppearance().sorted() == [
                "Content.viewDidDisappear", "Content.viewWillDisappear", "Phone.viewDidAppear", "Phone.viewWillAppear",
                "Sidebar.viewDidDisappear", "Sidebar.viewWillDisappear",
            ])
        fixture.resize(width: 120)
        #expect(fixture.rows[1].hasPrefix("Sidebar page"))
        #expect(fixture.takeAppearance().filter { $0.hasPrefix("Phone") } == ["Phone.viewWillDisappear", "Phone.viewDidDisappear"])
    }

    @Test func hideAndShowChangeTheDisplayModeAndTellTheDelegate() {
        let fixture = SplitFixture()
        let split = fixture.split
        _ = fixture.takeAppearance()
        split.hide(.primary)
        fixture.redraw()
        #expect(split.displayMode == .secondaryOnly)
        #expect(fixture.delegate.log == ["willChangeTo secondaryOnly", "willHide primary"])
        #expect(fixture.rows[1].hasPrefix("Content page"))
        #expect(!fixture.surface.text.contains("│"))
        #expect(fixture.takeAppearance() == ["Sidebar.viewWillDisappear", "Sidebar.viewDidDisappear"])

        fixture.delegate.log.removeAll()
        split.show(.primary)
        fixture.redraw()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(fixture.delegate.log == ["willChangeTo oneBesideSecondary", "willShow primary"])
        #expect(fixture.rows[1].hasPrefix("Sidebar page"))
        #expect(fixture.takeAppearance() == ["Sidebar.viewWillAppear", "Sidebar.viewDidAppear"])

        fixture.delegate.log.removeAll()
        split.preferredDisplayMode = .secondaryOnly
        fixture.redraw()
        #expect(fixture.delegate.log == ["willChangeTo secondaryOnly", "willHide primary"])
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        split.preferredDisplayMode = .oneOverSecondary
        fixture.redraw()
        // Over the secondary: the content starts at the leading edge, under the sidebar.
        #expect(fixture.rows[1].hasPrefix("Sidebar page"))
        #expect(fixture.character(x: 30, y: 3) == "│")
    }

    @Test func threeColumnsShowWhenWideAndTheSupplementaryAloneWhenNarrower() {
        let columns: [TUISplitViewController.Column: String] = [.primary: "Sidebar", .supplementary: "List", .secondary: "Content"]
        let fixture = SplitFixture(style: .tripleColumn, width: 140, columns: columns)
        #expect(fixture.split.displayMode == .twoBesideSecondary)
        let row = fixture.rows[1]
        #expect(
            row.hasPrefix("Sidebar page") && row.dropFirst(36).hasPrefix("List page") && row.dropFirst(72).hasPrefix("Content page"),
            "\(row)")
        fixture.resize(width: 100)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(fixture.rows[1].hasPrefix("List page"))
        fixture.resize(width: 60)
        #expect(fixture.pages["Content"]?.navigationController?.viewControllers.map(\.title) == ["Sidebar", "List", "Content"])
        fixture.resize(width: 140)
        #expect(fixture.pages["List"]?.navigationController?.viewControllers.map(\.title) == ["List"])
    }

    @Test func appearanceCallbacksComeInBalancedPairsAcrossCollapseAndExpansion() {
        let fixture = SplitFixture()
        #expect(
            fixture.takeAppearance() == [
                "Sidebar.viewWillAppear", "Content.viewWillAppear", "Sidebar.viewDidAppear", "Content.viewDidAppear",
            ])
        fixture.resize(width: 60)
        // The content leaves its column, then the stack it joins shows it in place of the sidebar.
        #expect(
            fixture.takeAppearance() == [
                "Content.viewWillDisappear", "Content.viewDidDisappear",
                "Sidebar.viewWillDisappear", "Content.viewWillAppear", "Sidebar.viewDidDisappear", "Content.viewDidAppear",
            ])
        fixture.resize(width: 120)
        #expect(
            fixture.takeAppearance() == [
                "Content.viewWillDisappear", "Sidebar.viewWillAppear", "Content.viewDidDisappear", "Sidebar.viewDidAppear",
                "Content.viewWillAppear", "Content.viewDidAppear",
            ])
    }

    @Test func tabMovesFocusBetweenTheColumnsWithOneFocusedViewAtATime() {
        let fixture = SplitFixture()
        let window = fixture.app.keyWindow
        let sidebarView = fixture.pages["Sidebar"]?.view.subviews.last
        let contentView = fixture.pages["Content"]?.view.subviews.last
        // Focus starts in the first column (the sidebar).
        #expect(window?.focusedView === sidebarView)
        fixture.press(key(.tab))
        #expect(window?.focusedView === contentView)
        fixture.press(key(.tab, .shift))
        #expect(window?.focusedView === sidebarView)
        // Each column is its own focus group: an arrow does not leave it.
        fixture.press(key(.right))
        #expect(window?.focusedView === sidebarView)
        #expect(sidebarView?.resolvedFocusGroupIdentifier != contentView?.resolvedFocusGroupIdentifier)
        let reversed = (0 ..< 10).flatMap { y in
            (0 ..< 120).filter { fixture.surface.lastFrame?[$0, y].style.attributes.contains(.reverse) == true }.map { ($0, y) }
        }
        #expect(reversed.map(\.0) == [0, 1, 2, 3] && reversed.allSatisfy { $0.1 == 2 }, "\(reversed)")
    }
}

@MainActor
@Suite("Split view controller traits")
struct SplitViewControllerTraitTests {
    private final class WatchingSplit: TUISplitViewController {
        var changes: [(previous: TUIUserInterfaceSizeClass?, isCollapsed: Bool)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TUITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append((previousTraitCollection?.horizontalSizeClass, isCollapsed))
        }
    }

    @Test func theControllerHearsOfSizeClassChangesAfterCollapsingForThem() {
        let (app, window, surface) = makeApp(width: 120, height: 10)
        let split = WatchingSplit(style: .doubleColumn)
        split.setViewController(TUIViewController(), for: .primary)
        split.setViewController(TUIViewController(), for: .secondary)
        window.rootViewController = split
        app.mainLoop?.displayIfNeeded()
        split.changes.removeAll()
        send([.resize(Size(width: 60, height: 10))], to: app, surface: surface)
        #expect(split.changes.map(\.previous) == [.regular])
        #expect(split.changes.map(\.isCollapsed) == [true])
    }
}
