import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// Fades the view in from 4 columns to the right, and out towards them.
private struct FadeFromRight: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(x: phase.isIdentity ? 0 : 4)
    }
}

/// Moves the view 4 columns right before it appears, 4 left as it leaves.
private struct Sideways: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(x: -4 * phase.value)
    }
}

private struct Shift: ViewModifier {
    var x: CGFloat
    func body(content: Content) -> some View { content.offset(x: x) }
}

/// Counts its disappearance, and holds state that must go with it.
private struct Leaving: View {
    let model: AnimationModel
    @State private var text = "new"
    var body: some View {
        Text(text).onDisappear { model.amount += 1 }
    }
}

private struct Appearing<T: Transition>: View {
    let model: AnimationModel
    let transition: T
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("top")
            if model.isOn { Leaving(model: model).transition(transition) }
        }
        .frame(width: 12, height: 2, alignment: .topLeading)
    }
}

private struct AppearingErased: View {
    let model: AnimationModel
    let transition: AnyTransition
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("top")
            if model.isOn { Leaving(model: model).transition(transition) }
        }
        .frame(width: 12, height: 2, alignment: .topLeading)
    }
}

private struct LeavingButton: View {
    let model: AnimationModel
    var body: some View {
        VStack {
            Button("Stay") {}
            if model.isOn { Button("Go") {}.transition(Sideways()) }
        }
    }
}

private struct LeavingTap: View {
    let model: AnimationModel
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("top")
            if model.isOn { Text("tap").onTapGesture { model.amount += 1 }.transition(Sideways()) }
        }
        .frame(width: 10, height: 2, alignment: .topLeading)
    }
}

/// Transitions with a body (a `Transition` of one's own,
/// `AnyTransition.modifier(active:identity:)`) animate between phases on
/// insertion and removal; a removed view's nodes stay until its removal ends.
@MainActor
@Suite("Transitions with a body")
struct TransitionBodyTests {
    private func row(_ canvas: Canvas) -> String {
        let lines = (canvas.text + "\n\n").split(separator: "\n", omittingEmptySubsequences: false)
        return String(lines[1])
    }

    @Test func aCustomTransitionFadesAndMovesAnInsertedViewIn() {
        let model = AnimationModel()
        let scene = AnimatedScene(Appearing(model: model, transition: FadeFromRight()), width: 12, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        // Fully transparent as it will appear.
        #expect(row(scene.frame()) == "")
        let half = scene.frame(after: 0.5)
        #expect(row(half) == "  new")
        #expect(half[2, 1].style.attributes.contains(.dim) || half[2, 1].style != scene.fullRedraw()[0, 0].style)
        #expect(half == scene.fullRedraw())
        let end = scene.frame(after: 0.6)
        #expect(row(end) == "new")
        #expect(end[0, 1].style == end[0, 0].style)
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func aCustomTransitionRunsItsBodyAsTheViewLeaves() {
        let model = AnimationModel()
        model.isOn = true
        let scene = AnimatedScene(Appearing(model: model, transition: Sideways()), width: 12, height: 2)
        let nodes = scene.graph.nodeCount
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        #expect(row(scene.frame()) == "new")
        // Towards the left: -4 columns at the end, -2 half way (cut at the edge).
        let half = scene.frame(after: 0.5)
        #expect(row(half) == "w")
        #expect(half == scene.fullRedraw())
        // The removed view's nodes are kept (not in the tree) while it leaves.
        #expect(scene.graph.nodeCount == nodes)
        #expect(scene.graph.invariantViolations().isEmpty)
        #expect(model.amount == 0)
        #expect(row(scene.frame(after: 0.6)) == "")
        #expect(!scene.graph.hasRunningAnimations)
        // Then released: its state is gone and its disappear action ran.
        #expect(scene.graph.nodeCount < nodes)
        #expect(scene.graph.invariantViolations().isEmpty)
        #expect(model.amount == 1)
    }

    @Test func anInsertedViewLeavesFromWhereItGotTo() {
        let model = AnimationModel()
        let scene = AnimatedScene(Appearing(model: model, transition: Sideways()), width: 12, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(row(scene.frame()) == "    new")
        #expect(row(scene.frame(after: 0.5)) == "  new")
        // Removed half way in: it goes on from 2 columns towards -4.
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        #expect(row(scene.frame()) == "  new")
        #expect(row(scene.frame(after: 0.5)) == "ew")
        #expect(row(scene.frame(after: 0.6)) == "")
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func aModifierTransitionAnimatesBetweenActiveAndIdentity() {
        let model = AnimationModel()
        let transition = AnyTransition.modifier(active: Shift(x: 4), identity: Shift(x: 0))
        let scene = AnimatedScene(AppearingErased(model: model, transition: transition), width: 12, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(row(scene.frame()) == "    new")
        #expect(row(scene.frame(after: 0.5)) == "  new")
        #expect(row(scene.frame(after: 0.6)) == "new")
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        #expect(row(scene.frame()) == "new")
        #expect(row(scene.frame(after: 0.5)) == "  new")
        #expect(row(scene.frame(after: 0.6)) == "")
        #expect(!scene.graph.hasRunningAnimations)
        #expect(model.amount == 1)
    }

    @Test func aCombinedTransitionAppliesBodyAndBuiltInTogether() {
        let model = AnimationModel()
        let transition = Sideways().combined(with: .offset(x: 2))
        let scene = AnimatedScene(Appearing(model: model, transition: transition), width: 12, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(row(scene.frame()) == "      new")
        #expect(row(scene.frame(after: 0.5)) == "   new")
        #expect(row(scene.frame(after: 0.6)) == "new")
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func aTransitionsOwnAnimationReplacesTheChanges() {
        let model = AnimationModel()
        let transition = Sideways().animation(.linear(duration: 2))
        let scene = AnimatedScene(Appearing(model: model, transition: transition), width: 12, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(row(scene.frame()) == "    new")
        #expect(row(scene.frame(after: 1)) == "  new")
        #expect(row(scene.frame(after: 1.1)) == "new")
    }

    @Test func builtInTransitionTypesDrawAsTheirAnyTransitions() {
        let model = AnimationModel()
        let scene = AnimatedScene(Appearing(model: model, transition: .move(edge: .trailing)), width: 12, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(row(scene.frame()) == "   new")
        #expect(row(scene.frame(after: 1.1)) == "new")
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        _ = scene.frame()
        // The built-in path: the removed view's nodes go at once.
        #expect(scene.graph.animations.leavingNodes.isEmpty)
        #expect(model.amount == 1)
    }

    @Test func reduceMotionSkipsTransitionsWithABody() {
        let model = AnimationModel()
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let scene = AnimatedScene(
            Appearing(model: model, transition: FadeFromRight()), width: 12, height: 2, environment: environment)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(row(scene.frame()) == "new")
        #expect(!scene.graph.hasRunningAnimations)
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        #expect(row(scene.frame()) == "")
        #expect(!scene.graph.hasRunningAnimations)
        #expect(model.amount == 1)
    }

    @Test func aLeavingControlCannotBeFocused() {
        let model = AnimationModel()
        model.isOn = true
        let scene = AnimatedScene(LeavingButton(model: model), width: 10, height: 2)
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        _ = scene.frame()
        #expect(!scene.graph.animations.leavingNodes.isEmpty)
        #expect(scene.graph.focusState.order.count == 1)
    }

    @Test func aLeavingViewTakesNoTaps() {
        let model = AnimationModel()
        model.isOn = true
        let scene = AnimatedScene(LeavingTap(model: model), width: 10, height: 2)
        func tap() {
            _ = scene.graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 1))))
            _ = scene.graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 1))))
        }
        tap()
        #expect(model.amount == 1)
        withAnimation(.linear(duration: 1)) { model.isOn = false }
        _ = scene.frame()
        #expect(!scene.graph.animations.leavingNodes.isEmpty)
        #expect(row(scene.frame(after: 0.1)) == "tap")
        tap()
        #expect(model.amount == 1)
    }

    @Test func phasesHaveApplesValues() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.didDisappear.isIdentity)
        #expect(OpacityTransition.properties.hasMotion == false)
        #expect(FadeFromRight.properties.hasMotion)
    }
}
