import Foundation
import Testing

@testable import TUIKit

@MainActor
@Suite("Auto Layout")
struct AutoLayoutTests {
    @Test func childPinnedOnFourEdgesFillsItsContainer() {
        let window = makeWindow(width: 30, height: 10)
        let container = TUIView(frame: Rect(x: 2, y: 1, width: 20, height: 6))
        window.addSubview(container)
        let child = TUIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 20, height: 6))
        #expect(container.constraints.count == 4)
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func constantsOffsetTheEdges() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        let child = constrainedView()
        container.addSubview(child)
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -3),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
            child.heightAnchor.constraint(equalToConstant: 2),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == Rect(x: 2, y: 1, width: 15, height: 2))
    }

    @Test func resizingTheWindowIsAnEditNotARebuild() throws {
        let window = makeWindow(width: 40, height: 10)
        let child = constrainedView()
        window.addSubview(child)
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
            child.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1),
            child.topAnchor.constraint(equalTo: window.topAnchor),
            child.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        let engine = try #require(window.layoutEngine)
        let installed = engine.installedCount
        window.frame = Rect(x: 0, y: 0, width: 60, height: 12)
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 1, y: 0, width: 58, height: 12))
        #expect(window.layoutEngine === engine)
        #expect(engine.installedCount == installed)
    }

    @Test func threeEqualViewsInTenCellsRoundEachEdge() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let views = (0 ..< 3).map { _ in constrainedView() }
        for view in views { container.addSubview(view) }
        var constraints: [TUILayoutConstraint] = []
        for (index, view) in views.enumerated() {
            constraints.append(view.topAnchor.constraint(equalTo: container.topAnchor))
            constraints.append(view.heightAnchor.constraint(equalTo: container.heightAnchor))
            constraints.append(view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3.0))
            if index == 0 {
                constraints.append(view.leadingAnchor.constraint(equalTo: container.leadingAnchor))
            } else {
                constraints.append(view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
            }
        }
        TUILayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [3, 4, 3])
        #expect(views.map(\.frame.minX) == [0, 3, 7])
    }

    @Test func multiplierScalesTheOtherDimension() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let child = constrainedView()
        container.addSubview(child)
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 2),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.size == Size(width: 22, height: 6))
    }

    @Test func changingAConstantRelaysOutIncrementally() throws {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        let child = constrainedView()
        container.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1)
        TUILayoutConstraint.activate([
            leading,
            child.widthAnchor.constraint(equalToConstant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        let engine = try #require(container.layoutEngine)
        let installed = engine.installedCount
        leading.constant = 10
        container.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        #expect(engine.installedCount == installed)
    }

    @Test func optionalConstraintsGiveWayToHigherPriorities() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        let child = constrainedView()
        container.addSubview(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 20)
        wide.priority = .defaultLow
        let narrow = child.widthAnchor.constraint(equalToConstant: 8)
        narrow.priority = .defaultHigh
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
            wide, narrow,
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 8)
        narrow.priority = TUILayoutPriority(200)
        container.layoutIfNeeded()
        #expect(child.frame.width == 20)
    }

    @Test func manyLowPrioritiesNeverOutweighOneHigher() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        let child = constrainedView()
        container.addSubview(child)
        var constraints = [
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
        ]
        let strong = child.widthAnchor.constraint(equalToConstant: 4)
        strong.priority = TUILayoutPriority(251)
        constraints.append(strong)
        for _ in 0 ..< 20 {
            let weak = child.widthAnchor.constraint(equalToConstant: 12)
            weak.priority = .defaultLow
            constraints.append(weak)
        }
        TUILayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(child.frame.width == 4)
    }

    @Test func contentSizedViewFollowsItsIntrinsicSize() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        let label = SizedView(Size(width: 5, height: 1))
        container.addSubview(label)
        TUILayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
        ])
        container.layoutIfNeeded()
        #expect(label.frame == Rect(x: 1, y: 1, width: 5, height: 1))

        label.contentSize = Size(width: 9, height: 3)
        container.layoutIfNeeded()
        #expect(label.frame == Rect(x: 1, y: 1, width: 9, height: 3))
        #expect(label.contentSizeConstraints.count == 4)
    }

    @Test func huggingDecidesWhichViewStretches() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let title = SizedView(Size(width: 5, height: 1))
        let value = SizedView(Size(width: 3, height: 1))
        container.addSubview(title)
        container.addSubview(value)
        title.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        TUILayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            title.topAnchor.constraint(equalTo: container.topAnchor),
            value.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(title.frame.width == 5)
        #expect(value.frame.width == 15)

        title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(title.frame.width == 17)
        #expect(value.frame.width == 3)
    }

    @Test func compressionResistanceDecidesWhichViewShrinks() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let first = SizedView(Size(width: 8, height: 1))
        let second = SizedView(Size(width: 8, height: 1))
        container.addSubview(first)
        container.addSubview(second)
        second.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        TUILayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            second.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(first.frame.width == 2)
        #expect(second.frame.width == 8)
    }

    @Test func viewPinnedToLayoutGuides() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        container.directionalLayoutMargins = CellInsets(top: 1, leading: 2, bottom: 1, trailing: 3)
        let child = constrainedView()
        container.addSubview(child)
        let guide = container.layoutMarginsGuide
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == Rect(x: 2, y: 1, width: 15, height: 3))
        #expect(guide.layoutFrame == Rect(x: 2, y: 1, width: 15, height: 3))

        container.directionalLayoutMargins = .zero
        container.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 20, height: 5))
    }

    @Test func freeLayoutGuideSpacesViewsEqually() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let left = constrainedView(), right = constrainedView()
        container.addSubview(left)
        container.addSubview(right)
        let gap = TUILayoutGuide()
        container.addLayoutGuide(gap)
        TUILayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 4),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            right.widthAnchor.constraint(equalToConstant: 4),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            left.topAnchor.constraint(equalTo: container.topAnchor),
            right.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(right.frame.minX == 16)
        #expect(gap.layoutFrame.minX == 4)
        #expect(gap.layoutFrame.width == 12)
    }

    @Test func safeAreaGuideFollowsTheWindowsInsets() {
        let window = makeWindow(width: 20, height: 6)
        window.setSafeAreaInsets(CellInsets(top: 1, leading: 0, bottom: 1, trailing: 0))
        let content = TUIView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        window.addSubview(content)
        let child = constrainedView()
        content.addSubview(child)
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: content.safeAreaLayoutGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.safeAreaInsets == CellInsets(top: 1, leading: 0, bottom: 1, trailing: 0))
        #expect(child.frame == Rect(x: 0, y: 1, width: 20, height: 4))
    }

    @Test func framesBecomeRequiredConstraintsWhenTranslated() {
        let window = makeWindow(width: 30, height: 10)
        let framed = TUIView(frame: Rect(x: 3, y: 2, width: 10, height: 4))
        window.addSubview(framed)
        let follower = constrainedView()
        window.addSubview(follower)
        TUILayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 1),
            follower.topAnchor.constraint(equalTo: framed.topAnchor),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(follower.frame == Rect(x: 14, y: 2, width: 10, height: 1))
        framed.frame = Rect(x: 0, y: 0, width: 5, height: 4)
        window.layoutIfNeeded()
        #expect(follower.frame == Rect(x: 6, y: 0, width: 5, height: 1))
        #expect(framed.frame == Rect(x: 0, y: 0, width: 5, height: 4))
    }

    @Test func autoresizingMaskFollowsTheSuperview() {
        let window = makeWindow(width: 20, height: 10)
        let content = TUIView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(content)
        let footer = TUIView(frame: Rect(x: 2, y: 8, width: 16, height: 1))
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        content.addSubview(footer)
        window.layoutIfNeeded()
        window.frame = Rect(x: 0, y: 0, width: 40, height: 15)
        window.layoutIfNeeded()
        #expect(content.frame == Rect(x: 0, y: 0, width: 40, height: 15))
        #expect(footer.frame == Rect(x: 2, y: 13, width: 36, height: 1))
    }

    @Test func unsatisfiableConstraintIsRejectedAndReported() throws {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        let child = constrainedView()
        container.addSubview(child)
        let first = child.widthAnchor.constraint(equalToConstant: 10)
        first.identifier = "first width"
        let conflicting = child.widthAnchor.constraint(equalToConstant: 20)
        conflicting.identifier = "conflicting width"
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
            first,
        ])
        container.layoutIfNeeded()
        var reports: [TUILayoutDiagnostics.Report] = []
        TUILayoutDiagnostics.handler = { reports.append($0) }
        defer { TUILayoutDiagnostics.handler = nil }

        conflicting.isActive = true
        container.layoutIfNeeded()

        #expect(child.frame.width == 10)
        #expect(conflicting.isActive)
        let report = try #require(reports.first { $0.brokenConstraint === conflicting })
        #expect(report.kind == .unsatisfiableConstraints)
        #expect(report.message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.message.contains("Will attempt to recover by breaking constraint"))
        #expect(report.message.contains("'first width'"))
        #expect(report.conflictingConstraints.contains { $0 === first })
        #expect(container.layoutEngine?.rejectedConstraints.contains { $0 === conflicting } == true)

        first.isActive = false
        container.layoutIfNeeded()
        #expect(child.frame.width == 20)
    }

    @Test func constraintAgainstATranslatedFrameConflicts() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        let framed = TUIView(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        container.addSubview(framed)
        container.layoutIfNeeded()
        var broken: [TUILayoutConstraint] = []
        TUILayoutDiagnostics.handler = { report in report.brokenConstraint.map { broken.append($0) } }
        defer { TUILayoutDiagnostics.handler = nil }
        let width = framed.widthAnchor.constraint(equalToConstant: 12)
        width.isActive = true
        container.layoutIfNeeded()
        #expect(broken.contains { $0 === width })
        #expect(framed.frame.width == 6)
    }

    @Test func removingAViewDeactivatesConstraintsToTheOutside() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        let group = constrainedView()
        let inner = constrainedView()
        container.addSubview(group)
        group.addSubview(inner)
        let outside = group.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let insideGroup = inner.widthAnchor.constraint(equalTo: group.widthAnchor)
        TUILayoutConstraint.activate([outside, insideGroup])
        #expect(container.constraints.contains { $0 === outside })
        #expect(group.constraints.contains { $0 === insideGroup })
        group.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(insideGroup.isActive)
    }

    @Test func systemLayoutSizeFittingMeasuresContent() {
        let card = TUIView()
        let title = SizedView(Size(width: 12, height: 1))
        let body = SizedView(Size(width: 8, height: 3))
        card.addSubview(title)
        card.addSubview(body)
        TUILayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 1),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -1),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 1),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -1),
            title.topAnchor.constraint(equalTo: card.topAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 1),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        #expect(card.systemLayoutSizeFitting(TUIView.layoutFittingCompressedSize) == Size(width: 14, height: 5))
        let wide = card.systemLayoutSizeFitting(
            Size(width: 30, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == Size(width: 30, height: 5))
    }

    @Test func ambiguityIsDetected() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 5))
        let child = constrainedView()
        container.addSubview(child)
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        #expect(child.hasAmbiguousLayout)
        child.widthAnchor.constraint(equalToConstant: 4).isActive = true
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() {
        let app = TUIApplication()
        app.userInterfaceLayoutDirection = .rightToLeft
        let window = makeWindow(width: 20, height: 3)
        app.makeKey(window)
        let child = constrainedView()
        window.addSubview(child)
        TUILayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
            child.widthAnchor.constraint(equalToConstant: 5),
            child.topAnchor.constraint(equalTo: window.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(child.frame.minX == 13)
        app.userInterfaceLayoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(child.frame.minX == 2)
    }

    @Test func updateConstraintsRunsBeforeSolving() {
        final class Bar: TUIView {
            var fill = 3
            var widthConstraint: TUILayoutConstraint?
            override func updateConstraints() {
                if widthConstraint == nil {
                    widthConstraint = widthAnchor.constraint(equalToConstant: Double(fill))
                    widthConstraint?.isActive = true
                }
                widthConstraint?.constant = Double(fill)
                super.updateConstraints()
            }
        }
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 2))
        let bar = Bar()
        bar.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(bar)
        TUILayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bar.topAnchor.constraint(equalTo: container.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 1),
        ])
        bar.setNeedsUpdateConstraints()
        container.layoutIfNeeded()
        #expect(bar.frame.width == 3)
        bar.fill = 7
        bar.setNeedsUpdateConstraints()
        container.layoutIfNeeded()
        #expect(bar.frame.width == 7)
    }

    @Test func layoutSubviewsCanPlaceViewsByHandOnTopOfConstraints() {
        final class Manual: TUIView {
            let placed = TUIView()
            override init(frame: Rect) {
                super.init(frame: frame)
                addSubview(placed)
            }
            override func layoutSubviews() {
                placed.frame = Rect(x: 1, y: 0, width: bounds.width - 2, height: 1)
            }
        }
        let window = makeWindow(width: 20, height: 4)
        let manual = Manual()
        manual.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(manual)
        TUILayoutConstraint.activate([
            manual.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            manual.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            manual.topAnchor.constraint(equalTo: window.topAnchor),
            manual.heightAnchor.constraint(equalToConstant: 2),
        ])
        window.layoutIfNeeded()
        #expect(manual.placed.frame == Rect(x: 1, y: 0, width: 18, height: 1))
        window.frame = Rect(x: 0, y: 0, width: 30, height: 4)
        window.layoutIfNeeded()
        #expect(manual.placed.frame == Rect(x: 1, y: 0, width: 28, height: 1))
    }

    @Test func descriptionsReadLikeUIKits() {
        let view = TUIView()
        view.accessibilityIdentifier = "box"
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        constraint.identifier = "w"
        constraint.priority = .defaultHigh
        #expect(constraint.description.hasPrefix("<TUILayoutConstraint:0x"))
        #expect(constraint.description.contains(" 'w' TUIView:0x"))
        #expect(constraint.description.hasSuffix("'box'.width == 10 @750>"))
    }
}

@MainActor
@Suite("Layout diagnostics")
struct LayoutDiagnosticsTests {
    @Test func reportsAreAppendedToTheDebugLog() throws {
        let path = "/tmp/tuikit-diagnostics-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max)).log"
        let previous = TUILayoutDiagnostics.logFilePath
        TUILayoutDiagnostics.logFilePath = path
        defer {
            TUILayoutDiagnostics.logFilePath = previous
            try? FileManager.default.removeItem(atPath: path)
        }
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let child = constrainedView()
        container.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 3).isActive = true
        let broken = child.widthAnchor.constraint(equalToConstant: 4)
        broken.identifier = "logged"
        broken.isActive = true
        container.layoutIfNeeded()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("Unable to simultaneously satisfy constraints."))
        #expect(text.contains("'logged'"))
        #expect(TUILayoutDiagnostics.reports.contains { $0.brokenConstraint === broken })
    }
}
