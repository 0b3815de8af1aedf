import GraftTerminal
import GraftUI
import Testing

@testable import GraftTapes
@testable import GraftTesting

/// A small screen written with GraftUI, snapshotted as a user of Graft would.
private struct ProductCard: View {
    let name: String
    let price: String
    let isFavorite: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Image(systemName: "shippingbox")
                Text(name).bold()
                Spacer()
                Image(systemName: isFavorite ? "heart.fill" : "heart").foregroundStyle(.red)
            }
            Text(price).foregroundStyle(.secondary)
        }
        .padding(1)
        // A border is drawn inside the view's frame, over the padding.
        .border(.cyan, line: .rounded)
    }
}

@MainActor
@Suite("View snapshots")
struct ViewSnapshotTests {
    @Test func aProductCard() {
        assertSnapshot(
            of: ProductCard(name: "Field Notes Case", price: "$49.00", isFavorite: true),
            as: .frame(size: Size(width: 28, height: 4)))
    }

    @Test func renderedFramesShowTextAndStyles() {
        let frame = renderFrame(of: ProductCard(name: "Lamp", price: "$10.00", isFavorite: false), size: Size(width: 20, height: 4))
        #expect(frame.lines.first == "╭──────────────────╮")
        #expect(frame.text.contains("▢ Lamp"))
        #expect(frame.styleLegend.contains("b: bold"))
    }
}

@MainActor
@Suite("Accessibility snapshots")
struct AccessibilitySnapshotTests {
    @Test func aProductCardsAccessibilityTree() {
        assertSnapshot(
            of: ProductCard(name: "Field Notes Case", price: "$49.00", isFavorite: true),
            as: .accessibilityTree(size: Size(width: 28, height: 4)))
    }
}
