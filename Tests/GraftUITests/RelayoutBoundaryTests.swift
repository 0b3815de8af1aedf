import GraftTerminal
import Observation
import Testing

@testable import GraftUI

@Observable
@MainActor
private final class Item {
    var label: String
    init(_ label: String) { self.label = label }
}

@MainActor
private struct ItemRow: View {
    let item: Item
    var body: some View {
        HStack {
            Text("•")
            Text(item.label)
        }
    }
}

@MainActor
private struct Rows: View {
    let items: [Item]
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(items.indices, id: \.self) { ItemRow(item: items[$0]) }
        }
    }
}

/// A row whose size holds is laid out alone; one whose size changes moves
/// the rows after it, and the result is always what a fresh layout gives.
@MainActor
@Suite("Relayout boundaries")
struct RelayoutBoundaryTests {
    private static let size = Size(width: 30, height: 200)

    private func makeRows(_ count: Int) -> (items: [Item], graph: ViewGraph) {
        let items = (0 ..< count).map { Item("item \($0)") }
        let graph = ViewGraph(root: Rows(items: items))
        _ = graph.renderFrame(size: Self.size)
        return (items, graph)
    }

    @Test func aRowThatKeepsItsSizeIsPlacedAlone() {
        let (items, graph) = makeRows(100)
        let before = graph.placementCount
        // Not ASCII, so measured again, but as wide as before.
        items[40].label = "itém 40"
        let frame = graph.renderFrame(size: Self.size)
        #expect(graph.placementCount - before <= 3)
        #expect(frame == ViewGraph(root: Rows(items: items)).render(size: Self.size))
    }

    @Test func aTextOfTheSameShapeIsNotMeasuredAgain() {
        let (items, graph) = makeRows(100)
        let before = graph.placementCount
        // Same widths in the same places: the frame holds, nothing is placed.
        items[40].label = "item 77"
        let frame = graph.renderFrame(size: Self.size)
        #expect(graph.placementCount == before)
        #expect(frame.text.contains("item 77"))
    }

    @Test func aRowThatGrowsMovesOnlyWhatItMust() {
        let (items, graph) = makeRows(100)
        let before = graph.placementCount
        items[40].label = "a much longer label"
        let frame = graph.renderFrame(size: Self.size)
        #expect(graph.placementCount > before)
        #expect(frame == ViewGraph(root: Rows(items: items)).render(size: Self.size))
    }

    @Test func aRowThatWrapsPushesTheRowsBelowDown() {
        let (items, graph) = makeRows(10)
        items[3].label = "a label far too long to fit on one line of thirty cells"
        let frame = graph.renderFrame(size: Self.size)
        #expect(frame == ViewGraph(root: Rows(items: items)).render(size: Self.size))
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
        let second = lines.firstIndex { $0.contains("item 2") } ?? 0
        let fourth = lines.firstIndex { $0.contains("item 4") } ?? 0
        // Row 3 takes two lines now.
        #expect(fourth - second == 3)
    }
}

@MainActor
@Suite("Text shape")
struct TextShapeTests {
    @Test func printableASCIIWithSpacesInTheSamePlacesHasTheSameShape() {
        #expect(TextShape.haveSameASCIIShape("$11.00", "$12.00"))
        #expect(TextShape.haveSameASCIIShape("ab cd", "xy zw"))
        #expect(!TextShape.haveSameASCIIShape("ab cd", "abc d"))
        #expect(!TextShape.haveSameASCIIShape("abc", "abcd"))
        #expect(!TextShape.haveSameASCIIShape("a\nb", "a b"))
        #expect(!TextShape.haveSameASCIIShape("a\nb", "a\nc"))
        #expect(!TextShape.haveSameASCIIShape("漢字", "漢字"))
        #expect(!TextShape.haveSameASCIIShape("a\tb", "a b"))
    }

    @Test func runsMustMatchOneByOne() {
        #expect(TextShape.takeSameSizes([TextRun("漢字")], [TextRun("漢字", style: Style(foreground: .red))]))
        #expect(!TextShape.takeSameSizes([TextRun("ab"), TextRun("cd")], [TextRun("abcd")]))
        #expect(TextShape.takeSameSizes([TextRun("ab "), TextRun("cd")], [TextRun("xy "), TextRun("zw")]))
    }

    /// The claim checked against the layout engine: texts of one shape take
    /// the same size for every proposal, whatever the line limit.
    @Test func textsOfOneShapeTakeTheSameSizes() {
        var random = SeededGenerator(seed: 42)
        let letters = Array("abcXYZ019$.,-!~")
        for _ in 0 ..< 300 {
            let length = Int.random(in: 0 ... 24, using: &random)
            let spaces = (0 ..< length).map { _ in Int.random(in: 0 ..< 4, using: &random) == 0 }
            func word() -> String {
                String(spaces.map { $0 ? " " : letters[Int.random(in: 0 ..< letters.count, using: &random)] })
            }
            let first = word()
            let second = word()
            #expect(TextShape.haveSameASCIIShape(first, second))
            for lineLimit in [nil, 1, 2] {
                let a = TextLayout(first, lineLimit: lineLimit)
                let b = TextLayout(second, lineLimit: lineLimit)
                for width in [nil, 0, 1, 2, 3, 5, 8, 13, 30] {
                    for height in [nil, 0, 1, 2, 4] {
                        #expect(
                            a.sizeThatFits(width: width, height: height) == b.sizeThatFits(width: width, height: height),
                            "\"\(first)\" and \"\(second)\" at \(String(describing: width))x\(String(describing: height))")
                    }
                }
            }
        }
    }
}
