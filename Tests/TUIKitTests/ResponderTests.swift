import Testing

@testable import TUIKit

@MainActor
@Suite("Responders")
struct ResponderTests {
    @Test func theChainRunsFromViewToWindowToApplication() {
        let (app, window, _) = makeApp()
        let parent = TUIView()
        let child = TUIView()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next === window)
        #expect(window.next === app)
        #expect(app.next == nil)
        let controllerStandIn = TUIResponder()
        parent.owningResponder = controllerStandIn
        #expect(parent.next === controllerStandIn)
    }

    @Test func becomingFirstResponderNeedsAWindowAndConsent() {
        let log = EventLog()
        let (_, window, _) = makeApp()
        let first = ResponderView("first", log: log)
        let second = ResponderView("second", log: log)
        #expect(!first.becomeFirstResponder())
        window.addSubview(first)
        window.addSubview(second)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)

        second.refusesToResign = true
        #expect(!first.becomeFirstResponder())
        #expect(second.isFirstResponder)
        second.refusesToResign = false
        #expect(second.resignFirstResponder())
        #expect(window.firstResponder == nil)

        first.acceptsFirstResponder = false
        #expect(!first.becomeFirstResponder())
    }

    @Test func removingTheFirstResponderFromTheWindowResignsIt() {
        let log = EventLog()
        let (_, window, _) = makeApp()
        let container = TUIView()
        let field = ResponderView("field", log: log, frame: Rect(x: 0, y: 0, width: 3, height: 1))
        window.addSubview(container)
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(window.focusedView === field)
        container.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(window.focusedView == nil)
    }

    @Test func pressesTravelUpTheChainUntilHandled() {
        let log = EventLog()
        let (app, window, surface) = makeApp()
        let outer = ResponderView("outer", log: log, frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let inner = ResponderView("inner", log: log, frame: Rect(x: 0, y: 0, width: 5, height: 1))
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.handledKey = .enter
        #expect(inner.becomeFirstResponder())
        send([key(.enter), key(.character("x"))], to: app, surface: surface)
        #expect(log.entries == ["inner began Enter", "outer began Enter", "inner began x", "outer began x"])
    }

    @Test func keyCommandsRunForPressesNoResponderHandles() {
        let log = EventLog()
        let (app, window, surface) = makeApp()
        let outer = ResponderView("outer", log: log, frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let inner = ResponderView("inner", log: log, frame: Rect(x: 0, y: 0, width: 5, height: 1))
        window.addSubview(outer)
        outer.addSubview(inner)
        var saved = 0, shouted = 0
        outer.commands = [
            TUIKeyCommand(title: "Save", input: "s", modifierFlags: .control) { _ in saved += 1 },
            TUIKeyCommand(title: "Shout", input: "a", modifierFlags: .shift) { _ in shouted += 1 },
        ]
        #expect(inner.becomeFirstResponder())
        send([key(.character("s"), .control), key(.character("A")), key(.character("s"))], to: app, surface: surface)
        #expect(saved == 1)
        #expect(shouted == 1)
        // Every press travels up the chain first; the commands run for the
        // presses nobody handled.
        #expect(
            log.entries == ["inner began Ctrl+S", "outer began Ctrl+S", "inner began A", "outer began A", "inner began s", "outer began s"])
    }

    @Test func typedAndPastedTextReachAKeyInputFirstResponder() {
        let (app, window, surface) = makeApp()
        let field = TypingView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        send(
            [key(.character("h")), key(.character("i")), key(.character("!")), key(.backspace), .paste(" there")],
            to: app, surface: surface)
        #expect(field.text == "hi there")
    }

    @Test func controlCEndsTheRunLoop() async {
        let app = TUIApplication()
        let surface = HeadlessSurface(size: Size(width: 10, height: 2))
        let window = TUIWindow()
        app.makeKey(window)
        surface.enqueue(key(.character("c"), .control))
        await app.run(on: surface)
        #expect(!app.isRunning)
        #expect(surface.presentedFrameCount >= 1)
        // So that a command can exit 130, as an interrupted program does.
        #expect(app.wasInterruptedByControlC)
    }
}

@MainActor
@Suite("Focus")
struct FocusTests {
    @Test func tabMovesFocusInReadingOrder() {
        let log = EventLog()
        let (app, window, surface) = makeApp(width: 40, height: 10)
        let bottomLeft = ResponderView("bottomLeft", log: log, frame: Rect(x: 0, y: 5, width: 4, height: 1))
        let topRight = ResponderView("topRight", log: log, frame: Rect(x: 20, y: 0, width: 4, height: 1))
        let topLeft = ResponderView("topLeft", log: log, frame: Rect(x: 2, y: 0, width: 4, height: 1))
        let group = TUIView(frame: Rect(x: 10, y: 2, width: 20, height: 3))
        let nested = ResponderView("nested", log: log, frame: Rect(x: 0, y: 1, width: 4, height: 1))
        let hidden = ResponderView("hidden", log: log, frame: Rect(x: 0, y: 1, width: 4, height: 1))
        hidden.isHidden = true
        let plain = ResponderView("plain", log: log, frame: Rect(x: 0, y: 0, width: 4, height: 1))
        plain.focusable = false
        for view in [bottomLeft, topRight, topLeft, group, plain] as [TUIView] { window.addSubview(view) }
        group.addSubview(nested)
        window.addSubview(hidden)

        // The first view in reading order has focus from the first frame.
        app.mainLoop?.displayIfNeeded()
        var order = [(window.focusedView as? ResponderView)?.name ?? "none"]
        for _ in 0 ..< 4 {
            send([key(.tab)], to: app, surface: surface)
            order.append((window.focusedView as? ResponderView)?.name ?? "none")
        }
        #expect(order == ["topLeft", "topRight", "nested", "bottomLeft", "topLeft"])
        send([key(.tab, .shift)], to: app, surface: surface)
        #expect((window.focusedView as? ResponderView)?.name == "bottomLeft")
        #expect(bottomLeft.isFirstResponder)
    }

    @Test func focusedViewIsDrawnWithItsFocusStyle() {
        let log = EventLog()
        let (app, window, surface) = makeApp(width: 10, height: 2)
        let button = ResponderView("button", log: log, frame: Rect(x: 2, y: 0, width: 3, height: 1))
        window.addSubview(button)
        send([key(.tab)], to: app, surface: surface)
        let frame = surface.lastFrame
        #expect(frame?[2, 0].style.attributes.contains(.reverse) == true)
        #expect(frame?[1, 0].style.attributes.contains(.reverse) == false)
    }

    @Test func clickFocusesAndDeliversTouchesToTheViewHit() {
        let log = EventLog()
        let (app, window, surface) = makeApp(width: 20, height: 5)
        let panel = TUIView(frame: Rect(x: 5, y: 1, width: 10, height: 3))
        let target = ResponderView("target", log: log, frame: Rect(x: 1, y: 1, width: 4, height: 1))
        window.addSubview(panel)
        panel.addSubview(target)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 7, y: 2))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 12, y: 3))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 12, y: 3))),
            ], to: app, surface: surface)
        #expect(window.focusedView === target)
        #expect(target.isFirstResponder)
        #expect(
            log.entries == [
                "target touch began at (1, 0)",
                "target touch moved to (6, 1)",
                "target touch ended at (6, 1)",
            ])
    }
}

@MainActor
@Suite("Window and application")
struct WindowTests {
    @Test func renderedFrameReachesTheSurface() {
        let (app, window, surface) = makeApp(width: 16, height: 3)
        let box = TextView("Hello", frame: Rect(x: 1, y: 1, width: 5, height: 1))
        box.backgroundColor = .blue
        window.addSubview(box)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == "\n Hello\n")
        #expect(surface.lastFrame?[1, 1].style.background == .blue)
    }

    @Test func manyChangesInOneTurnDrawOneFrame() async {
        let (app, window, surface) = makeApp(width: 16, height: 3)
        app.mainLoop?.displayIfNeeded()
        let before = surface.presentedFrameCount
        let label = TextView("a", frame: Rect(x: 0, y: 0, width: 5, height: 1))
        window.addSubview(label)
        for text in ["b", "c", "d", "e"] {
            label.text = text
            label.setNeedsDisplay()
            label.frame.origin.x += 1
        }
        for _ in 0 ..< 5 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(10))
        #expect(surface.presentedFrameCount == before + 1)
        #expect(surface.text.hasPrefix("    e"))
    }

    @Test func terminalResizeResizesAndRelaysOutTheWindow() {
        let (app, window, surface) = makeApp(width: 20, height: 4)
        let bar = TextView("status", frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.backgroundColor = .green
        window.addSubview(bar)
        TUILayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: 1),
        ])
        app.mainLoop?.displayIfNeeded()
        #expect(bar.frame == Rect(x: 0, y: 3, width: 20, height: 1))
        send([.resize(Size(width: 30, height: 6))], to: app, surface: surface)
        #expect(window.frame.size == Size(width: 30, height: 6))
        #expect(bar.frame == Rect(x: 0, y: 5, width: 30, height: 1))
        #expect(surface.text.split(separator: "\n", omittingEmptySubsequences: false).last == "status")
        #expect(surface.lastFrame?[29, 5].style.background == .green)
    }

    @Test func sizeClassesFollowTheTerminalSize() {
        final class Watcher: TUIView {
            var changes: [TUITraitCollection?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: TUITraitCollection?) {
                changes.append(previousTraitCollection)
            }
        }
        let (app, window, surface) = makeApp(width: 100, height: 30)
        let watcher = Watcher()
        window.addSubview(watcher)
        #expect(watcher.traitCollection.horizontalSizeClass == .regular)
        #expect(watcher.traitCollection.verticalSizeClass == .regular)
        #expect(watcher.traitCollection.userInterfaceStyle == .dark)
        #expect(watcher.changes.count == 1)
        send([.resize(Size(width: 79, height: 30))], to: app, surface: surface)
        #expect(watcher.traitCollection.horizontalSizeClass == .compact)
        #expect(watcher.changes.count == 2)
        send([.resize(Size(width: 60, height: 30))], to: app, surface: surface)
        #expect(watcher.changes.count == 2)
        watcher.overrideUserInterfaceStyle = .light
        #expect(watcher.traitCollection.userInterfaceStyle == .light)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func higherWindowLevelsDrawOnTop() {
        let (app, window, surface) = makeApp(width: 10, height: 1)
        window.addSubview(TextView("below", frame: Rect(x: 0, y: 0, width: 10, height: 1)))
        let alert = TUIWindow()
        alert.windowLevel = .alert
        app.makeKey(alert)
        alert.addSubview(TextView("UP", frame: Rect(x: 1, y: 0, width: 2, height: 1)))
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == "bUPow")
        #expect(app.keyWindow === alert)
        #expect(!window.isKeyWindow)
    }
}
