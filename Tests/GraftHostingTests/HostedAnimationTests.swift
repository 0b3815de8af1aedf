import GraftTerminal
import Observation
import TUIKit
import Testing

@testable import GraftHosting

@Observable
@MainActor
private final class Side {
    var isRight = false
}

@MainActor
private struct Mover: View {
    let side: Side
    var body: some View {
        Text("X").frame(maxWidth: .infinity, alignment: side.isRight ? .trailing : .leading)
    }
}

/// An animated change in hosted content plays on the run loop's timers,
/// frame by frame through the window, and the timer stops when it ends.
@MainActor
@Suite("Hosted animations")
struct HostedAnimationTests {
    @Test func anAnimatedChangePlaysOnTheLoopAndStopsWhenItEnds() throws {
        let (app, window, surface) = makeApp(width: 11, height: 1)
        let loop = try #require(app.mainLoop)
        loop.timersFollowRealTime = false
        let side = Side()
        let host = TUIHostingController(rootView: Mover(side: side))
        window.rootViewController = host
        display(app)
        #expect(!host.hostingView.isAnimating)

        withAnimation(.linear(duration: 1)) { side.isRight = true }
        display(app)
        #expect(host.hostingView.isAnimating)
        #expect(surface.text.firstIndex(of: "X") == surface.text.startIndex)

        loop.advanceTimers(by: .milliseconds(500))
        display(app)
        let middle = surface.text.distance(from: surface.text.startIndex, to: try #require(surface.text.firstIndex(of: "X")))
        #expect((4 ... 6).contains(middle))

        loop.advanceTimers(by: .milliseconds(600))
        display(app)
        #expect(surface.text == "          X")
        #expect(!host.hostingView.isAnimating)
    }
}
