import GraftTerminal

@testable import GraftTapes
@testable import GraftTesting

/// A small app for driving with tapes: it shows what was typed, the last
/// key, mouse event and size, and loads text asynchronously on Ctrl+L.
@MainActor
final class EchoApp {
    let target: HeadlessTapeTarget
    private(set) var typed = ""
    private(set) var events: [Event] = []
    private(set) var status = "idle"
    /// How long the Ctrl+L load takes.
    // Long enough that a loaded machine still records the "loading" frame first.
    var loadDelay: Duration = .milliseconds(400)
    /// Whether the load finishes on one of the loop's timers, which follow the
    /// player's time line, instead of in a task that sleeps on the clock.
    var loadsOnTimer = false

    init(size: Size = Size(width: 30, height: 4)) {
        target = HeadlessTapeTarget(size: size)
        let loop = target.loop
        loop.eventHandler = { [unowned self] event in handle(event) }
        loop.drawHandler = { [unowned self] canvas in draw(into: &canvas) }
        loop.setNeedsDisplay()
    }

    private func handle(_ event: Event) {
        events.append(event)
        switch event {
        case .key(KeyEvent(.character("l"), modifiers: .control)):
            status = "loading"
            if loadsOnTimer {
                target.loop.schedule(after: loadDelay) { [unowned self] in finishLoading() }
            } else {
                Task { @MainActor [loadDelay] in
                    try? await Task.sleep(for: loadDelay)
                    self.finishLoading()
                }
            }
        case .key(let key) where key.modifiers.isEmpty:
            switch key.key {
            case .character(let character): typed.append(character)
            case .backspace: if !typed.isEmpty { typed.removeLast() }
            case .enter: typed = ""
            default: break
            }
        default:
            break
        }
        target.loop.setNeedsDisplay()
    }

    private func finishLoading() {
        status = "loaded"
        target.loop.setNeedsDisplay()
    }

    private func draw(into canvas: inout Canvas) {
        canvas.write("> " + typed, at: Point(x: 0, y: 0), style: Style(foreground: .cyan, attributes: .bold))
        canvas.write("status: " + status, at: Point(x: 0, y: 1))
        canvas.write("last: " + (events.last.map(describe) ?? "none"), at: Point(x: 0, y: 2))
        canvas.write("size \(canvas.size)", at: Point(x: 0, y: 3), style: Style(background: .blue))
    }

    private func describe(_ event: Event) -> String {
        switch event {
        case .key(let key): "\(key)"
        case .mouse(let mouse): "\(mouse)"
        case .resize(let size): "resize \(size)"
        case .paste(let text): "paste \(text)"
        }
    }
}
