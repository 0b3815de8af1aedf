import Foundation
import GraftHosting
import GraftTerminal
import GraftTesting

@testable import CatalogApp

/// The catalog app on a headless surface, launched from command-line
/// arguments exactly as the `catalog` binary launches it, to compare with
/// the binary on a real terminal.
///
/// Unlike ``CatalogHarness`` and `catalog --tape`, prices keep the
/// process's locale: the interactive binary has no way to be pinned to
/// en_US, so both sides format in the locale they share.
@MainActor
final class TourHeadlessApp {
    let target: HeadlessTapeTarget
    let app: CatalogApplication
    let pilot: Pilot

    init(size: Size, arguments: [String] = [], colorSupport: ColorSupport = .trueColor) throws {
        let launch = try AppLaunch(options: try CommandLineOptions.parse(["--tape", "unused.tape"] + arguments), environment: [:])
        target = HeadlessTapeTarget(size: size, colorSupport: colorSupport)
        // Order numbers count up as in tape runs, which the tour expects.
        launch.model.store.makePurchaseID = CatalogStore.countingPurchaseIDs()
        app = CatalogApplication(model: launch.model, application: TUIApplication())
        app.attach(to: target.loop)
        target.loop.setNeedsDisplay()
        pilot = Pilot(target, waitTimeout: .seconds(10))
    }

    /// The screen's text once the app has handled everything sent to it.
    func screen() async -> String {
        await pilot.settle()
        return pilot.screen.lines.joined(separator: "\n")
    }
}
