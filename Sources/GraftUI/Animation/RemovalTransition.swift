import GraftTerminal

/// A view an animated change removed, still drawn as it last looked while
/// its transition plays: its cells are kept, not its nodes, so everything it
/// held (state, tasks, focus) is gone at once as for any removal.
@MainActor
final class RemovalTransition {
    private let cells: [(point: Point, cell: Cell)]
    private let bounds: Rect
    private let effect: TransitionEffect
    private let pointScale: PointScale
    /// From 1 (as it was) to 0 (the effect in full).
    private var progress = AnimatedValue(1.0)
    /// The cells drawn in last.
    private var drawnArea: Rect

    init(capturing node: ViewNode, effect: TransitionEffect, pointScale: PointScale, start: AnimationStart) {
        let bounds = node.drawBounds.isEmpty ? node.frame : node.drawBounds
        self.bounds = bounds
        self.effect = effect
        self.pointScale = pointScale
        self.drawnArea = bounds
        cells = Self.capture(node, in: bounds)
        _ = progress.set(0, start: start)
    }

    var isFinished: Bool { !progress.isAnimating }

    /// Moves the transition to `time`, marking where it was and is drawn.
    func advance(to time: Duration, in graph: ViewGraph) {
        graph.invalidateDisplay(drawnArea)
        _ = progress.advance(to: time)
        if isFinished { return }
        drawnArea = appearance.visibleRect(of: bounds.offsetBy(dx: appearance.offset.x, dy: appearance.offset.y))
        graph.invalidateDisplay(drawnArea)
    }

    private var appearance: TransitionAppearance {
        effect.appearance(at: progress.presented, size: bounds.size, pointScale: pointScale)
    }

    /// Draws the kept cells through the effect, over what is there now.
    func draw(in canvas: inout Canvas) {
        guard !isFinished else { return }
        _ = TransitionDrawing.draw(appearance: appearance, bounds: bounds, in: &canvas) { canvas in
            for (point, cell) in cells where !cell.isContinuation {
                _ = canvas.put(cell.character, at: point, style: cell.style)
            }
        }
    }

    /// The cells `node` draws, found by drawing it over cells no view draws.
    private static func capture(_ node: ViewNode, in bounds: Rect) -> [(point: Point, cell: Cell)] {
        guard !bounds.isEmpty else { return [] }
        let untouched = Cell(Self.marker)
        var canvas = Canvas(size: bounds.size, filledWith: untouched)
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        node.draw(in: &canvas)
        var cells: [(point: Point, cell: Cell)] = []
        for y in 0 ..< bounds.height {
            for x in 0 ..< bounds.width {
                let cell = canvas[x, y]
                guard cell.character != Self.marker else { continue }
                cells.append((Point(x: bounds.minX + x, y: bounds.minY + y), cell))
            }
        }
        return cells
    }

    /// A private-use character no view draws.
    private static let marker: Character = "\u{F8FF}"
}

extension ViewGraph {
    /// Keeps drawing a removed view while its transition plays.
    func beginRemoval(_ removal: RemovalTransition) {
        let wasIdle = !hasRunningAnimations
        animations.removals.append(removal)
        if wasIdle { onNeedsUpdate?() }
    }

    /// Draws the views being removed, over the tree.
    func drawRemovals(in canvas: inout Canvas) {
        for removal in animations.removals { removal.draw(in: &canvas) }
    }
}
