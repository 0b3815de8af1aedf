import GraftHosting

/// Builds the settings sheet: GraftUI content in a hosting controller, in a
/// navigation controller for its title and Done button, presented as a page
/// sheet that can be medium or large (Alt-Up and Alt-Down, or a click on
/// its grabber, switch).
@MainActor
enum SettingsScreen {
    static func make(app: AppModel) -> TUINavigationController {
        let host = TUIHostingController(rootView: SettingsView(settings: app.settings))
        let navigation = TUINavigationController(rootViewController: host)
        navigation.modalPresentationStyle = .pageSheet
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        return navigation
    }
}
