import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// Jumps to the end at once where the animated view's line limit is 1,
/// and waits out its second otherwise.
private struct ByLineLimit: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < 1 else { return nil }
        return context.environment.lineLimit == 1 ? value : .zero
    }
}

/// Linear over one second; a new run takes over a running one.
private struct Merging: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < 1 else { return nil }
        return value.scaled(by: time)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { true }
}

/// Linear over one second, starting afresh when interrupted.
private struct Fresh: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < 1 else { return nil }
        return value.scaled(by: time)
    }
}

private struct Moved: View {
    let model: AnimationModel
    var lineLimit: Int?
    var body: some View {
        Text("o").offset(x: model.amount).lineLimit(lineLimit).frame(width: 30, alignment: .leading)
    }
}

private func column(of character: Character, in canvas: Canvas) -> Int? {
    canvas.text.firstIndex(of: character).map { canvas.text.distance(from: canvas.text.startIndex, to: $0) }
}

/// A ``CustomAnimation`` sees the animated view's environment, and merges
/// with a running run of its own kind when it says so.
@MainActor
@Suite("Custom animation context")
struct CustomAnimationContextTests {
    @Test func theContextHasTheAnimatedViewsEnvironment() {
        let model = AnimationModel()
        let limited = AnimatedScene(Moved(model: model, lineLimit: 1), width: 30, height: 1)
        let free = AnimatedScene(Moved(model: model), width: 30, height: 1)
        withAnimation(Animation(ByLineLimit())) { model.amount = 10 }
        _ = limited.frame()
        _ = free.frame()
        #expect(column(of: "o", in: limited.frame(after: 0.1)) == 10)
        #expect(column(of: "o", in: free.frame(after: 0.1)) == 0)
    }

    @Test func aMergingAnimationKeepsTheRunningOnesTime() {
        let model = AnimationModel()
        let scene = AnimatedScene(Moved(model: model), width: 30, height: 1)
        withAnimation(Animation(Merging())) { model.amount = 10 }
        _ = scene.frame()
        #expect(column(of: "o", in: scene.frame(after: 0.5)) == 5)
        withAnimation(Animation(Merging())) { model.amount = 20 }
        #expect(column(of: "o", in: scene.frame()) == 5)
        // Three quarters of a second into the merged run, from 0 towards 20
        // (a fresh run from 5 would be at 9).
        #expect(column(of: "o", in: scene.frame(after: 0.25)) == 15)
        #expect(column(of: "o", in: scene.frame(after: 0.3)) == 20)
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func anAnimationThatDoesNotMergeStartsFromWhereTheValueIs() {
        let model = AnimationModel()
        let scene = AnimatedScene(Moved(model: model), width: 30, height: 1)
        withAnimation(Animation(Fresh())) { model.amount = 10 }
        _ = scene.frame()
        #expect(column(of: "o", in: scene.frame(after: 0.5)) == 5)
        withAnimation(Animation(Fresh())) { model.amount = 25 }
        #expect(column(of: "o", in: scene.frame()) == 5)
        #expect(column(of: "o", in: scene.frame(after: 0.5)) == 15)
        #expect(column(of: "o", in: scene.frame(after: 0.6)) == 25)
    }
}
