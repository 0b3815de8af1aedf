import GraftTerminal

/// Something a ``TapePlayer`` can drive: an app that takes input events and
/// shows frames.
///
/// ``HeadlessTapeTarget`` drives an app in memory. A target for a real
/// terminal would write ``TapeCommand/inputBytes`` to it and read the screen back.
@MainActor
public protocol TapeTarget: AnyObject {
    /// The screen size in cells.
    var size: Size { get }

    /// The frame currently shown, or nil before the app has drawn one.
    var screen: Canvas? { get }

    /// Delivers an input event to the app.
    func send(_ event: Event)

    /// Changes the screen size, as a terminal window being resized does.
    func resize(to size: Size)

    /// Lets the app handle the input it was sent and draw: runs pending
    /// main-actor work and presents any frame that is due.
    func settle() async

    /// Moves the app's timers on by a pause that a headless player does not
    /// wait for, so that animations turn as they would in real time.
    func advanceTime(by duration: Duration)

    /// Whether the app has timers that ``advanceTime(by:)`` would fire.
    var hasPendingTimers: Bool { get }
}

extension TapeTarget {
    /// False: a target that plays in real time needs no help.
    public var hasPendingTimers: Bool { false }

    /// Does nothing: a target that plays in real time needs no help.
    public func advanceTime(by duration: Duration) {}
}
