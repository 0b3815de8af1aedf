import Foundation
import GraftTerminal
import Observation
import Testing

@testable import GraftUI

@Observable
@MainActor
private final class Scale {
    var pointsPerCell = CGSize(width: 1, height: 1)
}

@MainActor
private struct ScaledRoot<Content: View>: View {
    let scale: Scale
    let content: Content
    var body: some View {
        content.environment(\.pointsPerCell, scale.pointsPerCell)
    }
}

/// SwiftUI code measures in points (`CGFloat`); Graft lays out in cells. A
/// point is a cell unless `pointsPerCell` says otherwise, and each length is
/// rounded to the nearest cell.
@MainActor
@Suite("Points and cells")
struct PointsAndCellsTests {
    private static let phone = CGSize(width: 8, height: 16)

    @Test func aPointIsACellByDefault() {
        let view = Color.red.frame(width: 3, height: 2).padding(.leading, 1)
        #expect(backgrounds(view.frame(width: 6, height: 2, alignment: .topLeading), width: 6, height: 2) == [".rrr..", ".rrr.."])
    }

    @Test func codeTypedInCGFloatCompilesAndLaysOut() {
        let width: CGFloat = 1.5
        let spacing: Double = 1
        let view = HStack(spacing: spacing) {
            Color.red.frame(width: width * 2, height: 1)
            Color.green.frame(width: width, height: 1)
        }
        // 3 columns, 1 of spacing, then 1.5 rounded half away from zero: 2.
        #expect(backgrounds(view, width: 6, height: 1) == ["rrr.gg"])
    }

    @Test func framesPaddingSpacingAndOffsetsScaleWithPointsPerCell() {
        let view = VStack(alignment: .leading, spacing: 16) {
            Color.red.frame(width: 200, height: 16)
            HStack(spacing: 8) {
                Color.green.frame(width: 16, height: 32)
                Color.blue.frame(width: 8, height: 16).offset(x: 8, y: 16)
            }
        }
        .padding(EdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 0))
        .frame(width: 240, height: 160, alignment: .topLeading)
        .environment(\.pointsPerCell, Self.phone)
        #expect(
            backgrounds(view, width: 30, height: 10).prefix(6) == [
                "..............................",
                "..rrrrrrrrrrrrrrrrrrrrrrrrr...",
                "..............................",
                "..gg..........................",
                "..gg..b.......................",
                "..............................",
            ])
    }

    @Test func theStandardPaddingIsOneCellAtAnyScale() {
        let view = Color.red.frame(width: 16, height: 16).padding()
            .frame(width: 64, height: 48, alignment: .topLeading)
            .environment(\.pointsPerCell, Self.phone)
        #expect(backgrounds(view, width: 8, height: 3) == ["........", ".rr.....", "........"])
    }

    @Test func aSpacersMinimumLengthScales() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 8)
            Spacer(minLength: 24)
            Color.green.frame(width: 8)
        }
        .fixedSize()
        .frame(width: 80, height: 16, alignment: .leading)
        .environment(\.pointsPerCell, Self.phone)
        #expect(backgrounds(view, width: 10, height: 1) == ["r...g....."])
    }

    @Test func lengthsRoundToTheNearestCell() {
        for (width, cells) in [(CGFloat(2.4), 2), (2.5, 3), (0.4, 0), (0.5, 1)] {
            let row = backgrounds(Color.red.frame(width: width, height: 1).frame(width: 4, alignment: .leading), width: 4, height: 1)
            #expect(row[0].filter { $0 == "r" }.count == cells, "width \(width)")
        }
        #expect(PointsToCells.columns(.infinity, at: Self.phone) == CellProposal.infinity)
        #expect(PointsToCells.columns(.nan, at: Self.phone) == 0)
        #expect(PointsToCells.rows(-24, at: Self.phone) == -2)
        #expect(PointsToCells.columns(CGFloat.greatestFiniteMagnitude, at: Self.phone) < CellProposal.infinity)
    }

    @Test func changingTheScaleLaysTheSubtreeOutAgain() {
        let scale = Scale()
        let content = VStack(alignment: .leading, spacing: 8) {
            Color.red.frame(width: 16, height: 8)
            Color.green.frame(width: 8, height: 8).padding(.leading, 8).offset(x: 8)
        }
        .frame(width: 32, height: 32, alignment: .topLeading)
        let graph = ViewGraph(root: ScaledRoot(scale: scale, content: content))
        // The frame is 8x4 cells at 4x8 points per cell, filling the screen.
        let size = Size(width: 8, height: 4)
        _ = graph.renderFrame(size: size)
        scale.pointsPerCell = CGSize(width: 4, height: 8)
        let incremental = graph.renderFrame(size: size)
        let fresh = ViewGraph(root: ScaledRoot(scale: scale, content: content)).render(size: size)
        #expect(incremental == fresh)
        #expect(incremental[0, 0].style.background == .red)
        #expect(incremental[3, 0].style.background == .red)
        #expect(incremental[4, 0].style.background != .red)
        // One row of spacing, then the green cell 2 columns padded and 2 moved.
        #expect(incremental[4, 2].style.background == .green)
        #expect(incremental[3, 2].style.background != .green)
    }
}
