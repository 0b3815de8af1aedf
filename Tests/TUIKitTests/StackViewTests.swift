import Testing

@testable import TUIKit

@MainActor
@Suite("Stack view")
struct StackViewTests {
    /// A stack pinned to fill a container of `size`.
    private func pinnedStack(_ views: [TUIView], size: Size) -> (container: TUIView, stack: TUIStackView) {
        let container = TUIView(frame: Rect(origin: .zero, size: size))
        let stack = TUIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        TUILayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        return (container, stack)
    }

    private func sized(_ width: Int, _ height: Int = 1) -> SizedView {
        SizedView(Size(width: width, height: height))
    }

    @Test func fillStretchesTheLastViewWhenHuggingTies() {
        let views = [sized(3), sized(4), sized(2)]
        let (container, stack) = pinnedStack(views, size: Size(width: 20, height: 1))
        stack.spacing = 1
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 4, 9])
        #expect(views.map(\.frame.width) == [3, 4, 11])
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let views = [sized(3), sized(4), sized(2)]
        views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (container, _) = pinnedStack(views, size: Size(width: 20, height: 1))
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [3, 15, 2])
    }

    @Test func fillShrinksTheViewThatResistsLeast() {
        let views = [sized(8), sized(8)]
        views[0].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let (container, _) = pinnedStack(views, size: Size(width: 10, height: 1))
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [2, 8])
    }

    @Test func fillEquallyRoundsEachEdge() {
        let views = [constrainedView(), constrainedView(), constrainedView()]
        let (container, stack) = pinnedStack(views, size: Size(width: 10, height: 2))
        stack.distribution = .fillEqually
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [3, 4, 3])
        #expect(views.map(\.frame.minX) == [0, 3, 7])
        #expect(views.allSatisfy { $0.frame.height == 2 })
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() {
        let views = [sized(2), sized(6)]
        let (container, stack) = pinnedStack(views, size: Size(width: 17, height: 1))
        stack.distribution = .fillProportionally
        stack.spacing = 1
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [4, 12])
        #expect(views[1].frame.minX == 5)
    }

    @Test func equalSpacingSharesTheRoom() {
        let views = [sized(2), sized(2), sized(2)]
        let (container, stack) = pinnedStack(views, size: Size(width: 20, height: 1))
        stack.distribution = .equalSpacing
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 9, 18])
        #expect(views.map(\.frame.width) == [2, 2, 2])
    }

    @Test func equalCenteringSpacesTheCenters() {
        let views = [sized(2), sized(4), sized(2)]
        let (container, stack) = pinnedStack(views, size: Size(width: 20, height: 1))
        stack.distribution = .equalCentering
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 8, 18])
    }

    @Test func verticalStackAlignsAcrossItsAxis() {
        let views = [sized(4, 1), sized(8, 2), sized(6, 1)]
        let (container, stack) = pinnedStack(views, size: Size(width: 10, height: 6))
        stack.axis = .vertical
        stack.alignment = .leading
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 1, 3])
        #expect(views.map(\.frame.minX) == [0, 0, 0])
        #expect(views.map(\.frame.width) == [4, 8, 6])
        #expect(views.last?.frame.height == 3)

        stack.alignment = .trailing
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [6, 2, 4])

        stack.alignment = .center
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [3, 1, 2])

        stack.alignment = .fill
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [10, 10, 10])
    }

    @Test func hiddenViewsCollapseWithTheirSpacing() {
        let views = [sized(3), sized(4), sized(2)]
        let (container, stack) = pinnedStack(views, size: Size(width: 20, height: 1))
        stack.spacing = 2
        stack.distribution = .equalSpacing
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 9, 18])
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(views[0].frame.minX == 0)
        #expect(views[2].frame.minX == 18)
        stack.distribution = .fill
        container.layoutIfNeeded()
        #expect(views[2].frame.minX == 5)
        views[1].isHidden = false
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 5, 11])
    }

    @Test func unconstrainedStackSizesToItsContent() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let views = [sized(3, 1), sized(5, 2)]
        let stack = TUIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 1
        stack.alignment = .top
        container.addSubview(stack)
        TUILayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
        ])
        container.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 2, y: 1, width: 9, height: 2))
        #expect(stack.systemLayoutSizeFitting(TUIView.layoutFittingCompressedSize) == Size(width: 9, height: 2))
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let views = [constrainedView(), constrainedView()]
        let (container, stack) = pinnedStack(views, size: Size(width: 12, height: 3))
        stack.distribution = .fillEqually
        stack.directionalLayoutMargins = CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        stack.isLayoutMarginsRelativeArrangement = true
        container.layoutIfNeeded()
        #expect(views.map(\.frame) == [Rect(x: 1, y: 1, width: 5, height: 1), Rect(x: 6, y: 1, width: 5, height: 1)])
    }

    @Test func customSpacingReplacesSpacingAfterOneView() {
        let views = [sized(2), sized(2), sized(2)]
        let (container, stack) = pinnedStack(views, size: Size(width: 20, height: 1))
        stack.spacing = 1
        stack.setCustomSpacing(4, after: views[0])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 6, 9])
        #expect(stack.customSpacing(after: views[0]) == 4)
        #expect(stack.customSpacing(after: views[1]) == TUIStackView.useDefaultSpacing)
    }

    @Test func removingArrangedViewsFollowsUIKit() {
        let views = [sized(2), sized(2)]
        let (container, stack) = pinnedStack(views, size: Size(width: 10, height: 1))
        container.layoutIfNeeded()
        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.count == 1)
        #expect(views[0].superview === stack)
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        container.layoutIfNeeded()
    }

    @Test func intrinsicSizeChangesRelayoutTheStack() {
        let views = [sized(2), sized(2)]
        let (container, stack) = pinnedStack(views, size: Size(width: 20, height: 1))
        stack.distribution = .fillProportionally
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [10, 10])
        views[0].contentSize = Size(width: 6, height: 1)
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [15, 5])
    }
}
