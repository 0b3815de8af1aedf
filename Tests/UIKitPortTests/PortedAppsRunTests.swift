import TUIKit
import Testing

/// The ported UIKit code runs headless: each screen draws, takes keys and
/// calls back as it would on iOS.
@MainActor
@Suite("UIKit code ported by renames")
struct PortedAppsRunTests {
    /// A window showing `root` on a headless terminal of `size`.
    @MainActor
    private final class Screen {
        let app = TUIApplication()
        let surface: HeadlessSurface
        let loop: MainLoop
        let window = TUIWindow()

        init(_ root: TUIViewController, size: Size) {
            surface = HeadlessSurface(size: size)
            loop = MainLoop(surface: surface)
            app.makeKey(window)
            app.attach(to: loop)
            window.rootViewController = root
            draw()
        }

        func draw() {
            loop.processInput()
            loop.displayIfNeeded()
        }

        func press(_ keys: Key...) {
            for key in keys { surface.enqueue(.key(KeyEvent(key))) }
            draw()
        }

        var lines: [String] { surface.text.components(separatedBy: "\n") }
    }

    @Test func aDiffableListControllerListsItsSectionsAndPushesOnSelection() {
        let parks = ParksViewController()
        let screen = Screen(TUINavigationController(rootViewController: parks), size: Size(width: 50, height: 16))
        #expect(screen.surface.text.contains("Parks"))
        #expect(screen.surface.text.contains("Denali"))
        #expect(screen.surface.text.contains("Alaska"))
        #expect(screen.lines.contains { $0.contains("Acadia") && $0.contains("›") })
        screen.press(.enter)
        #expect(parks.opened == ["Denali"])
        #expect(screen.lines.first?.contains("Denali") == true, "the pushed screen's title: \(screen.lines.first ?? "")")
    }

    @Test func aFormTakesTextSegmentsAndTheSlider() {
        let form = SettingsFormViewController()
        let screen = Screen(TUINavigationController(rootViewController: form), size: Size(width: 50, height: 16))
        #expect(screen.surface.text.contains("Miles"))
        #expect(screen.surface.text.contains("Volume 5"))
        #expect(screen.surface.text.contains("Pack water."))
        form.unitsControl.becomeFocusedForTesting(in: screen.window)
        screen.draw()
        screen.press(.right)
        #expect(form.unitsControl.selectedSegmentIndex == 1)
        // The slider moves a cell's worth of its range per arrow.
        screen.press(.tab, .right, .right, .right, .right, .right)
        #expect(form.volumeSlider.value > 6 && form.volumeSlider.value < 6.5)
        #expect(screen.surface.text.contains("Volume 6"))
        #expect(form.changes.first == "units 1" && form.changes.last == "volume 6")
    }

    @Test func aSplitViewShowsTheSidebarBesideItsDetailAndCollapsesWhenNarrow() {
        let split = LibrarySplitViewController()
        let screen = Screen(split, size: Size(width: 100, height: 12))
        #expect(screen.lines.contains { $0.contains("Books") && $0.contains("│") })
        #expect(screen.surface.text.contains("Pick a shelf"))
        #expect(!split.isCollapsed)
        screen.press(.down, .enter)
        #expect(screen.surface.text.contains("Shelf: Music"))
        screen.surface.resize(to: Size(width: 60, height: 12))
        screen.surface.enqueue(.resize(Size(width: 60, height: 12)))
        screen.draw()
        #expect(split.isCollapsed)
        #expect(screen.surface.text.contains("Library"), "collapsed to the sidebar, as the delegate asked")
    }
}

extension TUIView {
    /// Moves focus to this view, as a click would.
    fileprivate func becomeFocusedForTesting(in window: TUIWindow) {
        window.requestFocusUpdate(to: self)
    }
}
