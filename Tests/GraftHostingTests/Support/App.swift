import Foundation
import GraftTerminal

@testable import GraftHosting
@testable import TUIKit

/// A headless app with one key window on a surface of `width` x `height`.
@MainActor
func makeApp(width: Int = 30, height: Int = 8) -> (app: TUIApplication, window: TUIWindow, surface: HeadlessSurface) {
    let app = TUIApplication()
    let surface = HeadlessSurface(size: Size(width: width, height: height))
    let window = TUIWindow()
    app.makeKey(window)
    app.connect(to: surface)
    return (app, window, surface)
}

/// Delivers `events` and draws the frame they asked for.
@MainActor
func send(_ events: [Event], to app: TUIApplication, surface: HeadlessSurface) {
    for event in events {
        if case .resize(let size) = event { surface.resize(to: size) } else { surface.enqueue(event) }
    }
    app.mainLoop?.processInput()
    app.mainLoop?.displayIfNeeded()
}

/// Draws the frame that is due, if any.
@MainActor
func display(_ app: TUIApplication) {
    app.mainLoop?.displayIfNeeded()
}

/// A key event.
func key(_ key: Key, _ modifiers: KeyModifiers = []) -> Event {
    .key(KeyEvent(key, modifiers: modifiers))
}

/// A left click at `x`, `y`: a press and a release.
func click(_ x: Int, _ y: Int) -> [Event] {
    [.mouse(MouseEvent(.press(.left), at: Point(x: x, y: y))), .mouse(MouseEvent(.release(.left), at: Point(x: x, y: y)))]
}

/// The lines of a surface's last frame with trailing blanks removed.
@MainActor
func lines(_ surface: HeadlessSurface) -> [String] {
    surface.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
}

/// A log of callbacks, shared by the objects under test.
@MainActor
final class Log {
    var entries: [String] = []
}

/// The lines of a surface's last frame with blanks on both sides removed.
@MainActor
func trimmed(_ surface: HeadlessSurface) -> [String] {
    lines(surface).map { $0.trimmingCharacters(in: .whitespaces) }
}
