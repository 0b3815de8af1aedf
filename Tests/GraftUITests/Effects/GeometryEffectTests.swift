import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Geometry effects")
struct GeometryEffectTests {
    @Test func aQuarterTurnStandsAWideBarUp() {
        // An 8×2 bar (8 by 4 square units) centered in 20×10 turns into 4 columns by 4 rows.
        let bar = Rectangle().fill(Color.red).frame(width: 8, height: 2)
        #expect(
            backgrounds(bar, width: 20, height: 10) == [
                "....................", "....................", "....................", "....................",
                "......rrrrrrrr......", "......rrrrrrrr......", "....................", "....................",
                "....................", "....................",
            ])
        #expect(
            backgrounds(bar.rotationEffect(.degrees(90)), width: 20, height: 10) == [
                "....................", "....................", "....................", "........rrrr........",
                "........rrrr........", "........rrrr........", "........rrrr........", "....................",
                "....................", "....................",
            ])
    }

    @Test func halfScaleHalvesAFilledShapeAboutItsCenter() {
        let shape = Rectangle().fill(Color.red).frame(width: 12, height: 4).scaleEffect(0.5)
        #expect(
            backgrounds(shape, width: 12, height: 4) == [
                "............", "...rrrrrr...", "...rrrrrr...", "............",
            ])
        let wide = Rectangle().fill(Color.red).frame(width: 12, height: 4).scaleEffect(x: 0.5, anchor: .leading)
        #expect(backgrounds(wide, width: 12, height: 4) == Array(repeating: "rrrrrr......", count: 4))
    }

    @Test func textStaysUprightAndLayoutIsUnchanged() {
        let plain = HStack(spacing: 0) {
            Text("ab")
            Text("cd")
        }
        let turned = HStack(spacing: 0) {
            Text("ab").rotationEffect(.degrees(90)).scaleEffect(3)
            Text("cd")
        }
        #expect(render(turned, width: 6, height: 1) == render(plain, width: 6, height: 1))
        #expect(render(turned, width: 6, height: 1) == " abcd")
    }
}
