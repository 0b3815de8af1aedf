import GraftTerminal
import Testing

@testable import TUIKit

@MainActor
@Suite("Explicit appearances")
struct AppearancePaintingTests {
    @Test func aLightWindowPaintsDefaultColorsBlackOnWhiteAndKeepsExplicitOnes() {
        let (app, window, surface) = makeApp(width: 6, height: 1)
        let label = TUILabel(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        label.text = "ab"
        window.addSubview(label)
        let tinted = TUIView(frame: Rect(x: 4, y: 0, width: 2, height: 1))
        tinted.backgroundColor = .blue
        window.addSubview(tinted)
        window.overrideUserInterfaceStyle = .light
        app.mainLoop?.displayIfNeeded()
        let frame = surface.lastFrame
        #expect(frame?[0, 0].style.foreground == .black)
        #expect(frame?[0, 0].style.background == .brightWhite)
        #expect(frame?[5, 0].style.background == .blue)
    }

    @Test func theTerminalsOwnColorsStayUnlessAnAppearanceIsSet() {
        let (app, window, surface) = makeApp(width: 4, height: 1)
        let label = TUILabel(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        label.text = "ab"
        window.addSubview(label)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[0, 0].style.foreground == .default)
        window.overrideUserInterfaceStyle = .dark
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[0, 0].style.foreground == .white)
        #expect(surface.lastFrame?[3, 0].style.background == .black)
    }
}
