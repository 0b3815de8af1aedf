import Testing

@testable import TUIKit

@MainActor
@Suite("Drawing")
struct DrawingTests {
    @Test func subviewsDrawOnTopInOrderAndAtTheirFrames() {
        let root = TUIView(frame: Rect(x: 0, y: 0, width: 12, height: 3))
        root.addSubview(TextView("back", frame: Rect(x: 0, y: 0, width: 10, height: 1)))
        root.addSubview(TextView("XY", frame: Rect(x: 2, y: 0, width: 2, height: 1)))
        root.addSubview(TextView("low", frame: Rect(x: 5, y: 2, width: 3, height: 1)))
        #expect(
            render(root).text == """
                baXY

                     low
                """)
    }

    @Test func clearBackgroundShowsWhatIsBehind() {
        let root = TUIView(frame: Rect(x: 0, y: 0, width: 8, height: 1))
        root.addSubview(TextView("abcdefgh", frame: Rect(x: 0, y: 0, width: 8, height: 1)))
        let clear = TUIView(frame: Rect(x: 2, y: 0, width: 3, height: 1))
        root.addSubview(clear)
        #expect(render(root).text == "abcdefgh")
    }

    @Test func opaqueBackgroundCoversWhatIsBehindAndTextKeepsIt() {
        let root = TUIView(frame: Rect(x: 0, y: 0, width: 8, height: 1))
        root.addSubview(TextView("abcdefgh", frame: Rect(x: 0, y: 0, width: 8, height: 1)))
        let panel = TextView("Z", frame: Rect(x: 2, y: 0, width: 3, height: 1))
        panel.backgroundColor = .blue
        root.addSubview(panel)
        let canvas = render(root)
        #expect(canvas.text == "abZ  fgh")
        #expect(canvas[2, 0].style.background == .blue)
        #expect(canvas[4, 0].style.background == .blue)
        #expect(canvas[5, 0].style.background == .default)
    }

    @Test func ownDrawingIsClippedToBoundsButSubviewsOnlyWithClipsToBounds() {
        let root = TUIView(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        let box = TextView("overflowing", frame: Rect(x: 0, y: 0, width: 4, height: 2))
        root.addSubview(box)
        let spill = TextView("spill", frame: Rect(x: 2, y: 1, width: 5, height: 1))
        box.addSubview(spill)
        #expect(box.clipsToBounds == false)
        #expect(render(root).text == "over\n  spill")
        box.clipsToBounds = true
        #expect(render(root).text == "over\n  sp")
    }

    @Test func hiddenViewsAndTheirSubviewsAreNotDrawn() {
        let root = TUIView(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        let box = TextView("box", frame: Rect(x: 0, y: 0, width: 3, height: 1))
        box.addSubview(TextView("in", frame: Rect(x: 4, y: 0, width: 2, height: 1)))
        root.addSubview(box)
        #expect(render(root).text == "box in")
        box.isHidden = true
        #expect(render(root).text == "")
    }

    @Test func boundsOriginShiftsContent() {
        let root = TUIView(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        let scroller = TUIView(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        scroller.clipsToBounds = true
        scroller.addSubview(TextView("0123456789", frame: Rect(x: 0, y: 0, width: 10, height: 1)))
        root.addSubview(scroller)
        scroller.bounds = Rect(x: 3, y: 0, width: 6, height: 1)
        #expect(render(root).text == "345678")
    }

    @Test func focusedViewDrawsItsFocusEffect() {
        final class Focusable: TUIView {
            override var canBecomeFocused: Bool { true }
            override func draw(_ rect: Rect, in canvas: inout Canvas) {
                canvas.write("ok", at: .zero)
            }
        }
        let window = makeWindow(width: 6, height: 1)
        let view = Focusable(frame: Rect(x: 1, y: 0, width: 3, height: 1))
        window.addSubview(view)
        #expect(window.requestFocusUpdate(to: view))
        let canvas = render(window)
        #expect(canvas.text == " ok")
        #expect(canvas[1, 0].style.attributes.contains(.reverse))
        #expect(canvas[3, 0].style.attributes.contains(.reverse))
        #expect(!canvas[4, 0].style.attributes.contains(.reverse))
        view.focusEffect = nil
        #expect(!render(window)[1, 0].style.attributes.contains(.reverse))
    }
}

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    private func makeTree() -> (root: TUIView, back: TUIView, front: TUIView, inner: TUIView) {
        let root = TUIView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let back = TUIView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let front = TUIView(frame: Rect(x: 5, y: 0, width: 10, height: 5))
        let inner = TUIView(frame: Rect(x: 1, y: 1, width: 2, height: 2))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        return (root, back, front, inner)
    }

    @Test func frontmostDeepestViewWins() {
        let tree = makeTree()
        #expect(tree.root.hitTest(Point(x: 6, y: 1), with: nil) === tree.inner)
        #expect(tree.root.hitTest(Point(x: 7, y: 4), with: nil) === tree.front)
        #expect(tree.root.hitTest(Point(x: 2, y: 2), with: nil) === tree.back)
        #expect(tree.root.hitTest(Point(x: 18, y: 8), with: nil) === tree.root)
        #expect(tree.root.hitTest(Point(x: 25, y: 1), with: nil) == nil)
    }

    @Test func hiddenAndNonInteractiveViewsAreSkipped() {
        let tree = makeTree()
        tree.front.isHidden = true
        #expect(tree.root.hitTest(Point(x: 6, y: 1), with: nil) === tree.back)
        tree.front.isHidden = false
        tree.front.isUserInteractionEnabled = false
        #expect(tree.root.hitTest(Point(x: 6, y: 1), with: nil) === tree.back)
        #expect(tree.root.hitTest(Point(x: 12, y: 1), with: nil) === tree.root)
    }

    @Test func pointInsideCanBeOverridden() {
        final class Wide: TUIView {
            override func point(inside point: Point, with event: TUIEvent?) -> Bool {
                Rect(x: -2, y: 0, width: bounds.width + 4, height: bounds.height).contains(point)
            }
        }
        let root = TUIView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
        let wide = Wide(frame: Rect(x: 5, y: 0, width: 3, height: 1))
        root.addSubview(wide)
        #expect(root.hitTest(Point(x: 3, y: 0), with: nil) === wide)
        #expect(root.hitTest(Point(x: 2, y: 0), with: nil) === root)
    }
}
