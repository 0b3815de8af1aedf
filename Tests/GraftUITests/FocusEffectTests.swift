import GraftTerminal
import Testing

@testable import GraftUI

/// The focus effect of `.focusable()` views, and how buttons show focus
/// without colors.
@MainActor
@Suite("Focus effects")
struct FocusEffectTests {
    private let size = Size(width: 20, height: 3)

    /// The attributes of the first cell showing `character`.
    private func attributes(of character: Character, in canvas: Canvas, as support: ColorSupport = .trueColor) -> TextAttributes {
        for y in 0 ..< canvas.size.height {
            for x in 0 ..< canvas.size.width where canvas[x, y].character == character {
                return canvas[x, y].style.downgraded(to: support).attributes
            }
        }
        Issue.record("no \(character) on screen")
        return []
    }

    private struct Stars: View {
        let disablesEffect: Bool
        var body: some View {
            Text("★★☆").focusable().focusEffectDisabled(disablesEffect)
        }
    }

    @Test func aFocusedFocusableViewIsReversedUnlessItsEffectIsDisabled() {
        let graph = ViewGraph(root: Stars(disablesEffect: false))
        _ = graph.render(size: size)
        #expect(!attributes(of: "★", in: graph.render(size: size)).contains(.reverse))
        #expect(graph.focusFirstControl())
        #expect(attributes(of: "★", in: graph.render(size: size)).contains(.reverse))

        let plain = ViewGraph(root: Stars(disablesEffect: true))
        _ = plain.render(size: size)
        #expect(plain.focusFirstControl())
        #expect(!attributes(of: "★", in: plain.render(size: size)).contains(.reverse))
    }

    @Test func withoutColorsOnlyTheFocusedProminentButtonIsReversed() {
        let graph = ViewGraph(
            root: HStack {
                Button("Go") {}.buttonStyle(.borderedProminent)
                Button("Stop") {}.buttonStyle(.borderedProminent)
            })
        _ = graph.render(size: size)
        #expect(graph.focusFirstControl())
        let canvas = graph.render(size: size)
        let focused = attributes(of: "G", in: canvas, as: .none)
        let other = attributes(of: "S", in: canvas, as: .none)
        #expect(focused.contains(.reverse))
        #expect(!other.contains(.reverse) && other.contains(.underline), "the unfocused one still reads as a button: \(other)")
    }
}
