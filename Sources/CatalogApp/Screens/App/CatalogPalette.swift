import GraftHosting

/// The app's accent colors for each appearance. Cyan reads well on black
/// but washes out on white, so the light appearance uses blue; text drawn
/// on the accent (a selected row) takes whichever of black and white stands
/// out on it.
enum CatalogPalette {
    /// The accent for controls, symbols and the selection in `style`.
    static func tint(for style: TUIUserInterfaceStyle) -> Color {
        style == .light ? .blue : .cyan
    }

    /// The accent for TUIKit views: a dynamic color, made once, that every
    /// view resolves against its own appearance as it draws.
    static let windowTint: TUIColor = {
        let light = TUIColor(tint(for: TUIUserInterfaceStyle.light))
        let dark = TUIColor(tint(for: TUIUserInterfaceStyle.dark))
        return TUIColor { traits in traits.userInterfaceStyle == .light ? light : dark }
    }()

    /// The accent in `scheme`, for GraftUI content.
    static func tint(for scheme: ColorScheme) -> Color {
        tint(for: scheme == .light ? TUIUserInterfaceStyle.light : .dark)
    }

    /// Text and symbols on the accent in `scheme`.
    static func onTint(for scheme: ColorScheme) -> Color {
        scheme == .light ? .brightWhite : .black
    }
}

/// The app's window: its tint is a dynamic color that follows the
/// appearance, so every UIKit control, the tab bar and the list's selection
/// use the accent that reads on the background.
final class CatalogWindow: TUIWindow {
    override init(frame: Rect) {
        super.init(frame: frame)
        tintColor = CatalogPalette.windowTint
    }
}

/// GraftUI content hosted in the app's screens, tinted with the accent of
/// its appearance (hosted content does not inherit the window's tint).
struct CatalogTinted<Content: View>: View {
    @Environment(\.colorScheme) private var colorScheme
    let content: Content

    var body: some View {
        content.tint(CatalogPalette.tint(for: colorScheme))
    }
}

extension View {
    /// Tints this content with the app's accent for its appearance.
    func catalogTint() -> some View {
        CatalogTinted(content: self)
    }
}
