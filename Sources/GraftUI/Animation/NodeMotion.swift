import Foundation
import GraftTerminal

/// A node's frame moving from where it was to where the last layout put
/// it, as SwiftUI animates the geometry that an animated change alters.
///
/// Layout places the node in its new frame at once (its children, hit
/// testing and focus use that); drawing moves the node's cells by the
/// distance still to go, and a node that draws a fill (a color, a shape)
/// draws it at the size reached so far. Text keeps its size: cells cannot
/// hold half a letter.
@MainActor
final class NodeMotion {
    typealias RectData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

    var rect: AnimatedValue<RectData>

    init(from rect: Rect) {
        self.rect = AnimatedValue(Self.data(rect))
    }

    static func data(_ rect: Rect) -> RectData {
        AnimatablePair(
            AnimatablePair(CGFloat(rect.minX), CGFloat(rect.minY)), AnimatablePair(CGFloat(rect.width), CGFloat(rect.height)))
    }

    /// The frame drawn now, in whole cells.
    var presentedRect: Rect {
        let data = rect.presented
        return Rect(
            x: Int(data.first.first.rounded()), y: Int(data.first.second.rounded()),
            width: max(0, Int(data.second.first.rounded())), height: max(0, Int(data.second.second.rounded())))
    }
}

extension ViewNode {
    /// Starts or retargets the animation of the frame from `old` to `new`
    /// when the layout running now animates (see ``ViewGraph/noteLayoutChange(in:)``);
    /// a node placed for the first time appears where it belongs, and a
    /// frame change that does not animate ends the node's motion.
    func moveAnimated(from old: Rect, to new: Rect) {
        guard let start = graph.animations.layoutAnimation, hasBeenPlaced, isInAnimatedScope,
            !environment.accessibilityReduceMotion
        else {
            if motion != nil { endMotion() }
            return
        }
        let motion: NodeMotion
        if let existing = self.motion {
            motion = existing
        } else {
            motion = NodeMotion(from: old)
            self.motion = motion
            graph.animations.displacedNodeCount += 1
        }
        _ = motion.rect.set(NodeMotion.data(new), start: start)
        graph.startAnimating(self)
    }

    /// Whether this node or one above it was updated in an animated transaction.
    private var isInAnimatedScope: Bool {
        let scopes = graph.animations.animatedScopes
        var node: ViewNode? = self
        while let current = node {
            if scopes.contains(ObjectIdentifier(current)) { return true }
            node = current.parent
        }
        return false
    }

    /// Stops the frame's animation: the node is drawn in its frame again.
    func endMotion() {
        guard let motion else { return }
        graph.invalidateDisplay(displacedBounds)
        motion.rect.finish()
        self.motion = nil
        graph.animations.displacedNodeCount -= 1
        setNeedsDisplay()
    }

    /// How far the node is drawn from its frame now.
    var displacement: Point {
        guard let motion else { return .zero }
        let presented = motion.presentedRect
        return Point(x: presented.minX - frame.minX, y: presented.minY - frame.minY)
    }

    /// The size a node that fills its frame draws at now.
    var presentedSize: Size { motion?.presentedRect.size ?? frame.size }

    /// The cells the node may draw in now, moved as it is drawn.
    var displacedBounds: Rect {
        let bounds = drawBounds.isEmpty ? frame : drawBounds
        guard let motion else { return bounds }
        let offset = displacement
        let moved = bounds.offsetBy(dx: offset.x, dy: offset.y)
        let presented = motion.presentedRect
        return presented.isEmpty ? moved : moved.union(presented)
    }

    /// Whether the node may draw inside `clip`: by its bounds, unless
    /// nodes are drawn away from their frames (an animation moving them, or
    /// a geometry effect above turning them), which every culling walk asks.
    func mayDraw(in clip: Rect) -> Bool {
        drawBounds.intersects(clip) || drawsAwayFromFrames
    }

    /// Whether drawing cannot skip a subtree by its bounds now.
    var drawsAwayFromFrames: Bool {
        graph.animations.displacedNodeCount > 0 || graph.drawing.effectTransform != nil
    }

    /// Draws the node where its motion has it now. Displacements are
    /// absolute: a node whose frame stayed put inside a moving parent is
    /// drawn where it is.
    func drawMoving(in canvas: inout Canvas) {
        let outer = graph.animations.drawnDisplacement
        let own = displacement
        guard own != outer else { return draw(in: &canvas) }
        canvas.saveState()
        canvas.translateBy(x: own.x - outer.x, y: own.y - outer.y)
        graph.animations.drawnDisplacement = own
        draw(in: &canvas)
        graph.animations.drawnDisplacement = outer
        canvas.restoreState()
    }
}
