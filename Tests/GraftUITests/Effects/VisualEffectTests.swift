import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// `visualEffect(_:)` draws effects made from the view's geometry without
/// changing its layout.
@MainActor
@Suite("visualEffect")
struct VisualEffectTests {
    @Test func anOffsetFromTheGeometryMovesTheDrawingOnly() {
        // Each row moves right by its own row index: its global minY.
        let rows = VStack(alignment: .leading, spacing: 0) {
            ForEach(0 ..< 3, id: \.self) { index in
                Text("r\(index)").visualEffect { content, proxy in
                    content.offset(x: proxy.frame(in: .global).minY)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        #expect(render(rows, width: 5, height: 3) == "r0\n r1\n  r2")
    }

    @Test func effectsChainAndLayoutIsUnchanged() {
        let plain = HStack(spacing: 0) {
            Color.red.frame(width: 2, height: 1)
            Color.blue.frame(width: 2, height: 1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        let effected = HStack(spacing: 0) {
            Color.red.frame(width: 2, height: 1)
                .visualEffect { content, _ in content.offset(x: 4).opacity(1).scaleEffect(1) }
            Color.blue.frame(width: 2, height: 1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        #expect(backgrounds(plain, width: 8, height: 1) == ["rrbb...."])
        #expect(backgrounds(effected, width: 8, height: 1) == ["..bbrr.."])
    }

    @Test func colorEffectsAndOpacityFromTheGeometry() {
        let faded = Color.red.frame(width: 2, height: 1).visualEffect { content, proxy in
            content.opacity(proxy.size.width > 1 ? 0 : 1)
        }
        #expect(backgrounds(faded, width: 2, height: 1) == [".."])
        let inverted = Color.rgb(255, 0, 0).frame(width: 1, height: 1).visualEffect { content, _ in content.brightness(0) }
        let frame = ViewGraph(root: inverted).render(size: Size(width: 1, height: 1))
        #expect(frame[0, 0].style.background == .rgb(255, 0, 0))
        let gray = Color.rgb(255, 0, 0).frame(width: 1, height: 1).visualEffect { content, _ in content.grayscale(1) }
        let grayFrame = ViewGraph(root: gray).render(size: Size(width: 1, height: 1))
        #expect(grayFrame[0, 0].style.background == ColorEffect.grayscale(1).apply(to: .rgb(255, 0, 0)))
    }

    @Test func theEffectFollowsTheViewWhenItMoves() {
        let graph = ViewGraph(
            root: HStack(spacing: 0) {
                Spacer()
                Text("x").visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minX > 3 ? 1 : 0) }
            })
        #expect(graph.render(size: Size(width: 3, height: 2)).text(trimmingTrailingSpaces: true) == "  x\n")
        #expect(graph.render(size: Size(width: 5, height: 2)).text(trimmingTrailingSpaces: true) == "\n    x")
    }
}
