import GraftHosting

/// The catalog app, ready to run: its window, its root controller and the
/// app model they show.
///
/// ```swift
/// let app = CatalogApplication(model: launch.model)
/// await app.run(on: try NcursesSurface())
/// ```
///
/// Tapes and tests attach it to a loop they drive instead:
///
/// ```swift
/// let target = HeadlessTapeTarget(size: Size(width: 80, height: 24))
/// let app = CatalogApplication(model: model, application: TUIApplication.shared)
/// app.attach(to: target.loop)
/// ```
@MainActor
public final class CatalogApplication {
    /// The model the screens show.
    public let model: AppModel
    /// The application the window belongs to.
    public let application: TUIApplication
    /// The app's one window.
    public let window: TUIWindow = CatalogWindow()
    /// Covers everything, and takes the keys, below the smallest usable size.
    let tooSmallWindow = TooSmallWindow()
    let root: CatalogRootViewController
    private(set) var loop: MainLoop?
    private var themeObservation: ObservationLoop<Theme>?
    private var tooSmallThemeObservation: ObservationLoop<Theme>?

    /// Creates the app's window and screens for `model`.
    ///
    /// - Parameters:
    ///   - model: The catalog, store and settings.
    ///   - application: The application to run in; the shared one by default.
    public init(model: AppModel, application: TUIApplication = .shared) {
        self.model = model
        self.application = application
        root = CatalogRootViewController(app: model)
        root.quit = { [weak self] in self?.quit() }
        window.rootViewController = root
        themeObservation = ThemeFollower.follow(model.settings, in: window)
        tooSmallThemeObservation = ThemeFollower.follow(model.settings, in: tooSmallWindow)
    }

    /// Has `loop` drive the app: its events reach the window and its frames
    /// show it. `q` stops the loop.
    public func attach(to loop: MainLoop) {
        self.loop = loop
        application.attach(to: loop)
        application.makeKey(tooSmallWindow)
        application.makeKey(window)
        // Before the windows see a resize, so the first frame at the new
        // size is already the right one.
        let sendEvent = loop.eventHandler
        loop.eventHandler = { [weak self] event in
            if case .resize(let size) = event { self?.updateForSize(size) }
            sendEvent?(event)
        }
        updateForSize(loop.surface.size)
    }

    /// Shows the too-small window, key, below the minimum size; hides it
    /// and gives the keys back to the app's window above it.
    private func updateForSize(_ size: Size) {
        let isTooSmall = TooSmallWindow.isTooSmall(size)
        guard tooSmallWindow.isHidden == isTooSmall else { return }
        tooSmallWindow.isHidden = !isTooSmall
        application.makeKey(isTooSmall ? tooSmallWindow : window)
    }

    /// Runs the app on `surface` until the user quits.
    public func run(on surface: any Surface) async {
        let loop = MainLoop(surface: surface)
        attach(to: loop)
        await loop.run()
    }

    /// Ends the app after the current frame.
    public func quit() {
        loop?.stop()
    }
}
