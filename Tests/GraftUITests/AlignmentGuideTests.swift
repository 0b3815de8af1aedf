import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
private func lines<V: View>(_ view: V, _ width: Int, _ height: Int) -> [String] {
    ViewGraph(root: view).render(size: Size(width: width, height: height)).text(trimmingTrailingSpaces: true)
        .split(separator: "\n", omittingEmptySubsequences: false).prefix(height).map { String($0) }
}

extension VerticalAlignment {
    /// Apple's example from the `AlignmentID` documentation: a guide that
    /// lines an account name up with a label in another stack.
    private enum MidAccountAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
    }

    fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

/// Reads its subview's explicit leading guide and places it that far in.
private struct GuideOffsetLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 8, height: 1)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            let x = (dimensions[explicit: .leading] ?? 0) + (dimensions[explicit: .trailing] ?? 0)
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// Explicit alignment guides move views in stacks, frames and overlays,
/// and custom guides pass up through stacks (docs/LAYOUT.md §1.19).
@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
    @Test func aGuideShiftsAViewInAStack() {
        let stack = VStack(alignment: .leading, spacing: 0) {
            Text("a")
            Text("bb").alignmentGuide(.leading) { d in d[.trailing] }
        }
        // "bb"'s leading guide is its trailing edge, which meets "a"'s
        // leading edge; the stack is 3 wide, centered in 7.
        #expect(lines(stack, 7, 2) == ["    a", "  bb"])
    }

    @Test func aRowLinesUpOnAVerticalGuide() {
        let row = HStack(alignment: .bottom, spacing: 1) {
            Color.red.frame(width: 1, height: 3)
            Color.green.frame(width: 1, height: 1).alignmentGuide(.bottom) { d in d[.top] }
        }
        // The green cell's top meets the red column's bottom: the row is 4 tall.
        #expect(backgrounds(row, width: 3, height: 4) == ["r..", "r..", "r..", "..g"])
    }

    @Test func withoutGuidesTheStackKeepsItsPlainAlignment() {
        let stack = VStack(alignment: .trailing, spacing: 0) {
            Text("a")
            Text("bbb")
        }
        #expect(lines(stack, 3, 2) == ["  a", "bbb"])
    }

    @Test func apple_sMidAccountAndNameExampleLinesUpAcrossNestedStacks() {
        let view = HStack(alignment: .midAccountAndName, spacing: 1) {
            VStack(spacing: 0) {
                Text("@jd").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                Color.blue.frame(width: 3, height: 3)
            }
            VStack(alignment: .leading, spacing: 0) {
                Text("Full Name:")
                Text("Username:").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                Text("Email:")
            }
        }
        // Each stack passes its child's guide up; "@jd" moves down a row to
        // sit beside "Username:".
        #expect(lines(view, 14, 5) == ["    Full Name:", "@jd Username:", "    Email:", "", ""])
        #expect(backgrounds(view, width: 14, height: 5).map { String($0.prefix(4)) } == ["....", "....", "bbb.", "bbb.", "bbb."])
    }

    @Test func builtInGuidesDoNotPassUpThroughAStack() {
        let view = VStack(alignment: .leading, spacing: 0) {
            HStack { Text("a").alignmentGuide(.leading) { _ in 2 } }
            Text("bbb")
        }
        #expect(lines(view, 3, 2) == ["a", "bbb"])
    }

    @Test func aFrameAlignsItsContentsGuideWithItsOwn() {
        let framed = Text("ab").alignmentGuide(.trailing) { d in d.width + 2 }.frame(width: 6, alignment: .trailing)
        #expect(lines(framed, 6, 1) == ["  ab"])
        let plain = Text("ab").frame(width: 6, alignment: .trailing)
        #expect(lines(plain, 6, 1) == ["    ab"])
    }

    @Test func paddingAndFramesPassACustomGuideUp() {
        let view = HStack(alignment: .midAccountAndName, spacing: 0) {
            Text("x").alignmentGuide(.midAccountAndName) { _ in 1 }.padding(.top, 1).frame(height: 4, alignment: .top)
            Text("y")
        }
        // The guide is 2 rows into the framed column (1 of padding, 1 into
        // "x"), and "y"'s top (the guide's default) meets it; the row is 4
        // tall, centered in 6.
        #expect(lines(view, 2, 6) == ["", "", "x", " y", "", ""])
    }

    @Test func anOverlaysGuideMeetsTheContents() {
        let view = Color.blue.frame(width: 6, height: 1).overlay(alignment: .leading) {
            Text("x").alignmentGuide(.leading) { _ in -2 }
        }
        #expect(lines(view, 6, 1) == ["  x"])
    }

    @Test func aZStackGrowsToHoldChildrenMovedByGuides() {
        let stack = ZStack(alignment: .leading) {
            Color.red.frame(width: 2, height: 1)
            Color.green.frame(width: 2, height: 1).alignmentGuide(.leading) { _ in -3 }
        }
        #expect(backgrounds(stack, width: 5, height: 1) == ["rr.gg"])
    }

    @Test func guidesAreInPointsAtTheEnvironmentsScale() {
        let stack = VStack(alignment: .leading, spacing: 0) {
            Text("a")
            Text("b").alignmentGuide(.leading) { _ in -16 }
        }
        .environment(\.pointsPerCell, CGSize(width: 8, height: 16))
        #expect(lines(stack, 3, 2) == ["a", "  b"])
    }

    @Test func aCustomLayoutReadsExplicitGuidesFromDimensions() {
        let view = GuideOffsetLayout { Text("x").alignmentGuide(.leading) { _ in 3 } }
        #expect(lines(view, 8, 1) == ["   x"])
        let plain = GuideOffsetLayout { Text("x") }
        #expect(lines(plain, 8, 1) == ["x"])
    }

    @Test func aGuideClosureSeesTheGuidesSetInsideIt() {
        let stack = VStack(alignment: .leading, spacing: 0) {
            Text("a")
            Text("b")
                .alignmentGuide(.trailing) { _ in 3 }
                .alignmentGuide(.leading) { d in d[.trailing] - 1 }
        }
        // "b"'s leading guide is 2 (its explicit trailing 3, minus 1).
        #expect(lines(stack, 3, 2) == ["  a", "b"])
    }
}
