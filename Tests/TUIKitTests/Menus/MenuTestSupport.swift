@testable import TUIKit

/// A screen with a menu button on the top row, a plain button under it and
/// a key-hints footer, driven headless as a user drives it.
@MainActor
final class MenuScreen {
    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface
    let root: TUIViewController
    let menuButton: TUIButton
    let otherButton: TUIButton
    let hints = TUIKeyHintsView()
    let log = EventLog()

    /// Puts a button showing `menu` as its primary action at the top left.
    init(menu: TUIMenu, width: Int = 40, height: Int = 14, colorSupport: ColorSupport = .trueColor) {
        app = TUIApplication()
        surface = HeadlessSurface(size: Size(width: width, height: height), colorSupport: colorSupport)
        window = TUIWindow()
        app.makeKey(window)
        app.connect(to: surface)
        root = TUIViewController()
        window.rootViewController = root
        let log = log
        menuButton = TUIButton(primaryAction: TUIAction(title: "Sort") { _ in log.entries.append("button action") })
        menuButton.menu = menu
        menuButton.showsMenuAsPrimaryAction = true
        menuButton.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        otherButton = TUIButton(primaryAction: TUIAction(title: "Other") { _ in log.entries.append("other") })
        otherButton.frame = Rect(x: 20, y: 0, width: 9, height: 1)
        root.view.addSubview(menuButton)
        root.view.addSubview(otherButton)
        hints.frame = Rect(x: 0, y: height - 1, width: width, height: 1)
        root.view.addSubview(hints)
        window.requestFocusUpdate(to: menuButton)
        app.mainLoop?.displayIfNeeded()
    }

    /// Whether a menu is open over the screen.
    var isMenuOpen: Bool { root.presentedViewController is MenuViewController }

    /// The screen's lines.
    var lines: [String] { surface.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The footer's text.
    var footer: String { lines.last ?? "" }

    /// Delivers keys and draws.
    func press(_ keys: Key..., modifiers: KeyModifiers = []) {
        send(keys.map { key($0, modifiers) }, to: app, surface: surface)
    }

    /// Clicks (press and release) with `button` at `point`.
    func click(_ point: Point, button: MouseButton = .left) {
        send(
            [.mouse(MouseEvent(.press(button), at: point)), .mouse(MouseEvent(.release(button), at: point))], to: app,
            surface: surface)
    }

    /// Where `text` first shows on screen: its column and row.
    func position(of text: String) -> Point? {
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return Point(x: line.distance(from: line.startIndex, to: range.lowerBound), y: row)
            }
        }
        return nil
    }

    /// The style drawn at `point`.
    func style(at point: Point) -> Style { surface.lastFrame?[point.x, point.y].style ?? Style() }

    /// The style of the first character of `text` on screen.
    func style(of text: String) -> Style? { position(of: text).map { style(at: $0) } }

    /// The rows with a reverse-video cell, as the terminal would draw them with `support`.
    func reversedRows(as support: ColorSupport = .trueColor) -> [Int] {
        guard let frame = surface.lastFrame else { return [] }
        return (0 ..< surface.size.height).filter { row in
            (0 ..< surface.size.width).contains { frame[$0, row].style.downgraded(to: support).attributes.contains(.reverse) }
        }
    }
}
