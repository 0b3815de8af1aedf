import Foundation
import GraftTerminal

/// What the terminal shows while a large catalog reads: a centered title,
/// a bar of the bytes read out of the file's size, and the figures.
///
/// ```
///                     Loading catalog
///   ████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
///                   12.3 of 25.0 MB
/// ```
///
/// It draws straight onto the loop's canvas in the terminal's own colors
/// (bold and block glyphs, no color of its own), so it reads the same in a
/// dark or light terminal and with `NO_COLOR`. `q` typed as a key ends it
/// with ``Outcome/quit``, Ctrl-C with ``Outcome/interrupted``; every other key is dropped, as the
/// catalog it would go to is not there yet.
@MainActor
public final class CatalogLoadingScreen {
    /// How the loading ended.
    public enum Outcome: Sendable, Equatable {
        /// The catalog was read.
        case loaded(Catalog)
        /// The catalog cannot be used.
        case failed(CatalogLoadError)
        /// The user quit (`q`) before the catalog was read.
        case quit
        /// The user pressed Ctrl-C before the catalog was read (the command exits 130).
        case interrupted
    }

    /// How often the bar catches up with the reading.
    private static let refreshInterval = Duration.milliseconds(50)
    /// The widest the bar gets, in cells.
    private static let maximumBarWidth = 50

    private let loading: CatalogLoading
    private weak var loop: MainLoop?
    private var timer: LoopTimer?
    private var waiter: Task<Void, Never>?
    private var shownBytes = 0
    private var shownIsWaiting = false

    /// How the loading ended; nil while it goes on.
    public private(set) var outcome: Outcome?

    /// Creates the screen for `loading`.
    public init(loading: CatalogLoading) {
        self.loading = loading
    }

    /// Shows the screen on `loop` until the catalog is read, cannot be
    /// used, or the user quits, running the loop meanwhile. The loop is
    /// left with no handlers, ready for the app.
    public func run(on loop: MainLoop) async -> Outcome {
        attach(to: loop)
        if outcome == nil { await loop.run() }
        detach()
        // The loop stops only once there is an outcome, or on a signal,
        // whose handler ends the process its own way.
        return outcome ?? .quit
    }

    /// Takes over `loop`'s drawing and keys, and follows the reading, for
    /// a loop driven by hand (``run(on:)`` does this and runs the loop):
    /// when the reading ends or the user quits, ``outcome`` is set and the
    /// loop is asked to stop. Call ``detach()`` before handing the loop on.
    public func attach(to loop: MainLoop) {
        self.loop = loop
        shownBytes = loading.bytesRead
        shownIsWaiting = loading.isWaitingForWriter
        loop.incrementalDrawHandler = nil
        loop.drawHandler = { [weak self] canvas in self?.draw(in: &canvas) }
        loop.eventHandler = { [weak self] event in self?.handle(event) }
        timer = loop.schedule(after: Self.refreshInterval, repeating: Self.refreshInterval) { [weak self] in self?.refresh() }
        waiter = Task { [weak self, loading] in
            let result = await loading.value()
            self?.finish(result)
        }
        loop.setNeedsDisplay()
    }

    /// Waits until the reading has ended and the screen knows it.
    func finished() async {
        await waiter?.value
    }

    /// Asks for a frame when more has been read than the bar shows.
    func refresh() {
        let bytes = loading.bytesRead
        let isWaiting = loading.isWaitingForWriter
        guard bytes != shownBytes || isWaiting != shownIsWaiting else { return }
        shownBytes = bytes
        shownIsWaiting = isWaiting
        loop?.setNeedsDisplay()
    }

    /// Stops following the reading and gives up the loop's drawing and keys.
    public func detach() {
        timer?.cancel()
        timer = nil
        loop?.drawHandler = nil
        loop?.eventHandler = nil
    }

    private func finish(_ result: Result<Catalog, CatalogLoadError>) {
        guard outcome == nil else { return }
        switch result {
        case .success(let catalog): outcome = .loaded(catalog)
        case .failure(let error): outcome = .failed(error)
        }
        loop?.stop()
    }

    private func handle(_ event: Event) {
        guard case .key(let key) = event, outcome == nil else { return }
        if key == KeyEvent(.character("q")) || key == KeyEvent(.character("c"), modifiers: .control) {
            outcome = key == KeyEvent(.character("q")) ? .quit : .interrupted
            loop?.stop()
        }
    }

    // MARK: - Drawing

    private func draw(in canvas: inout Canvas) {
        let size = canvas.size
        guard size.width > 0, size.height > 0 else { return }
        let barWidth = max(1, min(Self.maximumBarWidth, size.width - 4))
        let middle = size.height / 2
        let title = "Loading catalog"
        write(title, centeredOn: middle - 1, in: &canvas, style: Style(attributes: .bold))
        let total = loading.totalBytes
        let fraction = total > 0 ? min(1, Double(shownBytes) / Double(total)) : 0
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        write(bar, centeredOn: middle, in: &canvas, style: .plain)
        let figures =
            shownIsWaiting
            ? loading.waitingMessage.prefix(1).uppercased() + loading.waitingMessage.dropFirst()
            : Self.figures(read: shownBytes, of: total)
        write(figures, centeredOn: middle + 1, in: &canvas, style: .plain)
    }

    private func write(_ text: String, centeredOn row: Int, in canvas: inout Canvas, style: Style) {
        guard row >= 0, row < canvas.size.height else { return }
        let x = max(0, (canvas.size.width - text.count) / 2)
        _ = canvas.write(text, at: Point(x: x, y: row), style: style)
    }

    /// `12.3 of 25.0 MB`, or bytes for a small file; just what was read when
    /// the size is not known.
    static func figures(read: Int, of total: Int) -> String {
        let megabyte = 1_000_000.0
        guard total > 0 else { return String(format: "%.1f MB read", Double(read) / megabyte) }
        if total < 100_000 { return "\(read) of \(total) bytes" }
        return String(format: "%.1f of %.1f MB", Double(read) / megabyte, Double(total) / megabyte)
    }
}
