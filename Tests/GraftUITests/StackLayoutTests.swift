import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Stack layout")
struct StackLayoutTests {
    @Test func equalFlexibleChildrenSplitEvenlyWithTheExtraCellFirst() {
        let row = HStack(spacing: 0) {
            Color.red
            Color.green
            Color.blue
        }
        #expect(backgrounds(row, width: 7, height: 1) == ["rrrggbb"])
        #expect(backgrounds(row, width: 8, height: 1) == ["rrrgggbb"])
        #expect(backgrounds(row, width: 9, height: 1) == ["rrrgggbbb"])
    }

    @Test func defaultSpacingIsOneColumnInARowAndZeroRowsInAColumn() {
        let row = HStack {
            Color.red.frame(width: 2)
            Color.green.frame(width: 2)
        }
        #expect(backgrounds(row, width: 5, height: 1) == ["rr.gg"])
        let column = VStack {
            Color.red.frame(height: 1)
            Color.green.frame(height: 1)
        }
        #expect(backgrounds(column, width: 1, height: 2) == ["r", "g"])
    }

    @Test func noSpacingNextToASpacer() {
        let row = HStack {
            Color.red.frame(width: 2)
            Spacer()
            Color.green.frame(width: 2)
        }
        #expect(backgrounds(row, width: 8, height: 1) == ["rr....gg"])
    }

    @Test func aSpacerTakesWhatTheOthersLeave() {
        let row = HStack(spacing: 0) {
            Spacer()
            Color.red.frame(width: 3)
        }
        #expect(backgrounds(row, width: 10, height: 1) == [".......rrr"])
    }

    @Test func aStackWithoutASpacerIsAsWideAsItsContentAndCentered() {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 2)
            Color.green.frame(width: 2)
        }
        #expect(backgrounds(row, width: 8, height: 1) == ["..rrgg.."])
    }

    @Test func centeringFloorsSoTheSpareCellGoesToTheTrailingSide() {
        let single = Color.red.frame(width: 2, height: 1)
        #expect(backgrounds(single, width: 5, height: 1) == [".rr.."])
    }

    @Test func crossAxisAlignmentInAColumn() {
        let column = VStack(alignment: .leading) {
            Color.red.frame(width: 1, height: 1)
            Color.green.frame(width: 3, height: 1)
        }
        #expect(backgrounds(column, width: 3, height: 2) == ["r..", "ggg"])
        let trailing = VStack(alignment: .trailing) {
            Color.red.frame(width: 1, height: 1)
            Color.green.frame(width: 3, height: 1)
        }
        #expect(backgrounds(trailing, width: 3, height: 2) == ["..r", "ggg"])
    }

    @Test func higherLayoutPriorityIsOfferedSpaceFirst() {
        let row = HStack(spacing: 0) {
            Color.red
            Color.green.frame(maxWidth: 6).layoutPriority(1)
        }
        #expect(backgrounds(row, width: 8, height: 1) == ["rrgggggg"])
    }

    @Test func leastFlexibleChildIsSizedFirst() {
        let row = HStack(spacing: 0) {
            Color.red
            Color.green.frame(minWidth: 1, maxWidth: 2)
        }
        #expect(backgrounds(row, width: 6, height: 1) == ["rrrrgg"])
    }

    @Test func zStackIsSizedByItsHighestPriorityChildren() {
        let stack = ZStack {
            Color.red
            Color.green.frame(width: 2, height: 1).layoutPriority(1)
        }
        #expect(backgrounds(stack, width: 6, height: 1) == ["..gg.."])
    }

    @Test func zStackDrawsLaterChildrenOnTopAligned() {
        let stack = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 3, height: 2)
            Color.green.frame(width: 1, height: 1)
        }
        #expect(backgrounds(stack, width: 3, height: 2) == ["grr", "rrr"])
    }

    @Test func nestedStacksShareSpace() {
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.red
                Color.green
            }
            Color.blue
        }
        #expect(backgrounds(view, width: 4, height: 4) == ["rrgg", "rrgg", "bbbb", "bbbb"])
    }

    @Test func emptyAndFalseConditionalsAreNotChildren() {
        let showsMiddle = false
        let row = HStack {
            Color.red.frame(width: 1)
            if showsMiddle { Color.green.frame(width: 1) }
            EmptyView()
            Color.blue.frame(width: 1)
        }
        #expect(backgrounds(row, width: 3, height: 1) == ["r.b"])
    }
}

@MainActor
@Suite("Frames and padding")
struct FrameLayoutTests {
    @Test func fixedFrameIsExactlyItsSizeAndAlignsItsContent() {
        let view = Color.red.frame(width: 2, height: 1).frame(width: 6, height: 1, alignment: .trailing)
        #expect(backgrounds(view, width: 6, height: 1) == ["....rr"])
    }

    @Test func frameWithOneDimensionTakesTheChildsOther() {
        let view = Color.red.frame(width: 3)
        #expect(backgrounds(view, width: 5, height: 2) == [".rrr.", ".rrr."])
    }

    @Test func maxWidthInfinityFillsTheProposal() {
        let view = Color.red.frame(width: 2, height: 1).frame(maxWidth: .infinity, alignment: .leading)
        #expect(backgrounds(view, width: 6, height: 1) == ["rr...."])
    }

    @Test func minWidthRaisesASmallChild() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 1, height: 1).frame(minWidth: 3, alignment: .leading)
            Color.green.frame(width: 1, height: 1)
        }
        #expect(backgrounds(view, width: 4, height: 1) == ["r..g"])
    }

    @Test func flexibleFrameWithBothLimitsClampsTheProposal() {
        let view = Color.red.frame(minWidth: 2, maxWidth: 4)
        #expect(backgrounds(view, width: 6, height: 1) == [".rrrr."])
        #expect(backgrounds(view, width: 1, height: 1) == ["r"])
    }

    @Test func idealSizeAnswersAnUnspecifiedProposal() {
        let view = Color.red.frame(idealWidth: 3, idealHeight: 1).fixedSize()
        #expect(backgrounds(view, width: 5, height: 1) == [".rrr."])
    }

    @Test func paddingInsetsTheProposalAndAddsToTheSize() {
        let view = Color.red.padding(1).background(Color.green)
        #expect(backgrounds(view, width: 4, height: 3) == ["gggg", "grrg", "gggg"])
        let edges = Color.red.frame(width: 1, height: 1).padding(.leading, 2).background(Color.green)
        #expect(backgrounds(edges, width: 3, height: 1) == ["ggr"])
    }

    @Test func fixedSizeUsesTheIdealSize() {
        let view = Color.red.fixedSize()
        #expect(backgrounds(view, width: 3, height: 3) == ["...", ".r.", "..."])
    }

    @Test func layoutPriorityIsResetByAFrameAroundIt() {
        let row = HStack(spacing: 0) {
            Color.red
            Color.green.layoutPriority(1).frame(maxWidth: 5)
        }
        // The frame outside resets the priority, so both are equally
        // prioritized and the less flexible green is sized first.
        #expect(backgrounds(row, width: 6, height: 1) == ["rrrggg"])
    }

    @Test func overlayIsSizedToTheContent() {
        let view = Color.red.frame(width: 3, height: 1).overlay(alignment: .trailing) { Color.green.frame(width: 1, height: 1) }
        #expect(backgrounds(view, width: 3, height: 1) == ["rrg"])
    }
}
