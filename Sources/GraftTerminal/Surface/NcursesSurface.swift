import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal, drawn through ncurses (wide characters, color pairs,
/// extended colors) and read as raw bytes decoded by ``InputDecoder``.
///
/// Creating the surface switches the terminal to the alternate screen in raw
/// mode with mouse reporting and bracketed paste; ``close()`` puts everything
/// back. The terminal is also restored when the process exits, receives
/// SIGINT, SIGTERM or SIGHUP, crashes (SIGSEGV, SIGABRT, SIGILL, SIGTRAP,
/// SIGBUS, SIGFPE; a Swift runtime trap is one of these), or gets any other
/// signal whose default action ends it (SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE,
/// SIGALRM, SIGXCPU, the real-time signals, ...) while that signal is still
/// at its default action; it then dies of the signal as before. Standard error is
/// captured while the screen is active and printed after it closes, so
/// messages (including a crash's) are not lost on the alternate screen.
///
/// Ctrl-Z suspends (see ``suspend()``) and `fg` resumes with a full redraw.
@MainActor
public final class NcursesSurface: Surface {
    /// What the surface turns on.
    public struct Options: Sendable {
        /// Report mouse presses, releases, drags and the wheel.
        public var reportsMouse = true
        /// Deliver pasted text as one ``Event/paste(_:)``.
        public var bracketsPaste = true
        /// Route SIGWINCH, SIGTSTP, SIGCONT, SIGINT, SIGTERM and SIGHUP to the surface.
        /// Turn off only for a surface on a terminal that is not the process's own.
        public var handlesSignals = true
        /// Capture standard error while the screen is active and print it afterwards.
        public var capturesStandardError = true
        /// The terminal type; nil reads `TERM`.
        public var terminalType: String?
        /// How pictures are drawn: detected from the environment by default
        /// (``TerminalGraphics/detect(environment:colorSupport:deviceAttributes:)``).
        package var pictures: PictureDrawing = .detected

        /// How a surface draws pictures.
        package enum PictureDrawing: Sendable {
            /// As the environment says.
            case detected
            /// In half-block cells.
            case cells
            /// In pixels, as `graphics` sends them, whatever the colors.
            case graphics(TerminalGraphics)
        }

        /// The defaults: mouse, paste, signals and standard-error capture all on.
        public init() {}
    }

    /// The drawable size in cells.
    public internal(set) var size: Size
    /// The colors this terminal shows (after `NO_COLOR`).
    public let colorSupport: ColorSupport
    /// Called on SIGINT, SIGTERM or SIGHUP (or when the terminal hangs up) with
    /// the signal number. The default closes the surface and exits with status
    /// 128 + the signal number; a run loop replaces it to shut down in order.
    public var terminationHandler: (@MainActor (Int32) -> Void)?
    /// Whether the surface is on screen (false after ``close()``).
    public private(set) var isActive = false
    /// The terminal's input descriptor.
    let input: Int32
    /// The terminal's output descriptor.
    let output: Int32
    let options: Options
    private let screen: OpaquePointer
    private let inputFile: UnsafeMutablePointer<FILE>
    private let outputFile: UnsafeMutablePointer<FILE>
    private let savedModes: termios
    /// The terminal modes ncurses set up (raw, no echo), reinstated on resume.
    private var programModes = termios()
    /// Where ncurses' output goes before it reaches the terminal.
    private var frameOutput: FrameOutput?
    private let enableSequence: [UInt8]
    private let disableSequence: [UInt8]
    private var restoreSequence: [UInt8] = []
    var signalPipe: (read: Int32, write: Int32) = (-1, -1)
    private var errorCapture: (captured: Int32, original: Int32)?
    var decoder = InputDecoder()
    private var colorPairs: ColorPairTable
    /// What the terminal shows; see ``ShownFrame``.
    var shown = ShownFrame()
    /// Whether the last canvas given to a present method reached `shown`,
    /// so a changed-rows hint relative to it holds for the screen.
    private var lastCanvasWasShown = false
    /// How many rows the last present compared with the screen (for tests).
    package private(set) var lastRowsCompared = 0
    private var cursor: Point?
    private var wideCharacterBuffer = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
    /// The pictures shown in pixels, on a graphics terminal.
    var graphicsLayer: GraphicsLayer?

    /// Opens the terminal on `input` and `output` (standard input and output by default).
    ///
    /// `COLORTERM=truecolor` (or `24bit`) starts the terminal with the direct-color
    /// sibling of its `TERM` entry, for 24-bit color (see `TerminalTypeChoice`).
    ///
    /// - Throws: ``TerminalError/notATerminal(stream:)`` when either is not a
    ///   terminal; ``TerminalError/cannotDrawScreen(terminalType:)`` for
    ///   `TERM=dumb`; ``TerminalError/cannotStart(terminalType:)`` when ncurses
    ///   does not know the terminal type.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, options: Options = Options()) throws(TerminalError) {
        guard isatty(input) == 1 else { throw .notATerminal(stream: input == STDIN_FILENO ? "standard input" : "input \(input)") }
        guard isatty(output) == 1 else { throw .notATerminal(stream: output == STDOUT_FILENO ? "standard output" : "output \(output)") }
        Self.selectUTF8Locale()
        var modes = termios()
        guard tcgetattr(output, &modes) == 0 else { throw .systemCallFailed(call: "tcgetattr", errno: errno) }
        let terminalType = options.terminalType ?? String(cString: getenv("TERM") ?? strdup("xterm"))
        if let refusal = TerminalTypeChoice.refusal(for: terminalType) { throw refusal }
        // An explicit type is used as given; TERM may be upgraded by COLORTERM.
        let candidates =
            options.terminalType != nil
            ? [terminalType]
            : TerminalTypeChoice.candidates(for: terminalType, colorTerm: getenv("COLORTERM").map { String(cString: $0) })
        guard let inputFile = fdopen(dup(input), "r"), let outputFile = fdopen(dup(output), "w") else {
            throw .systemCallFailed(call: "fdopen", errno: errno)
        }
        guard let screen = candidates.lazy.compactMap({ Self.startNcurses(terminalType: $0, output: outputFile, input: inputFile) }).first
        else {
            fclose(inputFile)
            fclose(outputFile)
            throw .cannotStart(terminalType: terminalType)
        }
        guard graft_terminfo_string("cup") != nil else {
            delscreen(screen)
            fclose(inputFile)
            fclose(outputFile)
            throw .cannotDrawScreen(terminalType: terminalType)
        }
        self.input = input
        self.output = output
        self.options = options
        self.screen = screen
        self.inputFile = inputFile
        self.outputFile = outputFile
        self.savedModes = modes

        raw()
        noecho()
        nonl()
        keypad(graft_stdscr(), true)
        curs_set(0)
        leaveok(graft_stdscr(), true)
        let environment = Self.environment()
        // COLORS is only known once start_color() has run.
        var support = ColorSupport.none
        if has_colors(), ColorSupport.detect(colorCount: 256, environment: environment) > .none, start_color() == OK {
            use_default_colors()
            support = ColorSupport.detect(colorCount: Int(graft_colors()), environment: environment)
        }
        colorSupport = support
        colorPairs = ColorPairTable(capacity: support > .none ? Int32(graft_color_pairs()) : 1)
        size = Size(width: Int(getmaxx(graft_stdscr())), height: Int(getmaxy(graft_stdscr())))
        var graphics: TerminalGraphics?
        var typedWhileAsking: [UInt8] = []
        switch options.pictures {
        case .detected:
            graphics = TerminalGraphics.detect(environment: environment, colorSupport: support)
            if graphics == nil, TerminalGraphics.asksForDeviceAttributes(environment: environment, colorSupport: support) {
                let answer = Self.queryDeviceAttributes(input: input, output: output)
                graphics = TerminalGraphics.detect(environment: environment, colorSupport: support, deviceAttributes: answer.reply)
                typedWhileAsking = answer.typed
            }
        case .cells: graphics = nil
        case .graphics(let chosen): graphics = chosen
        }
        if let graphics {
            graphicsLayer = GraphicsLayer(graphics: graphics)
            Canvas.notesPictures = true
        }

        var enable = ""
        var disable = ""
        if options.reportsMouse {
            enable += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
            disable += "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
        }
        if options.bracketsPaste {
            enable += "\u{1B}[?2004h"
            disable += "\u{1B}[?2004l"
        }
        // Keypad mode: ncurses sends it only when it first starts, and a shell
        // resets it on Ctrl-Z, so it is sent each time the screen is entered.
        if let keypadOn = graft_terminfo_string("smkx") { enable += String(cString: keypadOn) }
        enableSequence = Array(enable.utf8)
        disableSequence = Array(disable.utf8)
        restoreSequence = disableSequence
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = graft_terminfo_string(capability) {
                restoreSequence += Array(String(cString: value).utf8)
            }
        }
        if options.capturesStandardError { captureStandardError() }
        if options.handlesSignals { routeSignals() }
        wnoutrefresh(graft_stdscr())
        doupdate()
        tcgetattr(output, &programModes)
        frameOutput = FrameOutput(terminal: output, ncursesDescriptor: fileno(outputFile))
        enterScreen()
        keepTyped(typedWhileAsking)
    }

    isolated deinit {
        close()
        frameOutput?.close()
        delscreen(screen)
        fclose(inputFile)
        fclose(outputFile)
    }

    /// Restores the terminal: leaves the alternate screen, shows the cursor,
    /// turns off mouse and paste reporting, restores echo and line mode, and
    /// prints what was written to standard error meanwhile. Safe to call twice.
    public func close() {
        guard isActive else { return }
        leaveScreen()
        releaseStandardError()
    }

    // MARK: - Drawing

    /// Draws the cells of `canvas` that differ from the last frame and sends
    /// them to the terminal in one write; an unchanged frame sends nothing
    /// and costs no system call. The surface never keeps `canvas` itself, so
    /// the caller can go on drawing into it without copying it.
    public func present(_ canvas: Canvas) {
        present(canvas, onlyRows: nil)
    }

    /// Draws the cells of `canvas` that differ from the last frame, looking
    /// only at `changedRows` when the last frame given was shown.
    public func present(_ canvas: Canvas, changedRows: Range<Int>) {
        present(canvas, onlyRows: changedRows)
    }

    private func present(_ canvas: Canvas, onlyRows rows: Range<Int>?) {
        guard isActive else {
            // The screen no longer matches the canvas a hint would be relative to.
            lastCanvasWasShown = false
            return
        }
        let hint = lastCanvasWasShown && canvas.size == size ? rows : nil
        lastCanvasWasShown = true
        lastRowsCompared = hint?.clamped(to: 0 ..< size.height).count ?? size.height
        var frame = canvas.resized(to: size)
        let pictures = graphicsLayer.map { layer in frame.intactPictures.filter { layer.canShow($0, screenSize: size) } } ?? []
        for picture in pictures { frame.blankCells(under: picture) }
        let (runs, isWhole) = shown.changes(to: frame, inRows: hint)
        // Pairs may be recycled for this frame: a memo from the last one may not hold.
        drawnStyleMemo = nil
        var report = PresentReport()
        defer { lastPresentReport = report }
        let plan = graphicsLayer?.plan(pictures, changedRows: Set(runs.map(\.origin.y)), isWhole: isWhole) ?? GraphicsLayer.Plan()
        guard isWhole || !runs.isEmpty || !plan.bytes.isEmpty || !plan.rowsToRepaint.isEmpty else { return }
        if isWhole { graft_force_full_redraw() }
        let window = graft_stdscr()
        for rows in plan.rowsToRepaint {
            // The cells still match, but a sixel picture's pixels cover them.
            wredrawln(window, Int32(rows.lowerBound), Int32(rows.count))
        }
        let cellsPerUpdate = frameOutput?.cellsPerUpdate ?? Int.max
        var cellsInUpdate = 0
        var lastRow = -1
        for run in runs {
            var x = run.origin.x
            for cell in run.cells {
                if !cell.isContinuation { draw(cell, atX: x, y: run.origin.y, in: window, frame: frame) }
                x += 1
            }
            if run.origin.y != lastRow {
                report.rowsSent += 1
                lastRow = run.origin.y
            }
            report.cellsSent += run.cells.count
            cellsInUpdate += run.cells.count
            if cellsInUpdate >= cellsPerUpdate {
                // A frame larger than the output pipe holds goes out in parts.
                update(window)
                report.terminalUpdates += 1
                cellsInUpdate = 0
            }
        }
        applyCursor(window)
        update(window)
        report.terminalUpdates += 1
        // After the cells, on the same descriptor, so pictures land on the finished frame.
        if !plan.bytes.isEmpty { writeToTerminal(plan.bytes) }
        report.graphicsBytesSent = plan.bytes.count
    }

    /// What the last ``present(_:)`` sent.
    package private(set) var lastPresentReport = PresentReport()

    /// Shows the cursor at `position`, or hides it; the same position again
    /// sends nothing (apps set it with every frame).
    public func setCursor(_ position: Point?) {
        guard position != cursor else { return }
        cursor = position
        guard isActive else { return }
        applyCursor(graft_stdscr())
        update(graft_stdscr())
    }

    /// Has ncurses send what changed, and forwards it to the terminal in one write.
    private func update(_ window: UnsafeMutablePointer<WINDOW>?) {
        wnoutrefresh(window)
        doupdate()
        frameOutput?.forward()
    }

    /// Bytes and writes sent to the terminal since the surface opened.
    public var outputStatistics: (bytes: Int, writes: Int) {
        (frameOutput?.bytesWritten ?? 0, frameOutput?.writeCount ?? 0)
    }

    private func applyCursor(_ window: UnsafeMutablePointer<WINDOW>?) {
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < size.width, cursor.y < size.height {
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            curs_set(1)
        } else {
            leaveok(window, true)
            curs_set(0)
        }
    }

    /// The last style drawn in this present, as shown and its color pair:
    /// the cells of a run mostly share one style, and downgrading it and
    /// finding its pair cost more than the rest of drawing a cell.
    private var drawnStyleMemo: (style: Style, isPixels: Bool, shown: Style, pair: Int32)?

    private func draw(_ drawn: Cell, atX x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>?, frame: Canvas) {
        let cell: Cell
        let pair: Int32
        let isPixels = drawn.glyph.isPixels
        // Pixels without colors become shades chosen by their colors: never memoized.
        if let memo = drawnStyleMemo, memo.isPixels == isPixels, memo.style == drawn.style, !isPixels || colorSupport > .none {
            var shown = drawn
            shown.style = memo.shown
            // As ``Cell/downgraded(to:)``: two pixels of one color are a space on it.
            if isPixels, memo.shown.foreground == memo.shown.background { shown.glyph = .space }
            cell = shown
            pair = memo.pair
        } else {
            cell = drawn.downgraded(to: colorSupport)
            pair = colorPair(foreground: cell.style.foreground, background: cell.style.background, frame: frame)
            drawnStyleMemo = (drawn.style, isPixels, cell.style, pair)
        }
        let style = cell.style
        // A cell holds at most CCHARW_MAX characters; a longer cluster (a
        // family emoji) is shown as its first scalar, which keeps its width.
        let attributes = Self.attributes(style.attributes)
        if let scalar = cell.glyph.scalar {
            // One scalar, the common case: a buffer on the stack, not the surface's.
            var characters: (wchar_t, wchar_t) = (wchar_t(bitPattern: scalar.value), 0)
            _ = withUnsafePointer(to: &characters) { pointer in
                pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) {
                    graft_mvadd_cell(window, Int32(y), Int32(x), $0, attributes, pair)
                }
            }
            return
        }
        var count = 0
        let scalars = cell.character.unicodeScalars
        let limit = scalars.count <= Int(CCHARW_MAX) ? Int(CCHARW_MAX) : 1
        for scalar in scalars where count < limit {
            wideCharacterBuffer[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        wideCharacterBuffer[count] = 0
        _ = graft_mvadd_cell(window, Int32(y), Int32(x), wideCharacterBuffer, attributes, pair)
    }

    private static let attributeTable: [attr_t] = (0 ..< 64).map { bits in
        let attributes = TextAttributes(rawValue: UInt8(bits))
        var result = graft_a_normal()
        if attributes.contains(.bold) { result |= graft_a_bold() }
        if attributes.contains(.dim) { result |= graft_a_dim() }
        if attributes.contains(.italic) { result |= graft_a_italic() }
        if attributes.contains(.underline) { result |= graft_a_underline() }
        if attributes.contains(.reverse) { result |= graft_a_reverse() }
        if attributes.contains(.strikethrough) { result |= graft_a_strikeout() }
        return result
    }

    private static func attributes(_ attributes: TextAttributes) -> attr_t {
        attributeTable[Int(attributes.rawValue & 63)]
    }

    // MARK: - Colors

    private func colorNumber(_ color: Color) -> Int32 {
        guard colorSupport == .trueColor else {
            switch color {
            case .default: return -1
            case .ansi(let ansi): return Int32(ansi.rawValue)
            case .indexed(let index): return Int32(index)
            case .rgb, .rgba: return -1
            }
        }
        // Direct-color terminals read numbers 0–7 as the ANSI colors and any
        // other number as 0xRRGGBB, so other palette colors become RGB.
        switch color {
        case .default:
            return -1
        case .ansi(let ansi) where ansi.rawValue < 8:
            return Int32(ansi.rawValue)
        case .ansi(let ansi):
            return Self.packed(Color.paletteRGB(ansi.rawValue))
        case .indexed(let index) where index < 8:
            return Int32(index)
        case .indexed(let index):
            return Self.packed(Color.paletteRGB(index))
        case .rgb(let red, let green, let blue), .rgba(let red, let green, let blue, _):
            return Self.packed((red, green, blue))
        }
    }

    private static func packed(_ rgb: (UInt8, UInt8, UInt8)) -> Int32 {
        // Values below 8 would be read as ANSI colors; 8 is indistinguishable from black.
        max(Int32(rgb.0) << 16 | Int32(rgb.1) << 8 | Int32(rgb.2), 8)
    }

    /// The color pair for a combination, defined on first use; when every pair
    /// is taken, the pairs the new frame does not use are recycled.
    private func colorPair(foreground: Color, background: Color, frame: Canvas) -> Int32 {
        guard colorSupport > .none else { return 0 }
        let key = ColorPairTable.Key(foreground: colorNumber(foreground), background: colorNumber(background))
        if let pair = colorPairs.pair(for: key) { return pair }
        var assignment = colorPairs.assign(key)
        if assignment == nil {
            colorPairs.recycle(keeping: pairKeys(in: frame))
            assignment = colorPairs.assign(key)
        }
        guard let (pair, isNew) = assignment else { return 0 }
        if isNew { init_extended_pair(pair, key.foreground, key.background) }
        return pair
    }

    private func pairKeys(in frame: Canvas) -> Set<ColorPairTable.Key> {
        var keys = Set<ColorPairTable.Key>()
        for cell in frame.cells {
            let style = cell.downgraded(to: colorSupport).style
            keys.insert(ColorPairTable.Key(foreground: colorNumber(style.foreground), background: colorNumber(style.background)))
        }
        return keys
    }

    // MARK: - Screen modes

    private func enterScreen() {
        reset_prog_mode()
        if frameOutput != nil {
            // ncurses' descriptor is a pipe now; set the modes on the terminal.
            var modes = programModes
            tcsetattr(output, TCSADRAIN, &modes)
        }
        graft_force_full_redraw()
        update(graft_stdscr())
        writeToTerminal(enableSequence)
        TerminalModes.arm(
            terminal: output, sequence: restoreSequence, savedModes: savedModes,
            capturedErrorDescriptor: errorCapture?.captured ?? -1,
            originalErrorDescriptor: errorCapture?.original ?? -1
        )
        shown.forget()
        updateCellPixelSize()
        isActive = true
    }

    private func leaveScreen() {
        TerminalModes.disarm()
        // Kitty keeps placed pictures until told; the next frame sends them again.
        if let bytes = graphicsLayer?.removeAll(), !bytes.isEmpty { writeToTerminal(bytes) }
        writeToTerminal(disableSequence)
        endwin()
        frameOutput?.forward()
        var modes = savedModes
        tcsetattr(output, TCSAFLUSH, &modes)
        isActive = false
    }

    /// Asks the terminal to put `text` on the clipboard (OSC 52), at once:
    /// the sequence draws nothing, so it needs no frame. Text too long for
    /// terminals to take is not sent.
    public func copyToClipboard(_ text: String) {
        guard let bytes = ClipboardSequence.bytes(copying: text) else { return }
        writeToTerminal(bytes)
    }

    func writeToTerminal(_ bytes: [UInt8]) {
        frameOutput?.forward()
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Suspends the process as Ctrl-Z does in a shell: the terminal is restored,
    /// the process stops, and when it is continued (`fg`) the screen comes back
    /// with a full redraw and a ``Event/resize(_:)`` event is delivered next.
    public func suspend() {
        guard isActive else { return }
        leaveScreen()
        releaseStandardError()
        stopUntilContinued()
        if options.handlesSignals { TerminalModes.route([SIGTSTP], to: signalPipe.write) }
        if options.capturesStandardError { captureStandardError() }
        enterScreen()
        updateSize()
        pendingResize = true
    }

    var pendingResize = false

    /// Events queued by ``enqueue(_:)``, delivered before the terminal's.
    var queuedEvents: [Event] = []

    /// Signals that arrived while the process waited to be continued, handled
    /// with the next input.
    var deferredSignals: [Int32] = []

    /// Stops the process with SIGTSTP's default action and returns once it is
    /// continued. The signal goes to the process, not this thread (the main
    /// queue may be drained on a dispatch thread, which blocks signals), so the
    /// default action must stay in place until SIGCONT proves the stop happened.
    private func stopUntilContinued() {
        guard signalPipe.read >= 0 else {
            kill(getpid(), SIGSTOP)
            return
        }
        signal(SIGTSTP, SIG_DFL)
        kill(getpid(), SIGTSTP)
        var continued = false
        var buffer = [UInt8](repeating: 0, count: 64)
        while !continued {
            var descriptor = pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, -1) >= 0 || errno == EINTR else { return }
            let count = buffer.withUnsafeMutableBytes { read(signalPipe.read, $0.baseAddress, $0.count) }
            for signalNumber in buffer[..<max(count, 0)].map(Int32.init) {
                if signalNumber == SIGCONT {
                    continued = true
                } else if signalNumber != SIGTSTP {
                    deferredSignals.append(signalNumber)
                }
            }
        }
    }

    // MARK: - Standard error

    private func captureStandardError() {
        var template = Array("/tmp/graft-stderr-XXXXXX".utf8CString)
        let captured = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard captured >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let original = dup(STDERR_FILENO)
        guard original >= 0 else {
            closeDescriptor(captured)
            return
        }
        dup2(captured, STDERR_FILENO)
        errorCapture = (captured, original)
    }

    private func releaseStandardError() {
        guard let (captured, original) = errorCapture else { return }
        errorCapture = nil
        dup2(original, STDERR_FILENO)
        lseek(captured, 0, SEEK_SET)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(captured, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            _ = buffer.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, count) }
        }
        closeDescriptor(captured)
        closeDescriptor(original)
    }

    // MARK: - Environment

    /// Starts ncurses on the two streams, set up to send a frame with as few
    /// system calls as it can.
    ///
    /// - ncurses looks for typeahead before and during every update (a `poll`
    ///   each time) to cut the update short when a key is waiting; a frame
    ///   must always reach the terminal whole, so that check is off.
    /// - ncurses catches SIGTSTP when it finds the default action in place at
    ///   start-up, and then sets it aside and back around every update (two
    ///   `rt_sigaction` calls). With any other action in place it leaves the
    ///   signal alone for good, so the default is swapped out while ncurses
    ///   starts; the surface handles SIGTSTP itself (see ``suspend()``).
    private static func startNcurses(
        terminalType: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>
    ) -> OpaquePointer? {
        let suspendAction = signal(SIGTSTP, SIG_IGN)
        defer { signal(SIGTSTP, suspendAction) }
        guard let screen = newterm(terminalType, output, input) else { return nil }
        typeahead(-1)
        return screen
    }

    private static func selectUTF8Locale() {
        setlocale(LC_ALL, "")
        if graft_locale_is_utf8() == 0 {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    private static func environment() -> [String: String] {
        var result: [String: String] = [:]
        for name in ["NO_COLOR", "COLORTERM"] + TerminalGraphics.environmentNames {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }
}
