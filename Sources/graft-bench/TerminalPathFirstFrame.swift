import CatalogApp
import Foundation
import GraftTerminal
import TUIKit

extension TerminalPathBenchmarks {
    /// How long the `catalog` command waits for its catalog before it shows
    /// the loading screen (as in Sources/catalog/main.swift).
    static let loadingScreenDelay = Duration.milliseconds(50)

    /// The catalog app's start as the `catalog` command does it, on the
    /// terminal path, `runs` times: from starting to read the file to the
    /// first frame's bytes on the pseudo-terminal (the loading screen when
    /// the catalog is still being read after 50 ms, else the catalog), and
    /// to the catalog's first frame.
    static func firstFrame(count: Int, runs: Int = 5) -> [(first: Duration, catalog: Duration, loadingScreen: Bool)] {
        let path = CatalogAppBenchmarks.CatalogFile(count: count).path
        let clock = ContinuousClock()
        return (0 ..< runs).map { _ in
            let start = clock.now
            let loading = CatalogLoading(contentsOfFile: path)
            let isRead = loading.wait(upTo: loadingScreenDelay)
            let screen = CatalogLoadingScreen(loading: loading)
            var app: CatalogApplication?
            let terminal = TerminalPath { loop in
                if isRead {
                    app = attachApp(loading, to: loop)
                } else {
                    screen.attach(to: loop)
                }
            }
            let first = clock.now - start
            if !isRead {
                _ = loading.wait(upTo: .seconds(600))
                screen.detach()
                app = attachApp(loading, to: terminal.loop)
                terminal.loop.setNeedsDisplay()
                terminal.loop.displayIfNeeded()
                terminal.terminal.drain()
            }
            let catalog = clock.now - start
            blackHole(terminal.press(.down))
            withExtendedLifetime(app) {}
            return (first, catalog, !isRead)
        }
    }

    private static func attachApp(_ loading: CatalogLoading, to loop: MainLoop) -> CatalogApplication {
        guard case .success(let catalog)? = loading.result else {
            preconditionFailure("TerminalPathBenchmarks.firstFrame: the generated catalog must load")
        }
        let model = AppModel(catalog: catalog, savedState: nil, stateFile: nil, purchaseService: SimulatedPurchaseService(delay: .zero))
        model.settings.locale = Locale(identifier: "en_US")
        let app = CatalogApplication(model: model, application: TUIApplication())
        app.attach(to: loop)
        return app
    }
}
