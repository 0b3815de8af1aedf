import Foundation
import Testing

@testable import TUIKit

@MainActor
@Suite("Page controls")
struct PageControlTests {
    private func harness(_ control: TUIPageControl) -> ControlHarness {
        ControlHarness(control, width: control.intrinsicContentSize.width, windowWidth: 12) { "\(control.currentPage)" }
    }

    @Test func itDrawsADotPerPageWithTheCurrentOneFilled() {
        let control = TUIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        control.numberOfPages = 3
        control.currentPage = 1
        #expect(
            control.size(forNumberOfPages: 3) == Size(width: 5, height: 1) && control.size(forNumberOfPages: 0) == Size(width: 0, height: 1)
        )
        control.pageIndicatorTintColor = TUIColor(.blue)
        let ui = harness(control)
        #expect(ui.row.hasPrefix("○ ● ○"))
        #expect(ui.style(2).attributes.contains(.bold) && ui.style(0).foreground == .blue)
        // Focused: the dots are the one focus mark.
        #expect(control.isFocused && ui.columns(with: .reverse) == Array(0 ..< 5))
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1 && control.accessibilityValue == "page 2 of 2")
    }

    @Test func leftRightAndClicksChangeThePageAndSendValueChanged() {
        let control = TUIPageControl()
        control.numberOfPages = 4
        let ui = harness(control)
        ui.press(.right, .right)
        #expect(control.currentPage == 2 && ui.row.hasPrefix("○ ○ ● ○"))
        ui.press(.left, .end, .right)  // kept at the end
        #expect(ui.events == ["1", "2", "1", "3"])
        ui.click(0)
        #expect(control.currentPage == 0)
        ui.click(3)  // between dots, right of the current one: a page on
        #expect(control.currentPage == 1 && ui.events == ["1", "2", "1", "3", "0", "1"])
        control.currentPage = 3
        #expect(ui.events.count == 6)  // code sends nothing
    }

    @Test func aSinglePageCanHideTheControl() {
        let control = TUIPageControl()
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        let ui = harness(control)
        #expect(ui.row.trimmingCharacters(in: .whitespaces).isEmpty && !control.isFocused)
        control.hidesForSinglePage = false
        ui.app.mainLoop?.displayIfNeeded()
        #expect(ui.row.hasPrefix("●"))
    }
}
