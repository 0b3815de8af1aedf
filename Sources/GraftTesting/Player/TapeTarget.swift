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
}
