import Testing

@testable import TUIKit

@MainActor
@Suite("Label")
struct LabelTests {
    private func label(_ text: String, lines: Int = 1) -> TUILabel {
        let label = TUILabel()
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test func intrinsicSizeIsTheTextsDisplayWidth() {
        #expect(label("Hello").intrinsicContentSize == Size(width: 5, height: 1))
        #expect(label("漢字ok").intrinsicContentSize == Size(width: 6, height: 1))
        #expect(label("").intrinsicContentSize == .zero)
        #expect(label("one\nlonger line", lines: 0).intrinsicContentSize == Size(width: 11, height: 2))
        #expect(label("one\nlonger line").intrinsicContentSize == Size(width: 11, height: 1))
    }

    @Test func contentSizedLabelFollowsItsText() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 30, height: 3))
        let title = label("Hi")
        title.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(title)
        TUILayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
            title.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(title.frame == Rect(x: 1, y: 0, width: 2, height: 1))
        title.text = "Hello, world"
        container.layoutIfNeeded()
        #expect(title.frame == Rect(x: 1, y: 0, width: 12, height: 1))
    }

    @Test func tooLongTextIsTruncatedWithAnEllipsis() {
        let truncated = label("Hello, world")
        truncated.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        #expect(render(truncated).text == "Hello, …")
        truncated.lineBreakMode = .byTruncatingHead
        #expect(render(truncated).text == "…, world")
        truncated.lineBreakMode = .byTruncatingMiddle
        #expect(render(truncated).text == "Hell…rld")
        truncated.lineBreakMode = .byClipping
        #expect(render(truncated).text == "Hello, w")
    }

    @Test func multilineTextWrapsAtWordsAndTruncatesTheLastLine() {
        let wrapped = label("the quick brown fox jumps over", lines: 0)
        wrapped.frame = Rect(x: 0, y: 0, width: 10, height: 4)
        #expect(render(wrapped).text == "the quick\nbrown fox\njumps over\n")
        wrapped.numberOfLines = 2
        #expect(render(wrapped).text == "\nthe quick\nbrown fox…\n")
    }

    @Test func multilineLabelHeightFollowsItsWidthInAutoLayout() {
        let container = TUIView(frame: Rect(x: 0, y: 0, width: 12, height: 10))
        let body = label("aaaa bbbb cccc dddd", lines: 0)
        body.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(body)
        TUILayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            body.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(body.frame == Rect(x: 0, y: 0, width: 12, height: 2))
        container.frame = Rect(x: 0, y: 0, width: 5, height: 10)
        container.layoutIfNeeded()
        #expect(body.frame.height == 4)
    }

    @Test func alignmentColorAndFontStyleTheText() {
        let styled = label("ab")
        styled.frame = Rect(x: 0, y: 0, width: 6, height: 3)
        styled.textAlignment = .center
        styled.textColor = .red
        styled.font = .preferredFont(forTextStyle: .headline)
        let canvas = render(styled)
        #expect(canvas.text == "\n  ab\n")
        #expect(canvas[2, 1].style.foreground == .red)
        #expect(canvas[2, 1].style.attributes.contains(.bold))
        styled.textAlignment = .right
        #expect(render(styled).text == "\n    ab\n")
    }

    @Test func sizeToFitUsesTheText() {
        let fitted = label("twelve chars")
        fitted.sizeToFit()
        #expect(fitted.frame.size == Size(width: 12, height: 1))
    }
}

@MainActor
@Suite("Button")
struct ButtonTests {
    @Test func enterSpaceAndClicksTriggerThePrimaryAction() {
        let (app, window, surface) = makeApp(width: 20, height: 3)
        var taps: [String] = []
        let button = TUIButton(
            primaryAction: TUIAction(title: "Save") { action in
                taps.append((action.sender as? TUIButton)?.currentTitle ?? "?")
            })
        button.frame = Rect(x: 2, y: 1, width: 8, height: 1)
        window.addSubview(button)
        #expect(button.intrinsicContentSize == Size(width: 8, height: 1))
        send([key(.tab), key(.enter), key(.character(" "))], to: app, surface: surface)
        #expect(taps == ["Save", "Save"])
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 1))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 1))),
            ], to: app, surface: surface)
        #expect(taps.count == 3)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 1))),
                .mouse(MouseEvent(.drag(.left), at: Point(x: 15, y: 2))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 15, y: 2))),
            ], to: app, surface: surface)
        #expect(taps.count == 3)
    }

    @Test func disabledButtonsIgnoreInputAndCannotBeFocused() {
        let (app, window, surface) = makeApp(width: 20, height: 3)
        var taps = 0
        let button = TUIButton(primaryAction: TUIAction(title: "Go") { _ in taps += 1 })
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        window.addSubview(button)
        button.isEnabled = false
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(window.focusedView == nil)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 0))),
            ], to: app, surface: surface)
        #expect(taps == 0)
        #expect(button.state.contains(.disabled))
        #expect(surface.lastFrame?[0, 0].style.attributes.contains(.dim) == true)
    }

    @Test func focusedButtonDrawsReversedInItsTint() {
        let (app, window, surface) = makeApp(width: 12, height: 1)
        let button = TUIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        window.addSubview(button)
        // Another control has the screen's focus at first.
        let other = TUIButton(type: .custom)
        other.frame = Rect(x: 11, y: 0, width: 1, height: 1)
        window.addSubview(other)
        window.requestFocusUpdate(to: other)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == " [ OK ]")
        #expect(surface.lastFrame?[1, 0].style.foreground == TUIView.defaultTintColor.fixedColor)
        #expect(surface.lastFrame?[1, 0].style.attributes.contains(.reverse) == false)
        send([key(.tab)], to: app, surface: surface)
        #expect(surface.lastFrame?[1, 0].style.attributes.contains(.reverse) == true)
    }

    @Test func actionsCanBeReplacedAndRemovedByIdentifier() {
        let button = TUIButton(type: .custom)
        var log: [String] = []
        let identifier = TUIAction.Identifier("refresh")
        button.addAction(TUIAction(identifier: identifier) { _ in log.append("old") }, for: .primaryActionTriggered)
        button.addAction(TUIAction(identifier: identifier) { _ in log.append("new") }, for: .primaryActionTriggered)
        button.addAction(TUIAction { _ in log.append("down") }, for: .touchDown)
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["new"])
        button.removeAction(identifiedBy: identifier, for: .primaryActionTriggered)
        button.sendActions(for: [.primaryActionTriggered, .touchDown])
        #expect(log == ["new", "down"])
    }

    @Test func buttonsInAStackTabInOrder() {
        let (app, window, surface) = makeApp(width: 40, height: 1)
        let titles = ["One", "Two", "Three"]
        let buttons = titles.map { title -> TUIButton in
            let button = TUIButton(type: .system)
            button.setTitle(title, for: .normal)
            return button
        }
        let stack = TUIStackView(arrangedSubviews: buttons)
        stack.spacing = 1
        stack.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        stack.distribution = .equalSpacing
        window.addSubview(stack)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == "[ One ]         [ Two ]        [ Three ]")
        // The first button has focus from the first frame.
        var focused = [(window.focusedView as? TUIButton)?.currentTitle ?? "none"]
        for _ in 0 ..< 2 {
            send([key(.tab)], to: app, surface: surface)
            focused.append((window.focusedView as? TUIButton)?.currentTitle ?? "none")
        }
        #expect(focused == titles)
    }
}
