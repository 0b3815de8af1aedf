/// A surface in memory: the one tests, tapes and benchmarks use. No terminal needed.
///
/// Fill its event queue with ``enqueue(_:)``, ``enqueue(bytes:)`` or
/// ``resize(to:)``; read what was shown from ``lastFrame``, ``text`` and
/// ``styledText``.
///
/// ```swift
/// let surface = HeadlessSurface(size: Size(width: 40, height: 10))
/// surface.enqueue(.key(KeyEvent(.down)))
/// loop.processInput()
/// #expect(surface.text.contains("Selected: 2"))
/// ```
@MainActor
public final class HeadlessSurface: Surface {
    /// The drawable size in cells; change it with ``resize(to:)``.
    public private(set) var size: Size
    /// The color level frames are downgraded to before they are stored.
    public let colorSupport: ColorSupport
    /// The most recent frames, oldest first, at most ``frameHistoryLimit`` of them.
    public private(set) var frames: [Canvas] = []
    /// How many frames to keep in ``frames``; older ones are dropped.
    public var frameHistoryLimit: Int
    /// How many frames were presented in all.
    public private(set) var presentedFrameCount = 0
    /// How many cells the presented frames changed in all, as a real terminal
    /// surface would have sent them.
    public private(set) var changedCellCount = 0
    /// Where the text cursor is, or nil when hidden.
    public private(set) var cursorPosition: Point?
    /// What was last put on the clipboard with ``copyToClipboard(_:)``.
    public private(set) var clipboard: String?
    private var pendingEvents: [Event] = []
    private var decoder = InputDecoder()

    /// Creates a headless surface.
    ///
    /// - Parameters:
    ///   - size: The screen size in cells.
    ///   - colorSupport: The color level to emulate; 24-bit by default.
    ///   - frameHistoryLimit: How many presented frames to keep.
    public init(size: Size = Size(width: 80, height: 24), colorSupport: ColorSupport = .trueColor, frameHistoryLimit: Int = 64) {
        self.size = size
        self.colorSupport = colorSupport
        self.frameHistoryLimit = max(frameHistoryLimit, 1)
    }

    /// The last frame presented, or nil before the first.
    public var lastFrame: Canvas? { frames.last }

    /// The screen as plain text (blank before the first frame).
    public var text: String { (lastFrame ?? Canvas(size: size)).text }

    /// The screen as text with ANSI styling.
    public var styledText: String { (lastFrame ?? Canvas(size: size)).styledText(colorSupport: colorSupport) }

    /// Stores `canvas`, downgraded to ``colorSupport`` and cut or padded to ``size``, as the screen.
    public func present(_ canvas: Canvas) {
        var frame = canvas.resized(to: size)
        if colorSupport < .trueColor {
            for y in 0 ..< frame.size.height {
                for x in 0 ..< frame.size.width {
                    frame.downgradeCell(atCanvasX: x, y: y, to: colorSupport)
                }
            }
        }
        changedCellCount += frame.changes(from: lastFrame).reduce(0) { $0 + $1.cells.count }
        frames.append(frame)
        if frames.count > frameHistoryLimit { frames.removeFirst(frames.count - frameHistoryLimit) }
        presentedFrameCount += 1
    }

    /// Returns the queued events, or an empty array; never waits.
    public func readEvents(timeout: Duration) -> [Event] {
        var events = pendingEvents
        pendingEvents.removeAll()
        events += decoder.flushPending()
        return events
    }

    /// Keeps `text` as ``clipboard``.
    public func copyToClipboard(_ text: String) {
        clipboard = text
    }

    /// Records the cursor position.
    public func setCursor(_ position: Point?) {
        cursorPosition = position
    }

    /// Always empty: input is pushed in with ``enqueue(_:)``.
    public var inputDescriptors: [Int32] { [] }

    // MARK: - Input

    /// Queues an event for the next ``readEvents(timeout:)``.
    public func enqueue(_ event: Event) {
        pendingEvents.append(event)
    }

    /// Queues the events these terminal bytes decode to, as if typed on a real
    /// terminal; an escape sequence cut short is completed by later bytes or
    /// delivered as what it is by the next ``readEvents(timeout:)``.
    public func enqueue<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        pendingEvents += decoder.decode(bytes)
    }

    /// Changes the screen size and queues the matching resize event.
    public func resize(to newSize: Size) {
        size = Size(width: max(newSize.width, 0), height: max(newSize.height, 0))
        pendingEvents.append(.resize(size))
    }
}
