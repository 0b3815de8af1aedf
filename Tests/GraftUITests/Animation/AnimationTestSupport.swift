import GraftTerminal
import Observation

@testable import GraftUI

/// A clock a test moves by hand, for a graph's animations.
@MainActor
final class ManualAnimationClock {
    private(set) var now: Duration = .zero

    func advance(bySeconds seconds: Double) {
        now += .nanoseconds(Int64(seconds * 1e9))
    }
}

/// A model the views under test read, changed inside `withAnimation`.
@Observable
@MainActor
final class AnimationModel {
    var isOn = false
    var amount = 0.0
}

/// A graph on a manual clock, drawn frame by frame as a host draws it.
@MainActor
struct AnimatedScene {
    let graph: ViewGraph
    let clock = ManualAnimationClock()
    let size: Size

    init<V: View>(_ view: V, width: Int, height: Int, environment: EnvironmentValues = EnvironmentValues()) {
        graph = ViewGraph(root: view, environment: environment)
        size = Size(width: width, height: height)
        let clock = clock
        graph.animationClock = { clock.now }
        _ = graph.renderFrame(size: size)
    }

    /// The frame after `seconds` more pass, incremental as a host's: only
    /// damaged rows are drawn again into the last frame.
    func frame(after seconds: Double = 0) -> Canvas {
        clock.advance(bySeconds: seconds)
        graph.stepAnimations()
        return graph.renderFrame(size: size)
    }

    /// The same state drawn from nothing, to compare with an incremental frame.
    func fullRedraw() -> Canvas {
        var canvas = Canvas(size: size)
        graph.draw(in: &canvas)
        return canvas
    }
}
