import GraftTerminal

/// A tape target that runs an app in memory, on a `HeadlessSurface` and
/// its `MainLoop`: no terminal, and as fast as the app can draw.
///
/// The loop's timers (spinners, animations) made after the target follow
/// the player's time line, not the clock: a pause of 1s fires what 1s of
/// timers would, however long the pause really takes.
///
/// Install the app's handlers on ``loop``, then play a tape against the target:
///
/// ```swift
/// let target = HeadlessTapeTarget(size: tape.initialSize ?? Size(width: 80, height: 24))
/// app.attach(to: target.loop)
/// let recording = try await TapePlayer(target: target).play(tape)
/// ```
@MainActor
public final class HeadlessTapeTarget: TapeTarget {
    /// The surface the app draws on.
    public let surface: HeadlessSurface
    /// The loop that delivers events to the app and draws its frames.
    public let loop: MainLoop
    /// How many times ``settle()`` yields to other main-actor work.
    var settleYields = 4

    /// Creates a target over an existing surface and the loop that drives it.
    ///
    /// - Parameters:
    ///   - surface: The surface; it must be `loop`'s surface.
    ///   - loop: The app's loop.
    public init(surface: HeadlessSurface, loop: MainLoop) {
        precondition(loop.surface === surface, "HeadlessTapeTarget: the loop must drive the given surface")
        self.surface = surface
        self.loop = loop
        // The app's timers run on the player's time line: pauses and waits move them on.
        loop.timersFollowRealTime = false
    }

    /// Creates a target with a new surface of `size` and a new loop over it.
    ///
    /// - Parameters:
    ///   - size: The screen size in cells.
    ///   - colorSupport: The color level the surface emulates.
    public convenience init(size: Size = Size(width: 80, height: 24), colorSupport: ColorSupport = .trueColor) {
        let surface = HeadlessSurface(size: size, colorSupport: colorSupport)
        self.init(surface: surface, loop: MainLoop(surface: surface))
    }

    /// The surface's size.
    public var size: Size { surface.size }

    /// The last frame the surface presented.
    public var screen: Canvas? { surface.lastFrame }

    /// Queues the event on the surface and has the loop deliver it.
    public func send(_ event: Event) {
        surface.enqueue(event)
        loop.processInput()
    }

    /// Resizes the surface and has the loop deliver the resize event.
    public func resize(to size: Size) {
        surface.resize(to: size)
        loop.processInput()
    }

    /// Fires the loop's timers that `duration` covers (see `MainLoop/advanceTimers(by:)`).
    public func advanceTime(by duration: Duration) {
        loop.advanceTimers(by: duration)
    }

    /// Whether the loop has timers that may still fire.
    public var hasPendingTimers: Bool { loop.hasPendingTimers }

    /// Draws any frame that is due, yields so that pending main-actor work
    /// (tasks, the loop's own scheduled frames) runs, then draws again.
    public func settle() async {
        loop.displayIfNeeded()
        for _ in 0 ..< settleYields {
            await Task.yield()
        }
        loop.displayIfNeeded()
    }
}
