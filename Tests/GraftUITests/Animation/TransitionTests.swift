import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

private struct Appearing: View {
    let model: AnimationModel
    let transition: AnyTransition
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("top")
            if model.isOn {
                Text("new").transition(transition)
            }
        }
        .frame(width: 10, height: 2, alignment: .topLeading)
    }
}

private struct LeavingButton: View {
    let model: AnimationModel
    var body: some View {
        VStack {
            Button("Stay") {}
            if model.isOn { Button("Go") {}.transition(.opacity) }
        }
    }
}

/// Views inserted and removed in an animated change enter and leave
/// through their transition; a removed view is drawn as it last looked.
@MainActor
@Suite("Transitions")
struct TransitionTests {
    private func lines(_ canvas: Canvas) -> [String] {
        // Trailing blanks are not part of a canvas's text.
        (canvas.text + "\n\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func anInsertedViewMovesInFromItsEdge() {
        let model = AnimationModel()
        let scene = AnimatedScene(Appearing(model: model, transition: .move(edge: .trailing)), width: 10, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        // It starts its own width (3 cells) to the right.
        #expect(lines(scene.frame())[1] == "   new")
        let half = scene.frame(after: 0.5)
        // Half of it still to go: 1.5 cells, rounded.
        #expect(lines(half)[1] == "  new")
        #expect(half == scene.fullRedraw())
        #expect(lines(scene.frame(after: 0.6))[1] == "new")
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func aRemovedViewFadesOutWhereItWas() {
        let model = AnimationModel()
        model.isOn = true
        let scene = AnimatedScene(Appearing(model: model, transition: .opacity), width: 10, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        let start = scene.frame()
        #expect(lines(start)[1] == "new")
        let half = scene.frame(after: 0.5)
        #expect(lines(half)[1] == "new")
        #expect(half[0, 1].style.attributes.contains(.dim) || half[0, 1].style.foreground != start[0, 1].style.foreground)
        #expect(half == scene.fullRedraw())
        #expect(lines(scene.frame(after: 0.6))[1] == "")
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func asymmetricTransitionsChooseByDirection() {
        let model = AnimationModel()
        let transition = AnyTransition.asymmetric(insertion: .identity, removal: .move(edge: .leading))
        let scene = AnimatedScene(Appearing(model: model, transition: transition), width: 10, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(lines(scene.frame())[1] == "new")
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        _ = scene.frame()
        // Moving out to the left: the first letters leave the screen first.
        #expect(lines(scene.frame(after: 0.34))[1] == "ew")
    }

    @Test func withoutAnAnimationViewsAppearAndLeaveAtOnce() {
        let model = AnimationModel()
        let scene = AnimatedScene(Appearing(model: model, transition: .opacity), width: 10, height: 2)
        model.isOn = true
        #expect(lines(scene.frame())[1] == "new")
        model.isOn = false
        #expect(lines(scene.frame())[1] == "")
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func aRemovedControlCannotBeFocusedWhileItLeaves() {
        let model = AnimationModel()
        model.isOn = true
        let scene = AnimatedScene(LeavingButton(model: model), width: 10, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        _ = scene.frame()
        #expect(scene.graph.focusState.order.count == 1)
    }
}
