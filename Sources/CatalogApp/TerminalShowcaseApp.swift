import GraftTerminal

/// Runs ``TerminalShowcase`` on a surface until the user quits.
@MainActor
public enum TerminalShowcaseApp {
    /// Wires the showcase to `loop` and runs it until `q` or Ctrl-C.
    ///
    /// - Returns: Whether Ctrl-C ended it (the command exits 130 then).
    @discardableResult
    public static func run(on loop: MainLoop) async -> Bool {
        let showcase = TerminalShowcase(size: loop.surface.size, colorSupport: loop.surface.colorSupport)
        connect(showcase, to: loop)
        await loop.run()
        return showcase.lastKey == KeyEvent(.character("c"), modifiers: .control)
    }

    /// Routes the loop's events and frames to `showcase`.
    public static func connect(_ showcase: TerminalShowcase, to loop: MainLoop) {
        loop.eventHandler = { [unowned loop] event in
            if showcase.handle(event) == .quit { loop.stop() }
            loop.setNeedsDisplay()
        }
        loop.drawHandler = { canvas in showcase.draw(into: &canvas) }
    }
}
