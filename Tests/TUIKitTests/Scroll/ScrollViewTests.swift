import Testing

@testable import TUIKit

@MainActor
private final class ScrollRecorder: TUIScrollViewDelegate {
    var offsets: [Point] = []
    func scrollViewDidScroll(_ scrollView: TUIScrollView) { offsets.append(scrollView.contentOffset) }
}

/// A scroll view over 30 numbered lines, in a window of 12x5.
@MainActor
private func makeScrollScreen() -> (app: TUIApplication, window: TUIWindow, surface: HeadlessSurface, scrollView: TUIScrollView) {
    let (app, window, surface) = makeApp(width: 12, height: 5)
    let scrollView = TUIScrollView(frame: Rect(x: 0, y: 0, width: 12, height: 5))
    scrollView.contentSize = Size(width: 11, height: 30)
    for line in 0 ..< 30 {
        scrollView.addSubview(TextView("line \(line)", frame: Rect(x: 0, y: line, width: 10, height: 1)))
    }
    window.addSubview(scrollView)
    app.mainLoop?.displayIfNeeded()
    return (app, window, surface, scrollView)
}

@MainActor
@Suite("Scroll view")
struct ScrollViewTests {
    @Test func showsTheContentAtTheOffsetWithAnIndicator() {
        let (app, _, surface, scrollView) = makeScrollScreen()
        #expect(
            surface.text == """
                line 0     ┃
                line 1     │
                line 2     │
                line 3     │
                line 4     │
                """)
        scrollView.contentOffset = Point(x: 0, y: 25)
        app.mainLoop?.displayIfNeeded()
        #expect(
            surface.text == """
                line 25    │
                line 26    │
                line 27    │
                line 28    │
                line 29    ┃
                """)
    }

    @Test func keysScrollWithinTheContentAndTellTheDelegate() {
        let (app, window, surface, scrollView) = makeScrollScreen()
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        #expect(window.requestFocusUpdate(to: scrollView))
        send([key(.down), key(.down)], to: app, surface: surface)
        #expect(scrollView.contentOffset == Point(x: 0, y: 2))
        send([key(.pageDown)], to: app, surface: surface)
        #expect(scrollView.contentOffset.y == 6)
        send([key(.end)], to: app, surface: surface)
        #expect(scrollView.contentOffset.y == 25)
        send([key(.down)], to: app, surface: surface)
        #expect(scrollView.contentOffset.y == 25)
        send([key(.home)], to: app, surface: surface)
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.offsets.map(\.y) == [1, 2, 6, 25, 0])
        #expect(surface.text.hasPrefix("line 0"))
    }

    @Test func theWheelScrollsTheViewUnderThePointer() {
        let (app, _, surface, scrollView) = makeScrollScreen()
        send([.mouse(MouseEvent(.scrollDown, at: Point(x: 3, y: 2)))], to: app, surface: surface)
        #expect(scrollView.contentOffset.y == 3)
        #expect(surface.text.hasPrefix("line 3"))
        send(
            [.mouse(MouseEvent(.scrollUp, at: Point(x: 3, y: 2))), .mouse(MouseEvent(.scrollUp, at: Point(x: 3, y: 2)))], to: app,
            surface: surface)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func scrollRectToVisibleMovesTheLeastNeeded() {
        let (_, _, _, scrollView) = makeScrollScreen()
        scrollView.scrollRectToVisible(Rect(x: 0, y: 10, width: 1, height: 2), animated: false)
        #expect(scrollView.contentOffset.y == 7)
        scrollView.scrollRectToVisible(Rect(x: 0, y: 8, width: 1, height: 1), animated: false)
        #expect(scrollView.contentOffset.y == 7)
        scrollView.scrollRectToVisible(Rect(x: 0, y: 2, width: 1, height: 1), animated: false)
        #expect(scrollView.contentOffset.y == 2)
    }

    @Test func contentInsetsExtendTheScrollableRange() {
        let (_, _, _, scrollView) = makeScrollScreen()
        scrollView.contentInset = CellInsets(top: 2, bottom: 1)
        scrollView.scrollRectToVisible(Rect(x: 0, y: -2, width: 1, height: 1), animated: false)
        #expect(scrollView.contentOffset.y == -2)
        #expect(scrollView.clampedContentOffset(Point(x: 0, y: 1000)).y == 26)
    }

    @Test func indicatorsHideWhenTheContentFits() {
        let (app, _, surface, scrollView) = makeScrollScreen()
        scrollView.contentSize = Size(width: 11, height: 5)
        app.mainLoop?.displayIfNeeded()
        #expect(!surface.text.contains("│"))
        #expect(!scrollView.canBecomeFocused)
    }
}
