import Testing

@testable import TUIKit

@MainActor
@Suite("Switches, spinners and progress bars")
struct SwitchAndProgressTests {
    private func place(_ view: TUIView, width: Int, in window: TUIWindow) {
        view.frame = Rect(x: 1, y: 0, width: width, height: 1)
        window.addSubview(view)
    }

    @Test func aSwitchFlipsOnSpaceEnterAndClicksAndSendsValueChanged() {
        let (app, window, surface) = makeApp(width: 10, height: 1)
        let toggle = TUISwitch()
        place(toggle, width: 4, in: window)
        let log = EventLog()
        toggle.addAction(TUIAction { _ in log.entries.append("changed \(toggle.isOn)") }, for: .valueChanged)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == " [○ ]")
        #expect(surface.lastFrame?[2, 0].style.foreground == .gray)
        toggle.isOn = true
        #expect(log.entries.isEmpty)
        send([key(.tab)], to: app, surface: surface)
        #expect(surface.text == " [ ●]")
        #expect(surface.lastFrame?[3, 0].style.attributes.contains(.reverse) == true)
        #expect(surface.lastFrame?[3, 0].style.foreground == .green)
        send([key(.character(" ")), key(.enter)], to: app, surface: surface)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))),
            ], to: app, surface: surface)
        #expect(log.entries == ["changed false", "changed true", "changed false"])
        toggle.isEnabled = false
        send([key(.character(" "))], to: app, surface: surface)
        #expect(!toggle.isOn && log.entries.count == 3)
        #expect(surface.lastFrame?[2, 0].style.attributes.contains(.dim) == true)
        #expect(surface.lastFrame?[2, 0].style.attributes.contains(.reverse) == false)
    }

    @Test func aSpinnerIsHiddenWhileStoppedAndHasATimerOnlyWhileAnimating() {
        let (app, window, surface) = makeApp(width: 4, height: 1)
        let spinner = TUIActivityIndicatorView(style: .medium)
        place(spinner, width: 1, in: window)
        app.mainLoop?.displayIfNeeded()
        #expect(spinner.isHidden && spinner.animationTimer == nil)
        #expect(surface.text == "")
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.animationTimer != nil)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == " ⠋")
        spinner.advanceFrame()
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == " ⠙")
        spinner.removeFromSuperview()
        #expect(spinner.animationTimer == nil)
        window.addSubview(spinner)
        #expect(spinner.animationTimer != nil)
        spinner.stopAnimating()
        #expect(spinner.isHidden && spinner.animationTimer == nil)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test func theRunLoopTimerTurnsASpinner() async {
        let (app, window, _) = makeApp(width: 4, height: 1)
        let spinner = TUIActivityIndicatorView()
        place(spinner, width: 1, in: window)
        spinner.startAnimating()
        let frames = app.mainLoop?.frameCount ?? 0
        // The machine may be busy: wait up to two seconds for the first turns.
        for _ in 0 ..< 100 where spinner.frameIndex < 2 || (app.mainLoop?.frameCount ?? 0) <= frames {
            try? await Task.sleep(for: .milliseconds(20))
        }
        #expect(spinner.frameIndex >= 2)
        #expect((app.mainLoop?.frameCount ?? 0) > frames)
        spinner.stopAnimating()
    }

    @Test func aProgressBarFillsInEighthsOfACell() {
        let bar = TUIProgressView(progressViewStyle: .default)
        bar.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        bar.progress = 0.45
        #expect(render(bar).text == "████▌░░░░░")
        bar.progressTintColor = .blue
        let canvas = render(bar)
        #expect(canvas[0, 0].style.foreground == .blue && canvas[4, 0].style.foreground == .blue)
        #expect(canvas[5, 0].style.foreground == .gray)
        bar.setProgress(3, animated: true)
        #expect(bar.progress == 1 && render(bar).text == "██████████")
        bar.progress = -1
        #expect(render(bar).text == "░░░░░░░░░░")
    }
}
