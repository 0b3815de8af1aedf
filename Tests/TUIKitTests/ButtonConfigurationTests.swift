import Testing

@testable import TUIKit

@MainActor
@Suite("Button configurations")
struct ButtonConfigurationTests {
    /// A configured button alone in a one-row window, drawn.
    private func show(
        _ configuration: TUIButton.Configuration, title: String = "Save", width: Int = 16
    )
        -> (app: TUIApplication, button: TUIButton, surface: HeadlessSurface)
    {
        let (app, window, surface) = makeApp(width: width, height: 1)
        var configuration = configuration
        configuration.title = title
        let button = TUIButton(configuration: configuration)
        button.frame = Rect(origin: .zero, size: button.intrinsicContentSize)
        window.addSubview(button)
        app.mainLoop?.displayIfNeeded()
        return (app, button, surface)
    }

    @Test func eachStyleDrawsItsShapeAndColors() {
        let plain = show(.plain())
        #expect(plain.surface.text == "Save")
        #expect(plain.surface.lastFrame?[0, 0].style.foreground == TUIView.defaultTintColor.fixedColor)
        #expect(plain.surface.lastFrame?[0, 0].style.background == .default)
        #expect(show(.borderless()).surface.text == "Save")

        let bordered = show(.bordered())
        #expect(bordered.surface.text == "[ Save ]")
        #expect(bordered.surface.lastFrame?[0, 0].style.foreground == TUIView.defaultTintColor.fixedColor)

        let prominent = show(.borderedProminent())
        #expect(prominent.button.intrinsicContentSize == Size(width: 6, height: 1))
        let cell = prominent.surface.lastFrame?[0, 0]
        #expect(cell?.character == " ")
        #expect(cell?.style.background == TUIView.defaultTintColor.fixedColor)
        #expect(prominent.surface.lastFrame?[1, 0].style.foreground == .black)
        #expect(prominent.surface.lastFrame?[1, 0].style.attributes.contains(.bold) == true)

        let gray = show(.gray())
        #expect(gray.surface.lastFrame?[1, 0].style.background == .gray)
        #expect(gray.surface.lastFrame?[1, 0].style.foreground == TUIView.defaultTintColor.fixedColor)
        #expect(show(.tinted()).surface.lastFrame?[1, 0].style.attributes.contains(.bold) == true)
    }

    @Test func baseColorsOverrideTheStyle() {
        var configuration = TUIButton.Configuration.borderedProminent()
        configuration.baseForegroundColor = .white
        configuration.baseBackgroundColor = .green
        let frame = show(configuration).surface.lastFrame
        #expect(frame?[1, 0].style.foreground == .brightWhite)
        #expect(frame?[1, 0].style.background == .green)
    }

    @Test func imagesSitBeforeOrAfterTheTitleAndSizeTheButton() {
        var configuration = TUIButton.Configuration.plain()
        configuration.image = "trash"
        let leading = show(configuration, title: "Delete")
        #expect(leading.surface.text == "⌫ Delete")
        #expect(leading.button.intrinsicContentSize == Size(width: 8, height: 1))
        configuration.imagePlacement = .trailing
        #expect(show(configuration, title: "Next").surface.text == "Next ⌫")
        configuration.image = "→"
        #expect(show(configuration, title: "Next").surface.text == "Next →")
        configuration.image = "no.such.symbol"
        #expect(show(configuration, title: "").surface.text == "?")
    }

    @Test func destructiveRoleDrawsRedUnlessABaseColorIsGiven() {
        let (app, window, surface) = makeApp(width: 20, height: 1)
        let button = TUIButton(configuration: .bordered(), primaryAction: TUIAction(title: "Delete") { _ in })
        button.role = .destructive
        button.frame = Rect(origin: .zero, size: button.intrinsicContentSize)
        window.addSubview(button)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.text == "[ Delete ]")
        #expect(surface.lastFrame?[2, 0].style.foreground == .red)
        button.configuration?.baseForegroundColor = .yellow
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[2, 0].style.foreground == .yellow)
    }

    @Test func focusedDisabledAndPressedLooks() {
        let (app, window, surface) = makeApp(width: 20, height: 1)
        let button = TUIButton(configuration: .borderedProminent(), primaryAction: TUIAction(title: "Go") { _ in })
        button.frame = Rect(origin: .zero, size: button.intrinsicContentSize)
        window.addSubview(button)
        // Another control earlier in reading order takes the screen's focus first.
        let other = TUIButton(type: .system)
        other.frame = Rect(x: 19, y: 0, width: 1, height: 1)
        window.addSubview(other)
        window.requestFocusUpdate(to: other)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[1, 0].style.attributes.contains(.reverse) == false)
        send([key(.tab)], to: app, surface: surface)
        #expect(surface.lastFrame?[1, 0].style.attributes.contains(.reverse) == true)
        send([.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0)))], to: app, surface: surface)
        #expect(button.isHighlighted)
        #expect(surface.lastFrame?[1, 0].style.attributes.isSuperset(of: [.reverse, .bold]) == true)
        send([.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 0)))], to: app, surface: surface)
        button.isEnabled = false
        app.mainLoop?.displayIfNeeded()
        let cell = surface.lastFrame?[1, 0]
        #expect(cell?.style.attributes == [.dim])
        #expect(cell?.style.foreground == .gray)
        #expect(cell?.style.background == .default)
        // A disabled button gives focus up; the screen's other control takes it.
        #expect(window.focusedView === other)
    }

    @Test func enterSpaceAndClicksActivateAConfiguredButton() {
        let (app, window, surface) = makeApp(width: 20, height: 2)
        var taps: [String] = []
        let button = TUIButton(
            configuration: .bordered(),
            primaryAction: TUIAction(title: "Save") { action in
                taps.append((action.sender as? TUIButton)?.configuration?.title ?? "no title")
            })
        button.frame = Rect(origin: .zero, size: button.intrinsicContentSize)
        window.addSubview(button)
        send([key(.tab), key(.enter), key(.character(" "))], to: app, surface: surface)
        send(
            [
                .mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 0))),
                .mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 0))),
            ], to: app, surface: surface)
        #expect(taps == ["Save", "Save", "Save"])
    }

    @Test func settingAConfigurationResizesTheButtonAndNilRestoresItsType() {
        let button = TUIButton(type: .system)
        button.setTitle("OK", for: .normal)
        #expect(button.intrinsicContentSize.width == 6)
        button.configuration = .plain()
        #expect(button.intrinsicContentSize.width == 2)
        button.frame = Rect(x: 0, y: 0, width: 2, height: 1)
        #expect(render(button).text == "OK")
        button.configuration = nil
        #expect(button.intrinsicContentSize.width == 6)
    }
}
