import Foundation
import GraftHosting
import GraftTesting

@testable import CatalogApp

/// The catalog app running headless on its own application, with a pilot
/// to drive it: what every screen and flow test starts from.
@MainActor
final class CatalogHarness {
    let model: AppModel
    let app: CatalogApplication
    let target: HeadlessTapeTarget
    let pilot: Pilot

    /// Starts the app on the embedded catalog, with nothing saved, and
    /// waits for its first frame, as a person at a terminal would.
    /// A `purchaseService` replaces the simulated one (and its delay and failures).
    static func launch(
        size: Size = Size(width: 80, height: 24), failingPurchases: Int = 0,
        purchaseDelay: Duration = .milliseconds(20), catalog: Catalog = .standard,
        purchaseService: (any PurchaseService)? = nil, colorSupport: ColorSupport = .trueColor
    ) async -> CatalogHarness {
        let harness = CatalogHarness(
            size: size, failingPurchases: failingPurchases, purchaseDelay: purchaseDelay, catalog: catalog,
            purchaseService: purchaseService, colorSupport: colorSupport)
        await harness.pilot.settle()
        return harness
    }

    private init(
        size: Size, failingPurchases: Int, purchaseDelay: Duration, catalog: Catalog,
        purchaseService: (any PurchaseService)?, colorSupport: ColorSupport
    ) {
        model = AppModel(
            catalog: catalog, savedState: nil, stateFile: nil,
            purchaseService: purchaseService ?? SimulatedPurchaseService(delay: purchaseDelay, failingFirst: failingPurchases))
        model.settings.locale = Locale(identifier: "en_US")
        app = CatalogApplication(model: model, application: TUIApplication())
        target = HeadlessTapeTarget(size: size, colorSupport: colorSupport)
        app.attach(to: target.loop)
        pilot = Pilot(target, waitTimeout: .seconds(10))
    }

    /// The screen now, after the app has handled everything it was sent.
    func screen() async -> Frame {
        await pilot.settle()
        // Sheets slide in and out; a person looks once they are still.
        for _ in 0 ..< 120 where app.application.hasViewMotions {
            target.advanceTime(by: .milliseconds(20))
            await pilot.settle()
        }
        return pilot.screen
    }
}
