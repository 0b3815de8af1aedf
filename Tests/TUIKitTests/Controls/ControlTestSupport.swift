@testable import TUIKit

/// A running app with one control in row 0 of its window, for tests that
/// press keys and click as a user does.
@MainActor
struct ControlHarness {
    let app: TUIApplication
    let window: TUIWindow
    let surface: HeadlessSurface
    let log = EventLog()

    /// Puts `control` at `x`, `width` cells wide, in a window `width + x`
    /// cells wide (with room for more views after it), on a surface of
    /// `colorSupport`, logging `describe()` on every `.valueChanged`.
    init(
        _ control: TUIControl, x: Int = 0, width: Int, windowWidth: Int? = nil, colorSupport: ColorSupport = .trueColor,
        describe: @escaping @MainActor () -> String
    ) {
        app = TUIApplication()
        surface = HeadlessSurface(size: Size(width: windowWidth ?? x + width, height: 2), colorSupport: colorSupport)
        window = TUIWindow()
        app.makeKey(window)
        app.connect(to: surface)
        control.frame = Rect(x: x, y: 0, width: width, height: 1)
        window.addSubview(control)
        let log = log
        control.addAction(TUIAction { _ in log.entries.append(describe()) }, for: .valueChanged)
        app.mainLoop?.displayIfNeeded()
    }

    /// The events logged so far.
    var events: [String] { log.entries }

    /// The first row as text.
    var row: String { surface.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }

    /// Delivers keys and draws.
    func press(_ keys: Key...) {
        send(keys.map { key($0) }, to: app, surface: surface)
    }

    /// Clicks column `x` of row 0: press and release there.
    func click(_ x: Int) {
        send([mouse(.press(.left), x), mouse(.release(.left), x)], to: app, surface: surface)
    }

    /// Delivers mouse events and draws.
    func mouse(_ events: Event...) {
        send(events, to: app, surface: surface)
    }

    /// A mouse event at column `x` of row 0.
    func mouse(_ action: MouseAction, _ x: Int) -> Event {
        .mouse(MouseEvent(action, at: Point(x: x, y: 0)))
    }

    /// The style of the cell at column `x` of row 0 on screen.
    func style(_ x: Int) -> Style {
        surface.lastFrame?[x, 0].style ?? Style()
    }

    /// The columns of row 0 that show `attribute`.
    func columns(with attribute: TextAttributes) -> [Int] {
        (0 ..< surface.size.width).filter { style($0).attributes.contains(attribute) }
    }
}
