import Foundation
import GraftTerminal

extension View {
    /// Attaches `gesture` to the view. A control under the pointer that uses
    /// the click (a button, a text field) comes first, as do gestures of
    /// views inside this one; `mask` leaves this gesture or the subviews'
    /// out.
    ///
    /// ```swift
    /// Card().gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .normal, mask: mask)
    }

    /// Attaches `gesture` ahead of the gestures and controls inside the view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .high, mask: mask)
    }

    /// Attaches `gesture` to run alongside whatever else the pointer's
    /// input goes to.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, priority: .simultaneous, mask: mask)
    }

    /// Runs `action` once the mouse button has been held on the view for
    /// `minimumDuration` seconds without moving more than `maximumDistance`
    /// points; `onPressingChanged` hears when the press starts and stops.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            LongPressPressingGesture(
                press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                action: action, onPressingChanged: onPressingChanged))
    }

    /// Whether the view and what is inside it take clicks, taps and
    /// gestures; false lets them through to what is behind. Focus by key
    /// is not affected.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        HitTestingView(content: self, isEnabled: enabled)
    }

    /// Where the view takes clicks and gestures: cells mostly inside `shape`
    /// (fewer than half their quadrants outside), sized to the view.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        ContentShapeView(content: self, shape: shape, eoFill: eoFill)
    }
}

/// `onLongPressGesture`: a long press whose start and end are reported too.
private struct LongPressPressingGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    typealias Body = Never

    let press: LongPressGesture
    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?

    func makeRecognizer() -> GestureRecognizer {
        var isPressing = false
        let report: (Bool) -> Void = { [onPressingChanged] pressing in
            guard pressing != isPressing else { return }
            isPressing = pressing
            onPressingChanged?(pressing)
        }
        return ObservingRecognizer(press.makeRecognizer()) { [action] outcome in
            switch outcome {
            case .changed: report(true)
            case .ended:
                report(false)
                action()
            case .failed: report(false)
            case .possible: break
            }
        }
    }
}

enum GesturePriority {
    case normal, high, simultaneous
}

struct GestureView<Content: View, G: Gesture>: View, PrimitiveView {
    var content: Content
    var gesture: G
    var priority: GesturePriority
    var mask: GestureMask

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        GestureNode<Content, G>(graph: graph, parent: parent, environment: environment)
    }
}

/// A view with a gesture, for the graph to route the pointer to.
@MainActor
protocol GestureHandling: AnyObject {
    var gestureNode: ViewNode { get }
    var gesturePriority: GesturePriority { get }
    /// A recognizer for a press starting now, or nil when the gesture is masked off.
    func makeGestureRecognizer() -> GestureRecognizer?
    /// Whether gestures inside this view may run.
    var allowsSubviewGestures: Bool { get }
    /// The pointer's cell as a point in the gesture's coordinate space.
    func gestureLocation(of cell: Point) -> CGPoint
}

@MainActor
final class GestureNode<Content: View, G: Gesture>: ContainerNode<GestureView<Content, G>, Content>, GestureHandling {
    private var isRegistered = false

    override func update(from oldView: GestureView<Content, G>?, to newView: GestureView<Content, G>) {
        if !isRegistered {
            graph.register(gestureHandler: self)
            isRegistered = true
        }
        updateContent(newView.content)
    }

    var gestureNode: ViewNode { self }
    var gesturePriority: GesturePriority { view?.priority ?? .normal }
    var allowsSubviewGestures: Bool { view?.mask.contains(.subviews) ?? true }

    func makeGestureRecognizer() -> GestureRecognizer? {
        guard let view, view.mask.contains(.gesture), environment.isEnabled else { return nil }
        let recognizer = view.gesture.makeRecognizer()
        let scale = environment.pointsPerCell
        (recognizer as? DragRecognizer)?.cellStep = min(scale.width, scale.height)
        return recognizer
    }

    func gestureLocation(of cell: Point) -> CGPoint {
        let scale = environment.pointsPerCell
        let global = (view?.gesture as? DragGesture)?.coordinateSpace == .global
        let origin = global ? Point(x: 0, y: 0) : frame.origin
        return CGPoint(x: (CGFloat(cell.x - origin.x) + 0.5) * scale.width, y: (CGFloat(cell.y - origin.y) + 0.5) * scale.height)
    }
}

/// A gesture following the pointer since its press.
struct ActiveGesture {
    weak var handler: (any GestureHandling)?
    let recognizer: GestureRecognizer
    let isExclusive: Bool
    var timer: Task<Void, Never>?
}

extension ViewGraph {
    func register(gestureHandler: any GestureHandling) {
        input.gestureHandlers.insert(gestureHandler)
    }

    /// The gestures under `point` that may run, innermost first.
    private func gestureHandlers(at point: Point) -> [any GestureHandling] {
        input.gestureHandlers.referents
            .filter { $0.gestureNode.isAlive && $0.gestureNode.frame.contains(point) && $0.gestureNode.allowsHitTesting(at: point) }
            .filter { handler in !handler.gestureNode.ancestors.contains { ($0 as? any GestureHandling)?.allowsSubviewGestures == false } }
            .sorted { $0.gestureNode.frame.width * $0.gestureNode.frame.height < $1.gestureNode.frame.width * $1.gestureNode.frame.height }
    }

    /// Starts the innermost high-priority gesture under a press.
    func startHighPriorityGesture(_ event: MouseEvent) -> Bool {
        guard let handler = gestureHandlers(at: event.location).first(where: { $0.gesturePriority == .high }) else { return false }
        return start(handler, event: event, isExclusive: true)
    }

    /// Starts every simultaneous gesture under a press; they do not take the press.
    func startSimultaneousGestures(_ event: MouseEvent) {
        for handler in gestureHandlers(at: event.location) where handler.gesturePriority == .simultaneous {
            _ = start(handler, event: event, isExclusive: false)
        }
    }

    /// A press no control took goes to the innermost gesture or tap action.
    func routeGestureOrTap(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.action,
            let handler = gestureHandlers(at: event.location).first(where: { $0.gesturePriority == .normal })
        else { return routeTap(event) }
        let frame = handler.gestureNode.frame
        let taps = input.tapHandlers.referents.filter { $0.tapFrame.contains(event.location) && $0.allowsHitTesting(at: event.location) }
        // A tap action inside the gesture's view is nearer the pointer.
        if taps.contains(where: { $0.tapFrame.width * $0.tapFrame.height < frame.width * frame.height }) { return routeTap(event) }
        return start(handler, event: event, isExclusive: true) || routeTap(event)
    }

    private func start(_ handler: any GestureHandling, event: MouseEvent, isExclusive: Bool) -> Bool {
        guard let recognizer = handler.makeGestureRecognizer() else { return false }
        let location = handler.gestureLocation(of: event.location)
        if case .failed = recognizer.receive(GestureEvent(phase: .began, location: location, time: .now)) { return false }
        var active = ActiveGesture(handler: handler, recognizer: recognizer, isExclusive: isExclusive)
        if let delay = recognizer.timerDelay {
            active.timer = Task { @MainActor [weak self, weak recognizer] in
                try? await Task.sleep(for: delay)
                guard !Task.isCancelled, let self, let recognizer else { return }
                self.deliver(.timer, at: location, to: recognizer)
            }
        }
        input.activeGestures.append(active)
        onNeedsUpdate?()
        return isExclusive
    }

    /// Drags and releases go to the gestures that started on the press.
    /// - Returns: Whether an exclusive gesture took the event.
    func routeToActiveGestures(_ event: MouseEvent) -> Bool {
        guard !input.activeGestures.isEmpty else { return false }
        let phase: GestureEvent.Phase
        switch event.action {
        case .drag(.left): phase = .moved
        case .release(.left): phase = .ended
        case .press: phase = .cancelled
        default: return input.activeGestures.contains { $0.isExclusive }
        }
        let gestures = input.activeGestures
        var isTaken = false
        for gesture in gestures {
            isTaken = isTaken || gesture.isExclusive
            let location = gesture.handler?.gestureLocation(of: event.location) ?? .zero
            deliver(phase, at: location, to: gesture.recognizer)
        }
        if phase != .moved {
            for gesture in gestures { gesture.timer?.cancel() }
            input.activeGestures.removeAll { active in gestures.contains { $0.recognizer === active.recognizer } }
        }
        return isTaken && phase != .cancelled
    }

    private func deliver(_ phase: GestureEvent.Phase, at location: CGPoint, to recognizer: GestureRecognizer) {
        // A long press that succeeds on its timer stays active until the release.
        _ = recognizer.receive(GestureEvent(phase: phase, location: location, time: .now))
        onNeedsUpdate?()
    }
}

struct HitTestingView<Content: View>: View, PrimitiveView {
    var content: Content
    var isEnabled: Bool

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        HitTestingNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

/// Views that decide whether clicks reach them and what is inside them.
@MainActor
protocol HitTestFiltering {
    /// Whether the view takes clicks at all (`allowsHitTesting`).
    var allowsHits: Bool { get }
    /// Whether a click at `point` is inside the view's hit area (`contentShape`).
    func containsHit(_ point: Point) -> Bool
}

@MainActor
final class HitTestingNode<Content: View>: ContainerNode<HitTestingView<Content>, Content>, HitTestFiltering {
    private var isEnabled = true

    override func update(from oldView: HitTestingView<Content>?, to newView: HitTestingView<Content>) {
        isEnabled = newView.isEnabled
        updateContent(newView.content)
    }

    var allowsHits: Bool { isEnabled }

    func containsHit(_ point: Point) -> Bool { true }
}

struct ContentShapeView<Content: View, HitShape: Shape>: View, PrimitiveView {
    var content: Content
    var shape: HitShape
    var eoFill: Bool

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ContentShapeNode<Content, HitShape>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ContentShapeNode<Content: View, HitShape: Shape>: ContainerNode<ContentShapeView<Content, HitShape>, Content>,
    HitTestFiltering
{
    private var shape: HitShape?
    private var eoFill = false

    override func update(from oldView: ContentShapeView<Content, HitShape>?, to newView: ContentShapeView<Content, HitShape>) {
        shape = newView.shape
        eoFill = newView.eoFill
        updateContent(newView.content)
    }

    var allowsHits: Bool { true }

    func containsHit(_ point: Point) -> Bool {
        guard let shape, frame.contains(point) else { return true }
        let raster = ShapeRaster(frame: frame, unit: ShapeRaster.unit(in: environment), glyphs: .subCell)
        let path = PathFlattening.polygons(of: shape.path(in: raster.pathRect), tolerance: raster.unit / 4)
        let coverage = raster.quadrants(of: path, evenOdd: eoFill)
        return coverage[(point.y - frame.minY) * frame.width + point.x - frame.minX].nonzeroBitCount >= 2
    }
}

extension ViewNode {
    /// The node's ancestors, nearest first.
    var ancestors: some Sequence<ViewNode> { sequence(first: parent) { $0?.parent }.lazy.compactMap { $0 } }

    /// Whether clicks at `point` may reach this node: no `allowsHitTesting(false)`
    /// on it or above it, and inside every `contentShape` it is in or that
    /// shapes the view it modifies (a modifier inside it with its frame).
    func allowsHitTesting(at point: Point) -> Bool {
        func accepts(_ node: ViewNode) -> Bool {
            guard let filter = node as? any HitTestFiltering else { return true }
            return filter.allowsHits && filter.containsHit(point)
        }
        guard sequence(first: self, next: { $0.parent }).allSatisfy(accepts) else { return false }
        var node: ViewNode = self
        while node.children.count == 1, let inner = node.children.first, inner.frame == frame {
            guard accepts(inner) else { return false }
            node = inner
        }
        return true
    }
}
