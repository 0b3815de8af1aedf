import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("View builder")
struct ViewBuilderTests {
    private enum Mode { case one, two, three }

    private struct Built: View {
        let name: String?
        let mode: Mode
        var body: some View {
            VStack(alignment: .leading) {
                if let name {
                    Text("hello \(name)")
                }
                switch mode {
                case .one: Text("mode one")
                case .two: Text("mode two")
                case .three: Color.red.frame(width: 1, height: 1)
                }
                if #available(macOS 14, *) {
                    Text("available")
                }
                Text("a")
                Text("b")
                Text("c")
                Text("d")
                Text("e")
                Text("f")
                Text("g")
                Text("h")
                Text("i")
                Text("j")
                Text("k")
            }
        }
    }

    @Test func ifLetSwitchAvailabilityAndManyChildren() {
        let text = render(Built(name: "Ada", mode: .two), width: 10, height: 14)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "hello Ada")
        #expect(lines[1] == "mode two")
        #expect(lines[2] == "available")
        #expect(lines.count == 14)
        let without = render(Built(name: nil, mode: .one), width: 10, height: 13).split(separator: "\n").map(String.init)
        #expect(without.first == "mode one")
    }

    @Test func backgroundInAShape() {
        #expect(
            render(Text("ok").padding(1).background(.default, in: RoundedRectangle(cornerRadius: 1)), width: 4, height: 3)
                == "╭──╮\n│ok│\n╰──╯")
        #expect(backgrounds(Text("x").background(.blue, in: Rectangle()), width: 1, height: 1) == ["b"])
    }

    @Test func everySymbolIsListedInTheSymbolDocument() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/SYMBOLS.md")
        let document = try String(contentsOf: url, encoding: .utf8)
        for (name, glyph) in Image.symbolGlyphs {
            #expect(document.contains("| `\(name)` | \(glyph) |"), "\(name) is missing from docs/SYMBOLS.md")
        }
    }
}
