import GraftTerminal
import Testing

@testable import TUIKit

@MainActor
@Suite("Colors resolved against traits")
struct ColorResolutionTests {
    /// A window with one colored cell at the origin, drawn.
    private func draw(
        background: TUIColor, text: TUIColor = .label, appearance: TUIUserInterfaceStyle = .unspecified
    ) -> Cell? {
        let (app, window, surface) = makeApp(width: 4, height: 1)
        let label = TUILabel(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        label.text = "ab"
        label.textColor = text
        label.backgroundColor = background
        window.addSubview(label)
        window.overrideUserInterfaceStyle = appearance
        app.mainLoop?.displayIfNeeded()
        return surface.lastFrame?[0, 0]
    }

    @Test func withTheTerminalsAppearanceSemanticColorsAreTheTerminalsOwn() {
        let plain = draw(background: .systemBackground)
        #expect(plain?.style.foreground == .default)
        #expect(plain?.style.background == .default)
        #expect(draw(background: .systemRed, text: .secondaryLabel)?.style == Style(foreground: .gray, background: .red))
        #expect(draw(background: .secondarySystemBackground, text: .link)?.style == Style(foreground: .blue))
    }

    @Test func anExplicitAppearanceUsesApplesValuesForIt() {
        let light = draw(background: .systemRed, text: .label, appearance: .light)
        #expect(light?.style == Style(foreground: .black, background: Color(hex: 0xFF3B30)))
        let dark = draw(background: .systemRed, text: .label, appearance: .dark)
        #expect(dark?.style == Style(foreground: .white, background: Color(hex: 0xFF453A)))
        #expect(draw(background: .secondarySystemBackground, appearance: .dark)?.style.background == Color(hex: 0x1C1C1E))
        #expect(draw(background: .systemBackground, appearance: .light)?.style.background == .brightWhite)
    }

    @Test func aDynamicColorFollowsAnAppearanceChangeWithoutBeingSetAgain() {
        let (app, window, surface) = makeApp(width: 4, height: 1)
        let card = TUIView(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        card.backgroundColor = TUIColor { traits in traits.userInterfaceStyle == .light ? .yellow : .blue }
        window.addSubview(card)
        window.overrideUserInterfaceStyle = .light
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[0, 0].style.background == .yellow)
        card.overrideUserInterfaceStyle = .dark
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[0, 0].style.background == .blue)
    }

    @Test func theTintColorColorIsTheTintOfTheViewItIsDrawnIn() {
        let (app, window, surface) = makeApp(width: 4, height: 1)
        let box = TUIView(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        box.backgroundColor = .tintColor
        window.addSubview(box)
        window.tintColor = .magenta
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[0, 0].style.background == .magenta)
        #expect(TUIColor.tintColor.resolvedColor(with: TUITraitCollection()) == .tintColor)
        box.tintColor = .tintColor
        #expect(box.tintColor == .magenta)
    }

    @Test func aClearBackgroundShowsWhatIsBehind() {
        let (app, window, surface) = makeApp(width: 4, height: 1)
        let behind = TUIView(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        behind.backgroundColor = .green
        let front = TUIView(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        front.backgroundColor = .clear
        window.addSubview(behind)
        window.addSubview(front)
        app.mainLoop?.displayIfNeeded()
        #expect(surface.lastFrame?[0, 0].style.background == .green)
    }

    @Test func aLabelsTextColorIsLabelByDefaultAndNilGoesBackToIt() {
        let label = TUILabel()
        #expect(label.textColor == .label)
        label.textColor = .systemRed
        #expect(label.textColor == .systemRed)
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    @Test func resolvingADynamicColorAsksItsProviderWithTheGivenTraits() {
        let adaptive = TUIColor { traits in traits.horizontalSizeClass == .compact ? .red : .green }
        #expect(adaptive.resolvedColor(with: TUITraitCollection(horizontalSizeClass: .compact)) == .red)
        #expect(adaptive.resolvedColor(with: TUITraitCollection(horizontalSizeClass: .regular)) == .green)
        #expect(TUIColor.systemBlue.resolvedColor(with: TUITraitCollection(userInterfaceStyle: .dark)) == TUIColor(Color(hex: 0x0A84FF)))
        #expect(TUIColor.red.resolvedColor(with: TUITraitCollection()) === TUIColor.red)
        // A provider that answers with itself ends as the terminal's default, not a hang.
        let looping = LoopingColor()
        #expect(looping.color.resolvedColor(with: TUITraitCollection()) == TUIColor(.default))
    }

    @Test func readableTextOnEverySystemBackgroundAtEveryColorDepth() {
        let texts: [TUIColor] = [
            .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText, .link, .systemRed,
            .systemBlue, .systemGreen, .systemGray,
        ]
        let backgrounds: [TUIColor] = [
            .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
            .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
        ]
        for style in [TUIUserInterfaceStyle.light, .dark] {
            let traits = TUITraitCollection(userInterfaceStyle: style)
            for text in texts {
                for background in backgrounds {
                    let drawn = Style(foreground: text.terminalColor(in: traits), background: background.terminalColor(in: traits))
                    for support in ColorSupport.allCases where support > .none {
                        let shown = drawn.downgraded(to: support)
                        #expect(shown.foreground != shown.background, "\(text) on \(background), \(style), \(support)")
                    }
                }
            }
        }
    }
}

/// A color whose provider returns the color itself.
private final class LoopingColor: Sendable {
    let color: TUIColor

    init() {
        let box = ColorBox()
        color = TUIColor { _ in box.color ?? .red }
        box.color = color
    }
}

/// Holds a color set after the closure that reads it is made.
private final class ColorBox: @unchecked Sendable {
    var color: TUIColor?
}
