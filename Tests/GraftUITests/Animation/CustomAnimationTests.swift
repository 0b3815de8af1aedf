import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// Moves in `count` equal jumps over one second.
private struct Steps: CustomAnimation {
    var count = 2.0

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < 1 else { return nil }
        return value.scaled(by: (time * count).rounded(.down) / count)
    }
}

private enum FramesSeen: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

/// Counts the frames of its run in its state and goes a tenth of the way
/// on each, ending after five.
private struct Counting: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[FramesSeen.self] += 1
        let frames = context.state[FramesSeen.self]
        guard frames < 5 else { return nil }
        return value.scaled(by: Double(frames) / 10)
    }
}

private struct Shifted: View {
    let model: AnimationModel
    var body: some View {
        Text("o").offset(x: model.isOn ? 10 : 0).frame(width: 12, alignment: .leading)
    }
}

private func column(of character: Character, in canvas: Canvas) -> Int? {
    canvas.text.firstIndex(of: character).map { canvas.text.distance(from: canvas.text.startIndex, to: $0) }
}

/// `Animation(_:)` with a ``CustomAnimation`` drives the same engine as the
/// built-in curves.
@MainActor
@Suite("Custom animations")
struct CustomAnimationTests {
    @Test func aCustomCurveMovesAViewFrameByFrame() {
        let model = AnimationModel()
        let scene = AnimatedScene(Shifted(model: model), width: 12, height: 1)
        withAnimation(Animation(Steps())) { model.isOn = true }
        #expect(column(of: "o", in: scene.frame()) == 0)
        #expect(column(of: "o", in: scene.frame(after: 0.3)) == 0)
        #expect(column(of: "o", in: scene.frame(after: 0.3)) == 5)
        #expect(column(of: "o", in: scene.frame(after: 0.3)) == 5)
        #expect(column(of: "o", in: scene.frame(after: 0.3)) == 10)
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func theStateLastsThroughOneRunAndStartsAfreshForTheNext() {
        let model = AnimationModel()
        let scene = AnimatedScene(Shifted(model: model), width: 12, height: 1)
        withAnimation(Animation(Counting())) { model.isOn = true }
        _ = scene.frame()
        #expect(column(of: "o", in: scene.frame(after: 0.1)) == 1)
        #expect(column(of: "o", in: scene.frame(after: 0.1)) == 2)
        #expect(column(of: "o", in: scene.frame(after: 0.1)) == 3)
        #expect(column(of: "o", in: scene.frame(after: 0.1)) == 4)
        #expect(column(of: "o", in: scene.frame(after: 0.1)) == 10)
        withAnimation(Animation(Counting())) { model.isOn = false }
        _ = scene.frame()
        #expect(column(of: "o", in: scene.frame(after: 0.1)) == 9)
    }

    @Test func customAnimationsCompareByValue() {
        #expect(Animation(Steps(count: 2)) == Animation(Steps(count: 2)))
        #expect(Animation(Steps(count: 2)) != Animation(Steps(count: 3)))
        #expect(Animation(Steps()) != Animation.linear)
    }
}
