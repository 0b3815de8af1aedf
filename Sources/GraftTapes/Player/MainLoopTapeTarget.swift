import GraftTerminal

/// Plays a tape into a running `MainLoop` on any surface, such as the real
/// terminal: keys go straight to the loop, and the screen is the loop's last frame.
///
/// A real terminal cannot be resized by a program, so `Resize` steps deliver
/// a resize event for the terminal's current size (the app redraws), and the
/// size stays what the terminal is.
@MainActor
public final class MainLoopTapeTarget: TapeTarget {
    /// The loop the tape drives.
    public let loop: MainLoop

    /// Creates a target driving `loop`.
    public init(loop: MainLoop) {
        self.loop = loop
    }

    /// The surface's size.
    public var size: Size { loop.surface.size }

    /// The frame the loop drew last.
    public var screen: Canvas? { loop.lastFrame }

    /// Delivers `event` to the loop.
    public func send(_ event: Event) {
        loop.dispatch(event)
    }

    /// Delivers a resize event for the surface's actual size.
    public func resize(to size: Size) {
        loop.dispatch(.resize(loop.surface.size))
    }

    /// Draws what is due and lets main-actor work run.
    public func settle() async {
        loop.displayIfNeeded()
        for _ in 0 ..< 4 { await Task.yield() }
        loop.displayIfNeeded()
    }
}
