import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// SwiftUI's color initializers, opacity on colors and views, and how a
/// translucent cell looks at each color depth.
@MainActor
@Suite("Colors and opacity")
struct ColorAndOpacityTests {
    private func render<V: View>(_ view: V, _ width: Int, _ height: Int) -> Canvas {
        ViewGraph(root: view).render(size: Size(width: width, height: height))
    }

    @Test func componentInitializersMatchSwiftUI() {
        #expect(Color(red: 1, green: 0.5, blue: 0) == .rgb(255, 128, 0))
        #expect(Color(white: 0.5) == .rgb(128, 128, 128))
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == .rgb(255, 0, 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == .rgb(0, 255, 0))
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5) == .rgb(0, 0, 128))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 1) == .rgb(255, 255, 255))
        // Linear 0.5 is about 0.735 encoded.
        #expect(Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5) == .rgb(188, 188, 188))
        #expect(Color(red: 2, green: -1, blue: .nan) == .rgb(255, 0, 0))
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5) == .rgba(255, 0, 0, opacity: 128))
    }

    @Test func colorOpacityMultipliesAndKeepsTheDefaultColor() {
        #expect(Color.red.opacity(0.5) == .rgba(205, 0, 0, opacity: 128))
        #expect(Color.red.opacity(0.5).opacity(0.5) == .rgba(205, 0, 0, opacity: 64))
        #expect(Color.red.opacity(1) == .rgb(205, 0, 0))
        #expect(Color.primary.opacity(0.5) == .default)
        #expect(Color.clear.opacity(1) == .clear)
    }

    @Test func aTranslucentBackgroundBlendsWithWhatIsBeneath() {
        let canvas = render(
            ZStack {
                Color.blue
                Color.red.opacity(0.5)
            }, 2, 1)
        // xterm red (205, 0, 0) half over xterm blue (0, 0, 238).
        #expect(canvas[0, 0].style.background == .rgb(103, 0, 119))
    }

    @Test func clearDrawsNothing() {
        let canvas = render(
            ZStack {
                Text("ab")
                Color.clear
            }, 2, 1)
        #expect(canvas.text == "ab")
        #expect(canvas[0, 0].style == Style())
    }

    @Test func translucentTextBlendsIn256ColorsAndDimsIn16() {
        let style = Style(foreground: Color.white.opacity(0.5), background: .rgb(0, 0, 0))
        #expect(style.downgraded(to: .trueColor).foreground == .rgb(115, 115, 115))
        #expect(style.downgraded(to: .trueColor).attributes.isEmpty)
        #expect(style.downgraded(to: .indexed256).foreground == Color.rgb(115, 115, 115).downgraded(to: .indexed256))
        let sixteen = style.downgraded(to: .ansi16)
        #expect(sixteen.foreground == .white && sixteen.attributes.contains(.dim))
        // Over the terminal's own background nothing can blend: dimmed at any depth.
        let onDefault = Style(foreground: Color.white.opacity(0.5)).downgraded(to: .trueColor)
        #expect(onDefault.foreground == .rgb(229, 229, 229) && onDefault.attributes.contains(.dim))
    }

    @Test func viewOpacityFadesWhatTheViewDrew() {
        let faded = render(
            Text("hi").foregroundStyle(.red).background(Color.green).opacity(0.5).background(Color.black), 2, 1)
        #expect(faded.text == "hi")
        #expect(faded[0, 0].style.background == .rgb(0, 103, 0))
        #expect(faded[0, 0].style.foreground == .rgba(205, 0, 0, opacity: 128))
        // Text in the terminal's own color cannot blend: it is dimmed.
        let dimmed = render(Text("hi").opacity(0.4), 2, 1)
        #expect(dimmed[0, 0].style.attributes.contains(.dim))
        #expect(render(Text("hi").opacity(0), 2, 1).text.allSatisfy { $0 == " " })
        #expect(render(Text("hi").opacity(1), 2, 1) == render(Text("hi"), 2, 1))
    }

    @Test func shapeStylesTakeTheirOpacity() {
        let canvas = render(Rectangle().fill(.blue.opacity(0.5)).background(Color.black), 2, 1)
        #expect(canvas[0, 0].style.background == .rgb(0, 0, 119))
        let text = render(Text("x").foregroundStyle(.secondary.opacity(0.3)), 1, 1)
        #expect(text[0, 0].style.downgraded(to: .trueColor).attributes.contains(.dim))
    }

    @Test func namedColorsAndLevelsResolveWithoutAmbiguity() {
        let orange: Color = .orange
        #expect(orange == Color(hex: 0xFF9500))
        #expect(Color.secondary == .gray)
        let canvas = render(Text("x").foregroundStyle(.secondary), 1, 1)
        #expect(canvas[0, 0].style.foreground == .gray)
        let tinted = render(Text("x").foregroundStyle(.tint).tint(.green), 1, 1)
        #expect(tinted[0, 0].style.foreground == .green)
        #expect(render(Text("x").foregroundStyle(.purple), 1, 1)[0, 0].style.foreground == .purple)
    }
}
