import Foundation
import GraftTerminal

/// Runs TUIKit's view animations: records the moves an animation block
/// makes, then draws each moved view sliding from where it showed to its
/// new frame on its run loop's frame timer, and calls completions.
@MainActor
enum ViewAnimator {
    /// One animation block being run: its timing and the views it moved.
    final class Block {
        let curve: TimingCurve
        let delay: TimeInterval
        /// Where each moved view was drawn before its first move in the block.
        var startOrigins: [ObjectIdentifier: (view: TUIView, origin: Point)] = [:]
        var order: [ObjectIdentifier] = []

        init(curve: TimingCurve, delay: TimeInterval) {
            self.curve = curve
            self.delay = delay
        }
    }

    /// The completion of one block, called once all its motions end.
    final class Completion {
        var remaining: Int
        var finished = true
        let handler: ((Bool) -> Void)?

        init(remaining: Int, handler: ((Bool) -> Void)?) {
            self.remaining = remaining
            self.handler = handler
        }

        func motionEnded(finished: Bool) {
            if !finished { self.finished = false }
            remaining -= 1
            if remaining == 0 { handler?(self.finished) }
        }
    }

    /// Something drawn on its way from `startOffset` to where it belongs:
    /// a view, or a part a view draws itself (a sheet in its container).
    struct Motion {
        /// The view whose offset this is; a motion of a view that left its
        /// window ends.
        weak var owner: TUIView?
        weak var loop: MainLoop?
        let startOffset: Point
        let start: Duration
        let curve: TimingCurve
        let completion: Completion
        /// Draws the owner `offset` away from where it belongs.
        let apply: @MainActor (TUIView, Point) -> Void
    }

    static var areAnimationsEnabled = true
    /// Blocks being run, innermost last.
    private static var blocks: [Block] = []
    private static var suppressionDepth = 0
    private static var motions: [ObjectIdentifier: Motion] = [:]
    private static var timers: [ObjectIdentifier: LoopTimer] = [:]
    /// Sixty frames a second, as UIKit's default.
    static let frameInterval: Duration = .microseconds(16_667)

    static var currentDuration: TimeInterval {
        guard suppressionDepth == 0, let block = blocks.last else { return 0 }
        return block.curve.settlingTime
    }

    /// Runs `animations` and animates the moves it makes.
    static func run(
        curve: TimingCurve, delay: TimeInterval,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard areAnimationsEnabled, curve.settlingTime > 0 else {
            animations()
            completion?(true)
            return
        }
        let block = Block(curve: curve, delay: max(delay, 0))
        blocks.append(block)
        animations()
        blocks.removeLast()
        start(block, completion: completion)
    }

    /// Whether changes are being made inside `performWithoutAnimation`.
    static var isSuppressed: Bool { suppressionDepth > 0 }

    static func withoutAnimation(_ actions: () -> Void) {
        suppressionDepth += 1
        defer { suppressionDepth -= 1 }
        actions()
    }

    /// Notes that `view`'s frame changed from `oldFrame`; inside an animation
    /// block, a view that showed somewhere in a window is drawn moving.
    static func viewMoved(_ view: TUIView, from oldFrame: Rect) {
        guard suppressionDepth == 0, let block = blocks.last, view.storedWindow != nil,
            !oldFrame.isEmpty, oldFrame.origin != view.storedFrame.origin
        else { return }
        let id = ObjectIdentifier(view)
        guard block.startOrigins[id] == nil else { return }
        let drawnAt = Point(x: oldFrame.minX + view.presentationOffset.x, y: oldFrame.minY + view.presentationOffset.y)
        block.startOrigins[id] = (view, drawnAt)
        block.order.append(id)
    }

    /// Draws `view` `offset` away from its frame now and slides it home on
    /// `curve`: for transitions TUIKit runs itself, such as a sheet rising.
    static func slide(
        _ view: TUIView, from offset: Point, curve: TimingCurve, completion: ((Bool) -> Void)?,
        applying apply: @escaping @MainActor (TUIView, Point) -> Void = { $0.setPresentationOffset($1) }
    ) {
        guard let loop = animatingLoop(for: view), areAnimationsEnabled, offset != .zero else {
            completion?(true)
            return
        }
        let group = Completion(remaining: 1, handler: completion)
        begin(
            Motion(owner: view, loop: loop, startOffset: offset, start: loop.time, curve: curve, completion: group, apply: apply))
    }

    /// Ends `view`'s motion at once, drawing it where it belongs; its
    /// completion hears `false`.
    static func finishMotion(of view: TUIView) {
        let id = ObjectIdentifier(view)
        guard let motion = motions[id] else { return }
        motion.apply(view, .zero)
        end(id, finished: false)
    }

    /// The loop whose frames would move `view`: nil when nothing would turn
    /// them, for a loop driven by hand on the clock (a test that draws frames
    /// itself), where a motion would never end.
    static func animatingLoop(for view: TUIView) -> MainLoop? {
        guard let loop = view.storedWindow?.application?.mainLoop, loop.isRunning || !loop.timersFollowRealTime else {
            return nil
        }
        return loop
    }

    private static func start(_ block: Block, completion: ((Bool) -> Void)?) {
        var started: [Motion] = []
        let group = Completion(remaining: 0, handler: completion)
        for id in block.order {
            guard let (view, origin) = block.startOrigins[id], let loop = animatingLoop(for: view) else { continue }
            let offset = Point(x: origin.x - view.storedFrame.minX, y: origin.y - view.storedFrame.minY)
            guard offset != .zero else {
                // Back where it showed: any motion it had ends here.
                end(id, finished: false)
                view.setPresentationOffset(.zero)
                continue
            }
            let startTime = loop.time + .milliseconds(Int((block.delay * 1000).rounded()))
            started.append(
                Motion(
                    owner: view, loop: loop, startOffset: offset, start: startTime, curve: block.curve, completion: group,
                    apply: { $0.setPresentationOffset($1) }))
        }
        guard !started.isEmpty else {
            completion?(true)
            return
        }
        group.remaining = started.count
        for motion in started { begin(motion) }
    }

    private static func begin(_ motion: Motion) {
        guard let view = motion.owner, let loop = motion.loop else { return }
        let id = ObjectIdentifier(view)
        end(id, finished: false)
        motions[id] = motion
        motion.apply(view, motion.startOffset)
        let loopID = ObjectIdentifier(loop)
        guard timers[loopID] == nil else { return }
        timers[loopID] = loop.schedule(after: frameInterval, repeating: frameInterval) {
            step(loop)
        }
    }

    /// Forgets `id`'s motion, if any, ending it.
    private static func end(_ id: ObjectIdentifier, finished: Bool) {
        guard let motion = motions.removeValue(forKey: id) else { return }
        motion.completion.motionEnded(finished: finished)
    }

    /// One frame: every motion on `loop` moves to where its curve is now.
    static func step(_ loop: MainLoop) {
        let now = loop.time
        var ended: [ObjectIdentifier] = []
        for (id, motion) in motions where motion.loop === loop || motion.loop == nil {
            guard let view = motion.owner, view.storedWindow != nil else {
                ended.append(id)
                continue
            }
            guard let progress = motion.curve.progress(at: seconds(now - motion.start)) else {
                ended.append(id)
                continue
            }
            let remaining = 1 - progress
            motion.apply(
                view,
                Point(
                    x: Int((Double(motion.startOffset.x) * remaining).rounded()),
                    y: Int((Double(motion.startOffset.y) * remaining).rounded())))
        }
        for id in ended {
            if let motion = motions[id], let view = motion.owner { motion.apply(view, .zero) }
            end(id, finished: true)
        }
        if !motions.values.contains(where: { $0.loop === loop }) {
            timers.removeValue(forKey: ObjectIdentifier(loop))?.cancel()
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// Whether something `loop` draws is on its way somewhere.
    static func hasMotions(on loop: MainLoop?) -> Bool {
        guard let loop else { return false }
        return motions.values.contains { $0.loop === loop }
    }
}

extension TUIApplication {
    /// Whether a view of the app is drawn on its way somewhere: a sheet
    /// rising or falling, a view moved in an animation block. Tests that
    /// look at settled screens step the loop's time until it is false.
    package var hasViewMotions: Bool { ViewAnimator.hasMotions(on: mainLoop) }
}
