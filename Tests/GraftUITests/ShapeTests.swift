import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// Shapes as SwiftUI declares them, drawn in braille outlines and quadrant fills.
@MainActor
@Suite("Shapes")
struct ShapeTests {
    private func render<V: View>(_ view: V, _ width: Int, _ height: Int, glyphs: GlyphSupport = .subCell) -> Canvas {
        ViewGraph(root: view.environment(\.glyphSupport, glyphs)).render(size: Size(width: width, height: height))
    }

    @Test func aFilledCircleIsRoundOnTallCells() {
        let canvas = render(Circle().fill(.red), 20, 10)
        // 10 rows are 20 square points tall, as 20 columns are wide.
        let rows = (0 ..< 10).map { y in (0 ..< 20).filter { canvas[$0, y].style.background == .red }.count }
        #expect(rows[4] >= 18 && rows[5] >= 18)
        #expect(rows[0] < rows[2] && rows[9] < rows[7])
        #expect(canvas[0, 0].style.background != .red && canvas[19, 9].style.background != .red)
    }

    @Test func aCustomShapeFillsWithQuadrantBlocksAtItsEdges() {
        let text = render(Triangle().fill(.green), 8, 4).text
        #expect(text.contains("▟") || text.contains("▗") || text.contains("▄"))
        #expect(text.contains("▙") || text.contains("▖") || text.contains("▄"))
    }

    @Test func strokesDrawBrailleOutlinesAndNothingInside() {
        let canvas = render(Circle().stroke(.blue, lineWidth: 1), 20, 10)
        let braille = canvas.text.unicodeScalars.filter { (0x2801 ... 0x28FF).contains($0.value) }.count
        #expect(braille > 20)
        #expect(canvas[10, 5].character == " ")
        #expect(canvas[10, 0].style.foreground == .blue)
    }

    @Test func withoutBrailleStrokesDrawWholeCellDots() {
        #expect(render(Circle().stroke(.blue), 10, 5, glyphs: .wholeCells).text.contains("•"))
        let ascii = render(Circle().stroke(.blue), 10, 5, glyphs: .ascii).text
        #expect(ascii.contains("*") && ascii.unicodeScalars.allSatisfy { $0.isASCII || $0 == "\n" })
    }

    @Test func rectanglesKeepTheirBoxOutlines() {
        #expect(render(Rectangle().stroke(.red, lineWidth: 1), 4, 3).text == "┌──┐\n│  │\n└──┘")
        #expect(render(RoundedRectangle(cornerRadius: 4).strokeBorder(.red), 4, 3).text == "╭──╮\n│  │\n╰──╯")
        #expect(render(Capsule().stroke(.red), 12, 3).text != render(Rectangle().stroke(.red), 12, 3).text)
    }

    @Test func evenOddFillLeavesTheInnerRingEmpty() {
        let rings = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            path.addEllipse(in: CGRect(x: 6, y: 6, width: 8, height: 8))
        }
        #expect(rings.contains(CGPoint(x: 10, y: 10)))
        #expect(!rings.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(rings.contains(CGPoint(x: 3, y: 10), eoFill: true))
        let canvas = render(rings.fill(.red, style: FillStyle(eoFill: true)), 20, 10)
        #expect(canvas[10, 5].style.background != .red)
        #expect(canvas[2, 5].style.background == .red)
    }

    @Test func arcsFollowSwiftUIsFlippedClockwise() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // Growing angles go down the screen: from (10, 0) to (0, 10) through positive y.
        let end = path.currentPoint ?? .zero
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        #expect(path.boundingRect.maxY > 9 && path.boundingRect.minY > -1e-9)
        var other = Path()
        other.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(other.boundingRect.minY < -9)
    }

    @Test func aShapeFillsWithTheForegroundStyleByDefault() {
        let canvas = render(Circle().foregroundStyle(.cyan), 10, 5)
        #expect(canvas[5, 2].style.background == .cyan)
        let tinted = render(Ellipse().fill(.tint).tint(.magenta), 10, 5)
        #expect(tinted[5, 2].style.background == .magenta)
    }

    @Test func dashesLeaveGaps() {
        let solid = render(Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2)), 20, 4).text
        let dashed = render(Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [2, 2])), 20, 4).text
        #expect(solid.unicodeScalars.filter { $0.value == 0x28FF }.count > 0)
        #expect(dashed != render(Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2)), 20, 4).text)
    }
}
