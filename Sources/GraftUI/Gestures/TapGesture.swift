import GraftTerminal

extension View {
    /// Runs `action` when the view is clicked `count` times in a row (a
    /// click is a press and release of the left button inside the view).
    ///
    /// ```swift
    /// Text(star).onTapGesture { rating = index }
    /// ```
    ///
    /// The innermost view with a tap action under the pointer gets the
    /// click; a control under the pointer that uses the click (a button)
    /// comes first.
    ///
    /// - Parameters:
    ///   - count: How many clicks in a row, each within half a second of
    ///     the last; 1 by default.
    ///   - action: What to do.
    /// - Returns: The view, answering to clicks.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        TapGestureView(content: self, count: max(count, 1), action: action)
    }
}

struct TapGestureView<Content: View>: View, PrimitiveView {
    var content: Content
    var count: Int
    var action: () -> Void

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TapGestureNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class TapGestureNode<Content: View>: ContainerNode<TapGestureView<Content>, Content>, TapHandling {
    private var isRegistered = false

    override func update(from oldView: TapGestureView<Content>?, to newView: TapGestureView<Content>) {
        if !isRegistered {
            graph.register(tapHandler: self)
            isRegistered = true
        }
        updateContent(newView.content)
    }

    var tapCount: Int { view?.count ?? 1 }

    var tapFrame: Rect { frame }

    func performTap() {
        guard isAlive, environment.isEnabled else { return }
        view?.action()
    }
}

/// A view with a tap action.
@MainActor
protocol TapHandling: AnyObject {
    func allowsHitTesting(at point: Point) -> Bool
    var tapCount: Int { get }
    var tapFrame: Rect { get }
    func performTap()
}

/// The clicks in a row so far, for `onTapGesture(count:)`.
struct TapSequence {
    var handler: ObjectIdentifier
    var count: Int
    var last: ContinuousClock.Instant
}

extension ViewGraph {
    func register(tapHandler: any TapHandling) {
        input.tapHandlers.insert(tapHandler)
    }

    /// Gives a click to the innermost tap action under it, on release.
    /// - Returns: Whether a tap action took the event.
    func routeTap(_ event: MouseEvent) -> Bool {
        let hits = input.tapHandlers.referents.filter { $0.tapFrame.contains(event.location) && $0.allowsHitTesting(at: event.location) }
        guard let target = hits.min(by: { $0.tapFrame.width * $0.tapFrame.height < $1.tapFrame.width * $1.tapFrame.height }) else {
            return false
        }
        guard case .release(.left) = event.action else { return true }
        let now = ContinuousClock.now
        let id = ObjectIdentifier(target)
        var sequence = TapSequence(handler: id, count: 1, last: now)
        if let previous = input.tapSequence, previous.handler == id, now - previous.last < .milliseconds(500) {
            sequence.count = previous.count + 1
        }
        if sequence.count >= target.tapCount {
            input.tapSequence = nil
            target.performTap()
        } else {
            input.tapSequence = sequence
        }
        return true
    }
}
