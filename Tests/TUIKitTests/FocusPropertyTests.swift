import Testing

@testable import TUIKit

/// The focus engine under random screens (views in random focus groups),
/// presentations, Tab, arrow keys and clicks.
///
/// After every step: focus is inside the topmost presentation (never behind
/// it), something has focus whenever the scope has a focusable view, the
/// only reversed cells on screen are the focused view's (one focus mark),
/// and after a dismissal focus is back on the view that had it before the
/// presentation. `GRAFT_PROPERTY_COUNT` sets how many runs (300 by default);
/// `GRAFT_PROPERTY_SEED` replays one.
@MainActor
@Suite("Focus engine properties")
struct FocusPropertyTests {
    typealias Generator = SnapshotDiffPropertyTests.Generator

    /// A screen of focusable views at random places.
    private final class Screen: TUIViewController {
        let views: [ResponderView]

        init(views: [ResponderView]) {
            self.views = views
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            for view in views { self.view.addSubview(view) }
        }
    }

    private func makeScreen(_ name: String, using generator: inout Generator, in size: Size) -> Screen {
        let count = Int.random(in: 0 ... 5, using: &generator)
        let views = (0 ..< count).map { index in
            let view = ResponderView(
                "\(name).\(index)", log: EventLog(),
                frame: Rect(
                    x: Int.random(in: 0 ..< size.width - 4, using: &generator),
                    y: Int.random(in: 0 ..< size.height - 2, using: &generator),
                    width: Int.random(in: 1 ... 4, using: &generator), height: 1))
            view.acceptsFirstResponder = Bool.random(using: &generator)
            view.focusable = Int.random(in: 0 ..< 5, using: &generator) > 0
            view.focusGroupIdentifier = [nil, "g1", "g2"].randomElement(using: &generator) ?? nil
            return view
        }
        return Screen(views: views)
    }

    @Test func focusStaysInTheTopmostScopeAndComesBackAfterDismissal() {
        let size = Size(width: 40, height: 12)
        for seed in propertySeeds(from: 11_000) {
            var generator = Generator(seed: seed)
            let (app, window, surface) = makeApp(width: size.width, height: size.height)
            let root = makeScreen("root", using: &generator, in: size)
            window.rootViewController = root
            app.mainLoop?.displayIfNeeded()
            var stack: [Screen] = [root]
            var focusBefore: [TUIView?] = []
            for step in 0 ..< 40 {
                var dismissed = false
                switch Int.random(in: 0 ..< 12, using: &generator) {
                case 0 ..< 3:
                    send([key(.tab)], to: app, surface: surface)
                case 3:
                    send([key(.tab, .shift)], to: app, surface: surface)
                case 4, 5:
                    let point = Point(
                        x: Int.random(in: 0 ..< size.width, using: &generator),
                        y: Int.random(in: 0 ..< size.height, using: &generator))
                    send(
                        [.mouse(MouseEvent(.press(.left), at: point)), .mouse(MouseEvent(.release(.left), at: point))],
                        to: app, surface: surface)
                case 6 where stack.count < 4, 7 where stack.count < 4:
                    let screen = makeScreen("p\(step)", using: &generator, in: size)
                    screen.modalPresentationStyle = [.pageSheet, .formSheet, .fullScreen].randomElement(using: &generator) ?? .pageSheet
                    focusBefore.append(window.focusedView)
                    stack.last?.present(screen, animated: false)
                    stack.append(screen)
                    app.mainLoop?.displayIfNeeded()
                case 9, 10:
                    let arrow = [Key.up, .down, .left, .right].randomElement(using: &generator) ?? .down
                    let before = window.focusedView
                    send([key(arrow)], to: app, surface: surface)
                    if let before, let after = window.focusedView, after !== before {
                        #expect(
                            before.focusGroupIdentifier != nil && after.focusGroupIdentifier == before.focusGroupIdentifier,
                            "an arrow left its focus group (seed \(seed), step \(step))")
                    }
                case 8 where stack.count > 1:
                    stack.removeLast().dismiss(animated: false)
                    app.mainLoop?.displayIfNeeded()
                    dismissed = true
                default:
                    send([key(.escape)], to: app, surface: surface)
                    if stack.count > 1, stack.last?.presentingViewController == nil {
                        stack.removeLast()
                        dismissed = true
                    }
                }
                let context = "seed \(seed), step \(step)"
                let top = stack.last?.view
                let focused = window.focusedView
                let scopeHasFocusable =
                    top.map { topView in
                        (stack.last?.views ?? []).contains { $0.focusable && $0.isDescendant(of: topView) }
                    } ?? false
                if let focused, let top {
                    #expect(focused.isDescendant(of: top), "focus left the topmost scope (\(context))")
                }
                if scopeHasFocusable {
                    #expect(focused != nil, "nothing has focus on a screen with focusable views (\(context))")
                }
                if dismissed, let expected = focusBefore.popLast(), let expected {
                    #expect(focused === expected, "focus did not come back after the dismissal (\(context))")
                }
                expectOneFocusMark(in: surface, window: window, context: context)
            }
        }
    }

    /// Every reversed cell belongs to the focused view.
    private func expectOneFocusMark(in surface: HeadlessSurface, window: TUIWindow, context: String) {
        guard let frame = surface.lastFrame else { return }
        let focusedFrame = window.focusedView.map { $0.convert($0.bounds, to: window) }
        for y in 0 ..< frame.size.height {
            for x in 0 ..< frame.size.width where frame[x, y].style.attributes.contains(.reverse) {
                let inside = focusedFrame?.contains(Point(x: x, y: y)) ?? false
                #expect(inside, "a reversed cell at \(x),\(y) outside the focused view (\(context))")
                if !inside { return }
            }
        }
    }
}
