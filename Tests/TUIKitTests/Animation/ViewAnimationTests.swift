import Foundation
import GraftTerminal
import Testing

@testable import TUIKit

/// A window on a headless surface whose loop runs on virtual time, so a
/// test moves the animation clock itself and sees every frame.
@MainActor
private struct AnimatedScreen {
    let app = TUIApplication()
    let window = TUIWindow()
    let surface: HeadlessSurface

    init(width: Int = 20, height: Int = 10) {
        surface = HeadlessSurface(size: Size(width: width, height: height))
        app.makeKey(window)
        app.connect(to: surface)
        app.mainLoop?.timersFollowRealTime = false
        app.mainLoop?.displayIfNeeded()
    }

    /// Moves time on by `milliseconds` and draws what is due.
    func advance(_ milliseconds: Int) {
        app.mainLoop?.advanceTimers(by: .milliseconds(milliseconds))
        app.mainLoop?.displayIfNeeded()
    }

    func draw() { app.mainLoop?.displayIfNeeded() }

    var lines: [String] { surface.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The row and column where `text` shows, if it does.
    func position(of text: String) -> Point? {
        for (y, line) in lines.enumerated() {
            if let range = line.range(of: text) { return Point(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y) }
        }
        return nil
    }
}

/// A view that writes its name, so the test can see where it is drawn.
private final class NameView: TUIView {
    let name: String
    init(_ name: String, frame: Rect) {
        self.name = name
        super.init(frame: frame)
    }
    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        canvas.write(name, at: .zero, style: Style())
    }
}

@MainActor
@Suite("View animations")
struct ViewAnimationTests {
    @Test func aMovedViewIsDrawnSlidingWhileItsFrameIsNewAtOnce() {
        let screen = AnimatedScreen()
        let view = NameView("box", frame: Rect(x: 0, y: 0, width: 3, height: 1))
        screen.window.addSubview(view)
        screen.draw()
        var finished: [Bool] = []
        TUIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
            view.frame.origin = Point(x: 10, y: 8)
        } completion: {
            finished.append($0)
        }
        // The model is where the block put it; the drawing starts where it was.
        #expect(view.frame.origin == Point(x: 10, y: 8))
        screen.draw()
        #expect(screen.position(of: "box") == Point(x: 0, y: 0))
        // Frames come every 1/60 s: the sixth is just past 100 ms.
        screen.advance(101)
        #expect(screen.position(of: "box") == Point(x: 5, y: 4), "halfway on a linear curve")
        #expect(finished.isEmpty)
        screen.advance(120)
        #expect(screen.position(of: "box") == Point(x: 10, y: 8))
        #expect(finished == [true])
        #expect(!screen.app.hasViewMotions, "nothing runs once it has landed")
    }

    @Test func layoutInsideTheBlockAnimatesEveryViewItMoves() {
        let screen = AnimatedScreen()
        let a = NameView("a", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let b = NameView("b", frame: Rect(x: 0, y: 1, width: 1, height: 1))
        screen.window.addSubview(a)
        screen.window.addSubview(b)
        screen.draw()
        var completions = 0
        TUIView.animate(withDuration: 0.1) {
            a.frame.origin.y = 6
            b.frame.origin.y = 8
        } completion: { _ in
            completions += 1
        }
        screen.advance(50)
        let midA = screen.position(of: "a")?.y ?? -1
        let midB = screen.position(of: "b")?.y ?? -1
        #expect((1 ..< 6).contains(midA) && (2 ..< 8).contains(midB))
        screen.advance(100)
        #expect(screen.position(of: "a")?.y == 6 && screen.position(of: "b")?.y == 8)
        #expect(completions == 1, "one completion for the block")
    }

    @Test func zeroDurationDisabledAnimationsAndPerformWithoutAnimationLandAtOnce() {
        let screen = AnimatedScreen()
        let view = NameView("v", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        screen.window.addSubview(view)
        screen.draw()
        var finished: [Bool] = []
        TUIView.animate(withDuration: 0, animations: { view.frame.origin.x = 4 }, completion: { finished.append($0) })
        screen.draw()
        #expect(screen.position(of: "v")?.x == 4 && finished == [true])

        TUIView.animate(withDuration: 0.3) {
            TUIView.performWithoutAnimation { view.frame.origin.x = 8 }
        }
        screen.draw()
        #expect(screen.position(of: "v")?.x == 8)

        TUIView.setAnimationsEnabled(false)
        defer { TUIView.setAnimationsEnabled(true) }
        #expect(!TUIView.areAnimationsEnabled)
        TUIView.animate(withDuration: 0.3) { view.frame.origin.x = 2 }
        screen.draw()
        #expect(screen.position(of: "v")?.x == 2)
    }

    @Test func aNewAnimationTakesOverFromWhereTheViewIsDrawn() {
        let screen = AnimatedScreen()
        let view = NameView("v", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        screen.window.addSubview(view)
        screen.draw()
        var first: [Bool] = []
        var second: [Bool] = []
        TUIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
            view.frame.origin.x = 10
        } completion: {
            first.append($0)
        }
        screen.advance(101)
        #expect(screen.position(of: "v")?.x == 5)
        TUIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
            view.frame.origin.x = 0
        } completion: {
            second.append($0)
        }
        #expect(first == [false], "the interrupted animation did not finish")
        screen.draw()
        #expect(screen.position(of: "v")?.x == 5, "no jump: it goes back from where it was drawn")
        screen.advance(250)
        #expect(screen.position(of: "v")?.x == 0 && second == [true])
    }

    @Test func inheritedDurationIsTheBlocksWhileItRuns() {
        var inside: TimeInterval = -1
        TUIView.animate(withDuration: 0.4) { inside = TUIView.inheritedAnimationDuration }
        #expect(abs(inside - 0.4) < 1e-9)
        #expect(TUIView.inheritedAnimationDuration == 0)
    }

    @Test func aLoopNobodyTurnsLandsChangesAtOnce() {
        // Tests that draw frames by hand on the clock never fire timers: an
        // animation there would never end, so it does not start.
        let app = TUIApplication()
        let window = TUIWindow()
        let surface = HeadlessSurface(size: Size(width: 10, height: 3))
        app.makeKey(window)
        app.connect(to: surface)
        let view = NameView("v", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        window.addSubview(view)
        app.mainLoop?.displayIfNeeded()
        var finished: [Bool] = []
        TUIView.animate(withDuration: 0.3, animations: { view.frame.origin.x = 6 }, completion: { finished.append($0) })
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text.split(separator: "\n").first.map(String.init) == "      v")
        #expect(finished == [true])
    }
}

@MainActor
@Suite("Sheet transitions")
struct SheetTransitionTests {
    private func presentSheet(on screen: AnimatedScreen, log: CallbackLog) -> (RecordingViewController, RecordingViewController) {
        let root = RecordingViewController("A", log: log)
        screen.window.rootViewController = root
        screen.draw()
        let sheet = RecordingViewController("B", log: log)
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = Size(width: 10, height: 3)
        log.entries.removeAll()
        root.present(sheet, animated: true) { log.entries.append("completion") }
        return (root, sheet)
    }

    /// The row of the form sheet's top edge, if it shows.
    private func sheetTop(_ screen: AnimatedScreen) -> Int? {
        screen.lines.firstIndex { $0.contains("╭") }
    }

    @Test func anAnimatedSheetRisesFromTheBottomAndAppearsWhenInPlace() {
        let screen = AnimatedScreen(width: 20, height: 10)
        let log = CallbackLog()
        let (_, sheet) = presentSheet(on: screen, log: log)
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "B.viewWillAppear"], "appears once it has risen")
        screen.draw()
        #expect(sheetTop(screen) == nil, "it starts below the screen")
        var tops: [Int] = []
        for _ in 0 ..< 20 {
            screen.advance(17)
            if let top = sheetTop(screen), tops.last != top { tops.append(top) }
        }
        #expect(tops == tops.sorted(by: >), "it only rises: \(tops)")
        #expect(tops.count >= 3, "several frames on its way: \(tops)")
        #expect(tops.last == 2, "at rest where a form sheet sits")
        #expect(log.entries.suffix(2) == ["B.viewDidAppear", "completion"])
        #expect(screen.window.focusedView == nil || screen.window.focusedView?.isDescendant(of: sheet.view) == true)
    }

    @Test func anAnimatedDismissalGivesKeysBackAtOnceAndDisappearsWhenGone() {
        let screen = AnimatedScreen(width: 20, height: 10)
        let log = CallbackLog()
        let (root, sheet) = presentSheet(on: screen, log: log)
        screen.advance(400)
        log.entries.removeAll()
        root.dismiss(animated: true) { log.entries.append("completion") }
        #expect(root.presentedViewController == nil, "the model changes at once")
        #expect(log.entries == ["B.viewWillDisappear"])
        #expect(screen.window.focusScopeRoot === screen.window, "a leaving sheet is no longer the focus scope")
        screen.draw()
        #expect(sheetTop(screen) != nil, "it is still on its way out")
        screen.advance(400)
        #expect(sheetTop(screen) == nil)
        #expect(log.entries == ["B.viewWillDisappear", "B.viewDidDisappear", "completion"])
        #expect(sheet.view.superview == nil)
    }

    @Test func dismissingWhileItRisesFinishesTheRiseFirst() {
        let screen = AnimatedScreen(width: 20, height: 10)
        let log = CallbackLog()
        let (root, _) = presentSheet(on: screen, log: log)
        screen.advance(50)
        root.dismiss(animated: false) { log.entries.append("dismissed") }
        #expect(
            log.entries.filter { !$0.contains("Layout") } == [
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "completion",
                "B.viewWillDisappear", "B.viewDidDisappear", "dismissed",
            ])
        screen.draw()
        #expect(sheetTop(screen) == nil)
    }

    @Test func aClickWhileTheSheetRisesLandsOnWhatItIsDrawnOn() {
        let screen = AnimatedScreen(width: 20, height: 10)
        let log = CallbackLog()
        let root = RecordingViewController("A", log: log)
        screen.window.rootViewController = root
        screen.draw()
        let sheet = RecordingViewController("B", log: log)
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = Size(width: 10, height: 3)
        let button = TUIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        var taps = 0
        button.addAction(TUIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        sheet.view.addSubview(button)
        root.present(sheet, animated: true)
        screen.advance(70)
        let drawn = screen.position(of: "Go")
        #expect(drawn.map { $0.y > 3 } == true, "still on its way up, not yet on row 3: \(String(describing: drawn))")
        if let drawn {
            send(
                [.mouse(MouseEvent(.press(.left), at: drawn)), .mouse(MouseEvent(.release(.left), at: drawn))],
                to: screen.app, surface: screen.surface)
        }
        #expect(taps == 1, "the click hit the button where it showed")
    }

    @Test func anUnanimatedPresentationIsInPlaceAtOnce() {
        let screen = AnimatedScreen(width: 20, height: 10)
        let log = CallbackLog()
        let root = RecordingViewController("A", log: log)
        screen.window.rootViewController = root
        let sheet = RecordingViewController("B", log: log)
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = Size(width: 10, height: 3)
        root.present(sheet, animated: false)
        screen.draw()
        #expect(sheetTop(screen) == 2)
        #expect(log.entries.filter { !$0.contains("Layout") }.last == "B.viewDidAppear")
    }
}
