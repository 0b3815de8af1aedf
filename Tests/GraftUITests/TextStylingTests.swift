import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Text styling, images and formatting")
struct TextStylingTests {
    private func canvas<V: View>(_ view: V, width: Int = 12) -> Canvas {
        ViewGraph(root: view).render(size: Size(width: width, height: 1))
    }

    @Test func fontsMapToAttributes() {
        #expect(canvas(Text("T").font(.largeTitle), width: 1)[0, 0].style.attributes == [.bold, .underline])
        #expect(canvas(Text("T").font(.headline), width: 1)[0, 0].style.attributes == .bold)
        #expect(canvas(Text("T").font(.caption), width: 1)[0, 0].style.attributes == .dim)
        #expect(canvas(Text("T").font(.body.weight(.bold).italic()), width: 1)[0, 0].style.attributes == [.bold, .italic])
    }

    @Test func foregroundStyleReachesTextInside() {
        let frame = canvas(
            HStack(spacing: 0) {
                Text("a")
                Text("b").foregroundColor(.red)
            }.foregroundStyle(.green), width: 2)
        #expect(frame[0, 0].style.foreground == .green)
        #expect(frame[1, 0].style.foreground == .red)
    }

    @Test func tintStyleFollowsTheEnvironmentsTint() {
        let frame = canvas(
            HStack(spacing: 0) {
                Text("a").foregroundStyle(.tint)
                Image(systemName: "heart").foregroundStyle(.tint).tint(.magenta)
            }, width: 3)
        #expect(frame[0, 0].style.foreground == .cyan)
        #expect(frame[1, 0].style.foreground == .magenta)
    }

    @Test func infiniteMaximumFillsTheOffer() {
        let frame = canvas(Text("x").frame(maxWidth: .infinity, alignment: .trailing), width: 6)
        #expect(frame[5, 0].character == "x")
    }

    @Test func hierarchicalStyles() {
        #expect(canvas(Text("s").foregroundStyle(.secondary), width: 1)[0, 0].style.foreground == .gray)
        let tertiary = canvas(Text("t").foregroundStyle(.tertiary), width: 1)[0, 0].style
        #expect(tertiary.foreground == .gray && tertiary.attributes.contains(.dim))
    }

    @Test func viewLevelAttributesCombineWithTextLevelOnes() {
        let style = canvas((Text("x").italic()).bold().underline(), width: 1)[0, 0].style
        #expect(style.attributes == [.bold, .italic, .underline])
    }

    @Test func concatenatedTextKeepsEachRunsStyle() {
        let frame = canvas(Text("ab").bold() + Text("cd").foregroundColor(.red), width: 4)
        #expect(frame.text == "abcd")
        #expect(frame[1, 0].style.attributes == .bold)
        #expect(frame[2, 0].style == Style(foreground: .red))
    }

    @Test func symbolsDrawTheirGlyphsAndUnknownNamesAreVisible() {
        #expect(
            canvas(
                HStack {
                    Image(systemName: "heart.fill")
                    Image(systemName: "star")
                }, width: 3
            ).text == "♥ ☆")
        #expect(canvas(Image(systemName: "no.such.symbol"), width: 1).text == "▨")
        for name in [
            "heart", "heart.fill", "star", "star.fill", "shippingbox", "person.circle.fill", "cart",
            "checkmark", "xmark", "magnifyingglass", "gear", "chevron.right", "trash", "plus", "minus",
        ] {
            #expect(Image.hasSymbol(named: name), "\(name)")
            #expect(Image.symbolGlyphs[name]?.displayWidth == 1, "\(name)")
        }
    }

    @Test func textFormatsWithFoundationFormatStyles() {
        let price = Decimal(string: "49") ?? 0
        let text = Text(price, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
        #expect(canvas(text, width: 6).text == "$49.00")
        #expect(canvas(Text(1234, format: .number.locale(Locale(identifier: "en_US"))), width: 5).text == "1,234")
    }

    @Test func styleChangesAloneDoNotInvalidateLayout() {
        struct Toggling: View {
            @State var isRed = false
            let probe: Probe
            var body: some View {
                probe.actions["toggle"] = { isRed.toggle() }
                return Text("same").foregroundColor(isRed ? .red : .green)
            }
        }
        let probe = Probe()
        let graph = ViewGraph(root: Toggling(probe: probe))
        let size = Size(width: 4, height: 1)
        _ = graph.render(size: size)
        probe.run("toggle")
        #expect(graph.render(size: size)[0, 0].style.foreground == .red)
    }
}
