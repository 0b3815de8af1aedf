import GraftHosting
import GraftTesting
import Testing
@testable import CatalogApp
@testable import TUIKit

@MainActor
@Suite struct DebugTests {
    @Test func debugFocus() async throws {
        let harness = await CatalogHarness.launch()
        print("focused before:", harness.app.window.focusedView as Any, harness.app.window.firstResponder as Any)
        try await harness.pilot.press(.enter)
        let pref = harness.app.window.rootViewController?.preferredFocusViewController
        print("preferred:", pref as Any, pref?.viewIfLoaded as Any, harness.app.window.focusableViewsInReadingOrder())
        print("focused after:", harness.app.window.focusedView as Any, harness.app.window.firstResponder as Any)
        try await harness.pilot.press(.character("f"))
        print("focused after f:", harness.app.window.focusedView as Any, harness.model.store.favoriteProductIDs)
    }
}
