import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Color effects and shadows")
struct ColorEffectTests {
    private func canvas<V: View>(_ view: V, _ width: Int, _ height: Int) -> Canvas {
        ViewGraph(root: view).render(size: Size(width: width, height: height))
    }

    private func over<V: View>(_ view: V) -> some View {
        ZStack {
            Color(red: 0, green: 0, blue: 0)
            view
        }
    }

    @Test func grayscaleTurnsRedGray() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(canvas(red, 1, 1)[0, 0].style.background == .rgb(255, 0, 0))
        // Rec. 709 luminance of pure red: 0.2126 × 255.
        #expect(canvas(red.grayscale(1), 1, 1)[0, 0].style.background == .rgb(54, 54, 54))
        #expect(canvas(red.saturation(0), 1, 1)[0, 0].style.background == .rgb(54, 54, 54))
        #expect(canvas(red.colorInvert(), 1, 1)[0, 0].style.background == .rgb(0, 255, 255))
        #expect(canvas(Text("x").foregroundStyle(red).grayscale(1), 1, 1)[0, 0].style.foreground == .rgb(54, 54, 54))
    }

    @Test func effectsLeaveWhatTheViewDidNotDraw() {
        let view = ZStack {
            Color(red: 0, green: 0, blue: 1)
            Text("x").foregroundStyle(Color(red: 1, green: 0, blue: 0)).grayscale(1)
        }
        let cell = canvas(view, 1, 1)[0, 0]
        #expect(cell.style.background == .rgb(0, 0, 255))
        #expect(cell.style.foreground == .rgb(54, 54, 54))
    }

    @Test func aShadowDrawsOneCellRightAndDown() {
        let box = Color(red: 1, green: 0, blue: 0).frame(width: 2, height: 1)
        let view = ZStack {
            Color(red: 1, green: 1, blue: 1)
            box.shadow(color: Color(red: 0, green: 0, blue: 0), radius: 2)
        }
        let drawn = canvas(view, 4, 3)
        let rows = (0 ..< 3).map { y in
            String(
                (0 ..< 4).map { x -> Character in
                    switch drawn[x, y].style.background {
                    case .rgb(255, 0, 0): "r"
                    case .rgb(0, 0, 0): "s"
                    default: "."
                    }
                })
        }
        #expect(rows == ["....", ".rr.", "..ss"])
    }

    @Test func blurFadesAndBlendModesDrawNormally() {
        let red = Color(red: 1, green: 0, blue: 0)
        // Radius 4 draws at half opacity over black.
        #expect(canvas(over(red.blur(radius: 4)), 1, 1)[0, 0].style.background == .rgb(128, 0, 0))
        #expect(canvas(over(red.blur(radius: 0)), 1, 1)[0, 0].style.background == .rgb(255, 0, 0))
        #expect(canvas(over(red.blendMode(.multiply).drawingGroup()), 1, 1)[0, 0].style.background == .rgb(255, 0, 0))
    }
}
