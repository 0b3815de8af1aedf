import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

private struct Sliding: View {
    let model: AnimationModel
    var body: some View {
        Text("X").frame(maxWidth: .infinity, alignment: model.isOn ? .trailing : .leading)
    }
}

private struct Fading: View {
    let model: AnimationModel
    var body: some View {
        Text("ab").foregroundColor(.rgb(200, 200, 200)).opacity(model.isOn ? 0 : 1)
    }
}

private struct Shifted: View {
    let model: AnimationModel
    var body: some View {
        Text("o").offset(x: model.isOn ? 10 : 0).frame(width: 12, alignment: .leading)
    }
}

private struct Tinted: View {
    let model: AnimationModel
    var body: some View {
        model.isOn ? Color.rgb(200, 0, 0) : Color.rgb(0, 0, 200)
    }
}

private struct Implicit: View {
    let model: AnimationModel
    var body: some View {
        Text("X")
            .frame(maxWidth: .infinity, alignment: model.isOn ? .trailing : .leading)
            .animation(.linear(duration: 1), value: model.isOn)
    }
}

private struct Level: Shape {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * level, height: rect.height))
    }
}

private struct Meter: View {
    let model: AnimationModel
    var body: some View {
        Level(level: model.amount).fill(Color.rgb(0, 200, 0))
    }
}

private struct ScopedSliding: View {
    let model: AnimationModel
    var body: some View {
        VStack(spacing: 0) {
            Text("A").frame(maxWidth: .infinity, alignment: model.isOn ? .trailing : .leading)
                .animation(.linear(duration: 1), value: model.isOn)
            Text("B").frame(maxWidth: .infinity, alignment: model.isOn ? .trailing : .leading)
        }
    }
}

private struct Turning: View {
    let model: AnimationModel
    var body: some View {
        Rectangle().fill(Color.rgb(0, 0, 200)).frame(width: 8, height: 2)
            .rotationEffect(.degrees(model.isOn ? 90 : 0))
            .frame(width: 8, height: 4)
    }
}

/// Changes made in `withAnimation` and under `animation(_:value:)` move
/// frame by frame on the graph's clock: positions, offsets, opacity, colors
/// and custom shapes; each frame drawn incrementally equals a full redraw.
@MainActor
@Suite("Animated changes")
struct AnimatedChangeTests {
    private func column(of character: Character, in canvas: Canvas) -> Int? {
        let line = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(Array.init) ?? []
        return line.firstIndex(of: character)
    }

    @Test func aFrameChangeMovesTheViewOverTheAnimation() throws {
        let model = AnimationModel()
        let scene = AnimatedScene(Sliding(model: model), width: 11, height: 1)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(column(of: "X", in: scene.frame()) == 0)
        #expect(scene.graph.hasRunningAnimations)
        let half = scene.frame(after: 0.5)
        #expect(column(of: "X", in: half) == 5)
        #expect(half == scene.fullRedraw())
        #expect(column(of: "X", in: scene.frame(after: 0.6)) == 10)
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func framesOutsideTheAnimatedSubtreeJump() {
        let model = AnimationModel()
        let scene = AnimatedScene(ScopedSliding(model: model), width: 11, height: 2)
        model.isOn = true
        _ = scene.frame()
        let lines = scene.frame(after: 0.5).text.split(separator: "\n", omittingEmptySubsequences: false)
        // The animated row is half way; the other, changed by the same update, is there already.
        #expect(lines[0].firstIndex(of: "A").map { lines[0].distance(from: lines[0].startIndex, to: $0) } == 5)
        #expect(lines[1].firstIndex(of: "B").map { lines[1].distance(from: lines[1].startIndex, to: $0) } == 10)
    }

    @Test func withoutAnAnimationTheChangeIsImmediate() {
        let model = AnimationModel()
        let scene = AnimatedScene(Sliding(model: model), width: 11, height: 1)
        model.isOn = true
        #expect(column(of: "X", in: scene.frame()) == 10)
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func reduceMotionAppliesAnimatedChangesAtOnce() {
        let model = AnimationModel()
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let scene = AnimatedScene(Sliding(model: model), width: 11, height: 1, environment: environment)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(column(of: "X", in: scene.frame()) == 10)
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func opacityFadesThenHides() {
        let model = AnimationModel()
        let scene = AnimatedScene(Fading(model: model), width: 2, height: 1)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(scene.frame()[0, 0].style.foreground == .rgb(200, 200, 200))
        let half = scene.frame(after: 0.5)
        #expect(half.text == "ab")
        #expect(half[0, 0].style.foreground == .rgba(200, 200, 200, opacity: 128))
        #expect(half == scene.fullRedraw())
        #expect(scene.frame(after: 0.5).text.trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func anOffsetMovesTheViewWithoutItsFrame() {
        let model = AnimationModel()
        let scene = AnimatedScene(Shifted(model: model), width: 12, height: 1)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(column(of: "o", in: scene.frame()) == 0)
        #expect(column(of: "o", in: scene.frame(after: 0.3)) == 3)
        #expect(column(of: "o", in: scene.frame(after: 0.7)) == 10)
    }

    @Test func colorsBlendChannelByChannel() {
        let model = AnimationModel()
        let scene = AnimatedScene(Tinted(model: model), width: 1, height: 1)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(scene.frame()[0, 0].style.background == .rgb(0, 0, 200))
        #expect(scene.frame(after: 0.5)[0, 0].style.background == .rgb(100, 0, 100))
        #expect(scene.frame(after: 0.5)[0, 0].style.background == .rgb(200, 0, 0))
    }

    @Test func theAnimationModifierAnimatesChangesOfItsValue() {
        let model = AnimationModel()
        let scene = AnimatedScene(Implicit(model: model), width: 11, height: 1)
        model.isOn = true
        #expect(column(of: "X", in: scene.frame()) == 0)
        #expect(column(of: "X", in: scene.frame(after: 0.5)) == 5)
        #expect(column(of: "X", in: scene.frame(after: 0.5)) == 10)
    }

    @Test func aCustomShapeMorphsThroughItsAnimatableData() {
        let model = AnimationModel()
        let scene = AnimatedScene(Meter(model: model), width: 10, height: 1)
        withAnimation(.linear(duration: 1)) { model.amount = 1 }
        _ = scene.frame()
        let half = scene.frame(after: 0.5)
        let filled = (0 ..< 10).filter { half[$0, 0].style.background == .rgb(0, 200, 0) }.count
        #expect(filled == 5)
        let end = scene.frame(after: 0.5)
        #expect((0 ..< 10).allSatisfy { end[$0, 0].style.background == .rgb(0, 200, 0) })
    }

    @Test func aRotationTurnsThroughTheAnglesBetween() {
        let model = AnimationModel()
        let scene = AnimatedScene(Turning(model: model), width: 8, height: 4)
        func painted(_ canvas: Canvas) -> [String] {
            (0 ..< 4).map { y in
                String((0 ..< 8).map { canvas[$0, y].character == " " && canvas[$0, y].style.background == .default ? "." : "#" })
            }
        }
        let flat = painted(scene.frame())
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        _ = scene.frame()
        let turning = painted(scene.frame(after: 0.5))
        let upright = painted(scene.frame(after: 0.6))
        #expect(turning != flat)
        #expect(turning != upright)
        #expect(upright != flat)
        #expect(!scene.graph.hasRunningAnimations)
    }

    @Test func aTransactionCanTurnTheAnimationOff() {
        let model = AnimationModel()
        let scene = AnimatedScene(
            Sliding(model: model).transaction { $0.animation = nil }, width: 11, height: 1)
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        #expect(column(of: "X", in: scene.frame()) == 10)
    }

    @Test func completionRunsOnceTheAnimationsEnd() async throws {
        let model = AnimationModel()
        let scene = AnimatedScene(Sliding(model: model), width: 11, height: 1)
        var completed = false
        withAnimation(.linear(duration: 1)) {
            model.isOn = true
        } completion: {
            completed = true
        }
        _ = scene.frame()
        try await Task.sleep(for: .milliseconds(20))
        #expect(!completed)
        _ = scene.frame(after: 1.1)
        #expect(completed)
    }

    @Test func aBindingWithAnAnimationAnimatesItsWrites() {
        let model = AnimationModel()
        let scene = AnimatedScene(Sliding(model: model), width: 11, height: 1)
        let binding = Binding(get: { model.isOn }, set: { model.isOn = $0 }).animation(.linear(duration: 1))
        binding.wrappedValue = true
        _ = scene.frame()
        #expect(column(of: "X", in: scene.frame(after: 0.5)) == 5)
    }
}
