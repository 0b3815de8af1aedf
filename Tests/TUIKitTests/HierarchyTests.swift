import Testing

@testable import TUIKit

@MainActor
@Suite("View hierarchy")
struct HierarchyTests {
    @Test func addingToAWindowCallsBackInUIKitsOrder() {
        let log = CallbackLog()
        let window = makeWindow()
        let parent = RecordingView("parent", log: log)
        window.addSubview(parent)
        let child = RecordingView("child", log: log)
        let grandchild = RecordingView("grandchild", log: log)
        child.addSubview(grandchild)
        log.entries.removeAll()

        parent.addSubview(child)

        #expect(
            log.entries == [
                "child.willMove(toSuperview: parent)",
                "child.willMove(toWindow: window)",
                "grandchild.willMove(toWindow: window)",
                "child.didMoveToWindow",
                "grandchild.didMoveToWindow",
                "child.didMoveToSuperview",
                "parent.didAddSubview(child)",
            ])
        #expect(grandchild.window === window)
    }

    @Test func removingFromAWindowCallsBackInUIKitsOrder() {
        let log = CallbackLog()
        let window = makeWindow()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        log.entries.removeAll()

        child.removeFromSuperview()

        #expect(
            log.entries == [
                "parent.willRemoveSubview(child)",
                "child.willMove(toSuperview: nil)",
                "child.willMove(toWindow: nil)",
                "child.didMoveToWindow",
                "child.didMoveToSuperview",
            ])
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test func addingOutsideAWindowSkipsWindowCallbacks() {
        let log = CallbackLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.addSubview(child)
        #expect(
            log.entries == [
                "child.willMove(toSuperview: parent)",
                "child.didMoveToSuperview",
                "parent.didAddSubview(child)",
            ])
    }

    @Test func movingBetweenSuperviewsTellsTheOldSuperviewFirst() {
        let log = CallbackLog()
        let first = RecordingView("first", log: log)
        let second = RecordingView("second", log: log)
        let child = RecordingView("child", log: log)
        first.addSubview(child)
        log.entries.removeAll()

        second.addSubview(child)

        #expect(
            log.entries == [
                "first.willRemoveSubview(child)",
                "child.willMove(toSuperview: second)",
                "child.didMoveToSuperview",
                "second.didAddSubview(child)",
            ])
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    }

    @Test func insertingAndReorderingKeepsBackToFrontOrder() {
        let parent = TUIView()
        let a = TUIView(), b = TUIView(), c = TUIView(), d = TUIView()
        parent.addSubview(a)
        parent.addSubview(c)
        parent.insertSubview(b, belowSubview: c)
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c, d].map(ObjectIdentifier.init))

        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(d)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [d, b, c, a].map(ObjectIdentifier.init))

        parent.insertSubview(a, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, d, b, c].map(ObjectIdentifier.init))

        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, d, b, a].map(ObjectIdentifier.init))
    }

    @Test func tagsAndDescendants() {
        let root = TUIView()
        let middle = TUIView()
        let leaf = TUIView()
        leaf.tag = 7
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(8) == nil)
        #expect(leaf.isDescendant(of: root))
        #expect(!root.isDescendant(of: leaf))
    }

    @Test func frameBoundsAndCenterAgree() {
        let view = TUIView(frame: Rect(x: 2, y: 3, width: 10, height: 4))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 10, height: 4))
        #expect(view.center == Point(x: 7, y: 5))
        view.center = Point(x: 10, y: 10)
        #expect(view.frame == Rect(x: 5, y: 8, width: 10, height: 4))
        view.bounds = Rect(x: 0, y: 0, width: 6, height: 2)
        #expect(view.frame == Rect(x: 7, y: 9, width: 6, height: 2))
        #expect(view.center == Point(x: 10, y: 10))
    }

    @Test func convertingPointsBetweenViews() {
        let window = makeWindow(width: 40, height: 20)
        let a = TUIView(frame: Rect(x: 5, y: 2, width: 20, height: 10))
        let b = TUIView(frame: Rect(x: 3, y: 1, width: 5, height: 5))
        let c = TUIView(frame: Rect(x: 20, y: 12, width: 5, height: 5))
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(c)
        #expect(b.convert(Point(x: 1, y: 1), to: nil) == Point(x: 9, y: 4))
        #expect(b.convert(Point(x: 1, y: 1), to: c) == Point(x: -11, y: -8))
        #expect(c.convert(Point(x: -11, y: -8), to: b) == Point(x: 1, y: 1))
        #expect(a.convert(Point(x: 9, y: 4), from: nil) == Point(x: 4, y: 2))
    }

    @Test func viewsInheritTintAndHearWhenItChanges() {
        final class TintWatcher: TUIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = TUIView()
        let child = TintWatcher()
        parent.addSubview(child)
        #expect(child.tintColor == TUIView.defaultTintColor)
        parent.tintColor = .magenta
        #expect(child.tintColor == .magenta)
        #expect(child.changes == 1)
        child.tintColor = .green
        parent.tintColor = .red
        #expect(child.tintColor == .green)
        #expect(child.changes == 2)

        let inheriting = TintWatcher()
        parent.addSubview(inheriting)
        #expect(inheriting.tintColor == .red)
        #expect(inheriting.changes == 1)
    }
}
