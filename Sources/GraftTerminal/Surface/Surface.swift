/// Where frames are shown and events come from: the real terminal
/// (``NcursesSurface``) or memory (``HeadlessSurface``).
///
/// A surface is driven from the main actor by a ``MainLoop`` or by a test.
@MainActor
public protocol Surface: AnyObject {
    /// The drawable size in cells.
    var size: Size { get }

    /// How many colors the surface shows; ``present(_:)`` downgrades to it.
    var colorSupport: ColorSupport { get }

    /// Shows `canvas`, sending only the cells that differ from the last frame.
    /// A canvas of another size than ``size`` is drawn clipped to the surface.
    func present(_ canvas: Canvas)

    /// Shows `canvas`, which differs from the canvas last given to a present
    /// method only in `changedRows`; a surface may compare just those rows
    /// with the screen. A retained-frame renderer knows which rows it drew.
    func present(_ canvas: Canvas, changedRows: Range<Int>)

    /// Waits up to `timeout` for input, then returns every event that is ready,
    /// in order; an empty array when nothing arrived. A zero timeout never waits.
    func readEvents(timeout: Duration) -> [Event]

    /// Shows the text cursor at `position`, or hides it when `position` is nil.
    func setCursor(_ position: Point?)

    /// File descriptors that become readable when input is waiting, so a run
    /// loop can sleep until then; empty for surfaces whose input is pushed in.
    var inputDescriptors: [Int32] { get }

    /// Hands the terminal back to the shell and stops the process until it is
    /// continued, as Ctrl-Z does; surfaces without a terminal do nothing.
    func suspend()

    /// Puts `text` on the system clipboard: a terminal is asked to with
    /// OSC 52, which most terminals honour (tmux with `set-clipboard on`);
    /// surfaces without a terminal keep it.
    func copyToClipboard(_ text: String)
}

extension Surface {
    /// Presents the whole canvas: surfaces that compare every row anyway
    /// need no hint.
    public func present(_ canvas: Canvas, changedRows: Range<Int>) {
        present(canvas)
    }

    /// Does nothing: only a real terminal can be suspended.
    public func suspend() {}

    /// Does nothing: a surface without a terminal has no clipboard.
    public func copyToClipboard(_ text: String) {}

    /// A blank canvas of the surface's current size, to draw the next frame into.
    public func makeCanvas() -> Canvas {
        Canvas(size: size)
    }
}
