import GraftTapes
import GraftTerminal

/// Drives an app from a test the way a person at the keyboard would: press
/// keys, type, click, scroll, resize, and wait for text, then look at the
/// screen.
///
/// Each call runs the same step a tape runs (`TapePlayer` and the pilot
/// share it), headless and as fast as the app draws; a failing check throws
/// a `TapeFailure` that names the Swift file and line of the call and shows
/// the screen.
///
/// ```swift
/// let target = HeadlessTapeTarget(size: Size(width: 80, height: 24))
/// app.attach(to: target.loop)
/// let pilot = Pilot(target)
/// try await pilot.press(.down, times: 2)
/// try await pilot.press(.enter)
/// try await pilot.waitFor("Field Notes Case")
/// #expect(pilot.screen.text.contains("$49.00"))
/// ```
@MainActor
public final class Pilot {
    /// The app the pilot drives.
    public let target: any TapeTarget
    private let player: TapePlayer
    private let playback: Playback

    /// Creates a pilot over `target`, which the app is already attached to.
    ///
    /// - Parameters:
    ///   - target: The app to drive, usually a `HeadlessTapeTarget`.
    ///   - waitTimeout: How long ``waitFor(_:timeout:fileID:line:)`` waits by default.
    public init(_ target: any TapeTarget, waitTimeout: Duration = .seconds(5)) {
        self.target = target
        player = TapePlayer(target: target, mode: .headless)
        playback = Playback(fileName: "", isRealTime: false)
        playback.waitTimeout = waitTimeout
        playback.hasStarted = true
    }

    /// The frame on screen now, after the app has handled what it was sent.
    public var screen: Frame {
        Frame(player.currentScreen)
    }

    /// Presses a key `times` times, letting the app draw after each press.
    ///
    /// - Parameters:
    ///   - key: The key, such as `.enter`, `.down` or `.character("f")`.
    ///   - modifiers: Held modifiers, such as `.shift` or `.control`.
    ///   - times: How many presses.
    ///   - fileID: The file a failure is reported in; the caller's by default.
    ///   - line: The line a failure is reported at; the caller's by default.
    public func press(
        _ key: Key, modifiers: KeyModifiers = [], times: Int = 1,
        fileID: String = #fileID, line: Int = #line
    ) async throws(TapeFailure) {
        precondition(times >= 1, "Pilot.press(_:times:): times must be at least 1, not \(times)")
        try await run(
            .key(KeyEvent(key, modifiers: modifiers), count: times, speed: nil),
            "press \(key)", fileID, line)
    }

    /// Types `text` one character at a time; a newline presses Enter.
    public func type(_ text: String, fileID: String = #fileID, line: Int = #line) async throws(TapeFailure) {
        try await run(.type(text, speed: nil), "type \(text.debugDescription)", fileID, line)
    }

    /// Clicks the left mouse button on a cell (columns and rows count from 0).
    ///
    /// - Throws: `TapeFailure` when the cell is off the screen.
    public func click(column: Int, row: Int, fileID: String = #fileID, line: Int = #line) async throws(TapeFailure) {
        try await run(.click(Point(x: column, y: row)), "click \(column) \(row)", fileID, line)
    }

    /// Drags with the left button held from one cell to another, through
    /// the cells between (columns and rows count from 0).
    ///
    /// - Throws: `TapeFailure` when either cell is off the screen.
    public func drag(
        fromColumn startColumn: Int, row startRow: Int, toColumn endColumn: Int, row endRow: Int,
        fileID: String = #fileID, line: Int = #line
    ) async throws(TapeFailure) {
        try await run(
            .drag(from: Point(x: startColumn, y: startRow), to: Point(x: endColumn, y: endRow)),
            "drag \(startColumn) \(startRow) \(endColumn) \(endRow)", fileID, line)
    }

    /// Clicks the first cell showing `text`.
    ///
    /// - Throws: `TapeFailure` when the screen does not show `text`.
    public func click(on text: String, fileID: String = #fileID, line: Int = #line) async throws(TapeFailure) {
        await target.settle()
        guard let point = screen.location(of: text) else {
            throw failure(.missingText(text), "click on \(text.debugDescription)", fileID, line)
        }
        try await click(column: point.x, row: point.y, fileID: fileID, line: line)
    }

    /// Turns the mouse wheel over a cell, one event per notch.
    public func scroll(
        _ direction: ScrollDirection, column: Int, row: Int, notches: Int = 1,
        fileID: String = #fileID, line: Int = #line
    ) async throws(TapeFailure) {
        try await run(
            .scroll(direction, at: Point(x: column, y: row), count: notches),
            "scroll \(direction) \(column) \(row)", fileID, line)
    }

    /// Resizes the screen, as a terminal window being resized does.
    public func resize(to size: Size, fileID: String = #fileID, line: Int = #line) async throws(TapeFailure) {
        try await run(.resize(size), "resize \(size)", fileID, line)
    }

    /// Waits (in real time, letting async work finish) until the screen shows `text`.
    ///
    /// - Throws: `TapeFailure` when the timeout passes first.
    public func waitFor(
        _ text: String, timeout: Duration? = nil,
        fileID: String = #fileID, line: Int = #line
    ) async throws(TapeFailure) {
        try await run(.wait(text, timeout: timeout), "wait for \(text.debugDescription)", fileID, line)
    }

    /// Lets the app handle what it was sent and draw.
    public func settle() async {
        await target.settle()
    }

    private func run(_ command: TapeCommand, _ source: String, _ fileID: String, _ line: Int) async throws(TapeFailure) {
        playback.fileName = fileID
        try await player.perform(TapeStep(command: command, line: line, source: source), playback)
    }

    private func failure(_ reason: TapeFailure.Reason, _ source: String, _ fileID: String, _ line: Int) -> TapeFailure {
        let canvas = player.currentScreen
        return TapeFailure(
            fileName: fileID, step: TapeStep(command: .expect(""), line: line, source: source),
            reason: reason, screen: canvas.text, screenSize: canvas.size)
    }
}
