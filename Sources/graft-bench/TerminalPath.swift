import Foundation
import GraftTerminal
import TUIKit

/// An app on its real output path: a `MainLoop` over an `NcursesSurface` on
/// a pseudo-terminal. One ``press(_:)`` is what a key press costs the app:
/// the key is queued on the surface already decoded, read by the loop, sent
/// through the app (update and layout), drawn, presented by ncurses, and
/// written to the terminal, whose far end is drained so it never fills.
@MainActor
final class TerminalPath {
    static let screen = Size(width: 120, height: 40)

    let terminal: PseudoTerminal
    let surface: NcursesSurface
    let loop: MainLoop
    /// Key presses so far, so a cycle of keys carries on across calls.
    private var pressCount = 0

    /// Opens the terminal and has `attach` connect the app to the loop.
    /// Whatever the app asks to draw first is presented and drained.
    /// - Parameter virtualTime: The loop's timers (animations) fire only in
    ///   ``animationFrame()``, on a time line the benchmark moves.
    init(size: Size = TerminalPath.screen, drainsInBackground: Bool = false, virtualTime: Bool = false, attach: (MainLoop) -> Void) {
        guard let terminal = PseudoTerminal(size: size) else {
            preconditionFailure("TerminalPath: no pseudo-terminal to run on")
        }
        // A whole-screen frame can exceed the pty's buffer: read it as it is written.
        if drainsInBackground { terminal.drainContinuously() }
        do {
            surface = try terminal.makeSurface()
        } catch {
            preconditionFailure("TerminalPath: ncurses cannot start on the pseudo-terminal: \(error)")
        }
        self.terminal = terminal
        loop = MainLoop(surface: surface)
        loop.timersFollowRealTime = !virtualTime
        attach(loop)
        loop.displayIfNeeded()
        terminal.drain()
    }

    /// A running TUIKit app whose one window shows `root`.
    convenience init(
        size: Size = TerminalPath.screen, drainsInBackground: Bool = false, virtualTime: Bool = false, root: TUIViewController
    ) {
        let application = TUIApplication()
        let window = TUIWindow(frame: Rect(origin: .zero, size: size))
        window.rootViewController = root
        application.makeKey(window)
        window.isHidden = false
        self.init(size: size, drainsInBackground: drainsInBackground, virtualTime: virtualTime) { application.attach(to: $0) }
        self.application = application
    }

    /// Keeps the TUIKit app made by ``init(size:root:)`` alive.
    private var application: TUIApplication?

    /// Has `handle` see every event before the app does: how a benchmark
    /// turns a key into a change of the app's model.
    func intercept(_ handle: @escaping @MainActor (Event) -> Void) {
        let app = loop.eventHandler
        loop.eventHandler = { event in
            handle(event)
            app?(event)
        }
    }

    /// One key press from the surface to the terminal's bytes; returns the
    /// bytes the surface wrote to the terminal for it. (The far end is read
    /// too, but the kernel may hand bytes over later, so it does not count.)
    /// Never inlined, so callgrind can count it: `--toggle-collect` on its symbol.
    @discardableResult
    @inline(never)
    func press(_ key: Key) -> Int {
        let before = surface.outputStatistics.bytes
        surface.enqueue(.key(KeyEvent(key)))
        loop.processInput()
        loop.displayIfNeeded()
        terminal.drain()
        return surface.outputStatistics.bytes - before
    }

    /// One animation frame from the loop's timer to the terminal's bytes:
    /// a sixtieth of a second of virtual time passes, the frame timer moves
    /// the animations, and the frame is drawn, presented and written.
    @discardableResult
    @inline(never)
    func animationFrame() -> Int {
        let before = surface.outputStatistics.bytes
        loop.advanceTimers(by: .nanoseconds(1_000_000_000 / 60))
        loop.displayIfNeeded()
        terminal.drain()
        return surface.outputStatistics.bytes - before
    }

    /// Presses `keys` in turn, `iterations` presses in all; the cycle picks up
    /// where the last call left it. Returns the bytes written, to keep.
    func press(cycling keys: [Key], _ iterations: Int) -> Int {
        var total = 0
        for _ in 0 ..< iterations {
            total &+= press(keys[pressCount % keys.count])
            pressCount += 1
        }
        return total
    }

    /// Bytes per press for each key of `keys` (pressed once each, in order),
    /// after `warmUp` rounds of the same keys.
    func bytesPerPress(_ keys: [Key], warmUp: Int = 2) -> [Int] {
        _ = press(cycling: keys, warmUp * keys.count)
        return keys.map { key in
            pressCount += 1
            return press(key)
        }
    }
}
