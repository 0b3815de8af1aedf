import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

private struct Label: View {
    let model: AnimationModel
    var body: some View {
        Text("ab").foregroundStyle(model.isOn ? Color.rgb(200, 0, 0) : Color.rgb(0, 0, 200))
    }
}

private struct ImplicitLabel: View {
    let model: AnimationModel
    var body: some View {
        (Text("a").foregroundColor(model.isOn ? .rgb(0, 200, 0) : .rgb(0, 0, 0)) + Text("b"))
            .animation(.linear(duration: 1), value: model.isOn)
    }
}

/// A text's color changed in an animated transaction blends frame by frame.
@MainActor
@Suite("Text color animation")
struct TextColorAnimationTests {
    @Test func foregroundStyleBlendsUnderWithAnimation() {
        let model = AnimationModel()
        let scene = AnimatedScene(Label(model: model), width: 2, height: 1)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(scene.frame()[0, 0].style.foreground == .rgb(0, 0, 200))
        let halfway = scene.frame(after: 0.5)
        #expect(halfway[0, 0].style.foreground == .rgb(100, 0, 100))
        #expect(halfway[1, 0].style.foreground == .rgb(100, 0, 100))
        #expect(halfway.text == "ab")
        #expect(scene.fullRedraw() == halfway)
        #expect(scene.frame(after: 0.6)[0, 0].style.foreground == .rgb(200, 0, 0))
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func aTextRunsOwnColorBlendsUnderAnimationValue() {
        let model = AnimationModel()
        let scene = AnimatedScene(ImplicitLabel(model: model), width: 2, height: 1)
        model.isOn = true
        _ = scene.frame()
        let quarter = scene.frame(after: 0.25)
        #expect(quarter[0, 0].style.foreground == .rgb(0, 50, 0))
        #expect(quarter[1, 0].style.foreground == .default)
        #expect(scene.frame(after: 1)[0, 0].style.foreground == .rgb(0, 200, 0))
    }

    @Test func withoutAnimationTheColorChangesAtOnce() {
        let model = AnimationModel()
        let scene = AnimatedScene(Label(model: model), width: 2, height: 1)
        model.isOn = true
        #expect(scene.frame()[0, 0].style.foreground == .rgb(200, 0, 0))
    }
}
