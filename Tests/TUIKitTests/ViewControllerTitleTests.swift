import Testing

@testable import TUIKit

@MainActor
@Suite("View controller title")
struct ViewControllerTitleTests {
    @Test func settingTheTitleSetsTheNavigationAndTabBarItemsTitles() {
        let controller = TUIViewController()
        let navigationItem = controller.navigationItem
        let tabBarItem: TUITabBarItem = controller.tabBarItem
        controller.title = "Products"
        #expect(navigationItem.title == "Products")
        #expect(tabBarItem.title == "Products")
        let later = TUIViewController()
        later.title = "History"
        #expect(later.navigationItem.title == "History")
        #expect(later.tabBarItem.title == "History")
    }
}
