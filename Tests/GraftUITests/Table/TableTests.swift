import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// A row of the tables under test.
struct TableProduct: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Int
}

@MainActor
@Suite("Table")
struct TableTests {
    static let products = [
        TableProduct(id: 1, name: "Pear", price: 3),
        TableProduct(id: 2, name: "Apple", price: 5),
        TableProduct(id: 3, name: "Cherry", price: 1),
    ]

    /// A sortable, selectable table whose app sorts its data when the sort order changes.
    struct SortingHost: View {
        let probe: Probe
        @State var products = TableTests.products
        @State var selected: TableProduct.ID?
        @State var sortOrder = [KeyPathComparator(\TableProduct.name)]
        var body: some View {
            probe.events.append("selected \(selected.map(String.init) ?? "none")")
            return Table(products, selection: $selected, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Price", value: \.price) { Text("$\($0.price)") }
                    .width(8)
                TableColumn("Note") { _ in Text("-") }
            }
            .tint(.cyan)
            .onChange(of: sortOrder) {
                products.sort(using: sortOrder)
                probe.events.append("sorted \(products.map(\.name))")
            }
        }
    }

    private func lines(_ canvas: Canvas) -> [String] {
        canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.filter { !scrollIndicatorGlyphs.contains($0) }).replacingOccurrences(
                of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    private func key(_ graph: ViewGraph, _ key: Key, _ modifiers: KeyModifiers = []) {
        #expect(graph.handle(.key(KeyEvent(key, modifiers: modifiers))), "\(key) was not used")
    }

    private func click(_ graph: ViewGraph, x: Int, y: Int) {
        _ = graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: y))))
        _ = graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: x, y: y))))
    }

    /// The cells reversed when the terminal has no colors.
    private func reversedLines(_ canvas: Canvas) -> [Int] {
        (0 ..< canvas.size.height).filter { y in
            (0 ..< canvas.size.width).contains { canvas[$0, y].style.downgraded(to: .none).attributes.contains(.reverse) }
        }
    }

    @Test func theHeaderAndRowsAreLaidOutInColumns() {
        let graph = ViewGraph(root: SortingHost(probe: Probe()))
        let canvas = graph.render(size: Size(width: 24, height: 5))
        // 24 columns: Price is 8 wide, the other two share the 14 left after two gaps.
        #expect(
            lines(canvas).prefix(4) == [
                "Name ▲  Price    Note", "Pear    $3       -", "Apple   $5       -", "Cherry  $1       -",
            ])
        #expect(canvas[0, 0].style.attributes.contains(.bold))
    }

    @Test func theHeaderSortsOnEnterAndReversesOnTheSecondPress() {
        let probe = Probe()
        let graph = ViewGraph(root: SortingHost(probe: probe))
        let size = Size(width: 24, height: 5)
        _ = graph.render(size: size)
        key(graph, .tab)  // the header
        key(graph, .right)
        key(graph, .enter)
        var canvas = graph.render(size: size)
        #expect(lines(canvas).first == "Name    Price ▲  Note")
        #expect(probe.events.last { $0.hasPrefix("sorted") } == "sorted [\"Cherry\", \"Pear\", \"Apple\"]")
        key(graph, .character(" "))
        canvas = graph.render(size: size)
        #expect(lines(canvas).first == "Name    Price ▼  Note")
        #expect(lines(canvas)[1] == "Apple   $5       -")
        // Right stops at the last column that sorts: Note does not.
        key(graph, .right)
        key(graph, .left)
        key(graph, .enter)
        #expect(lines(graph.render(size: size)).first == "Name ▲  Price    Note")
    }

    @Test func aClickOnAHeaderSorts() {
        let probe = Probe()
        let graph = ViewGraph(root: SortingHost(probe: probe))
        let size = Size(width: 24, height: 5)
        _ = graph.render(size: size)
        click(graph, x: 0, y: 0)
        #expect(lines(graph.render(size: size)).first == "Name ▼  Price    Note")
        #expect(probe.events.last { $0.hasPrefix("sorted") } == "sorted [\"Pear\", \"Cherry\", \"Apple\"]")
        click(graph, x: 12, y: 0)
        #expect(lines(graph.render(size: size)).first == "Name    Price ▲  Note")
    }

    @Test func theKeysAndClicksSelectRowsWithOneFocusMark() {
        let probe = Probe()
        let graph = ViewGraph(root: SortingHost(probe: probe))
        let size = Size(width: 24, height: 5)
        _ = graph.render(size: size)
        key(graph, .tab)
        // The header's cursor is the one mark.
        #expect(reversedLines(graph.render(size: size)) == [0])
        key(graph, .down)  // from the header to the rows
        key(graph, .down)
        key(graph, .down)
        var canvas = graph.render(size: size)
        #expect(probe.events.last == "selected 2")
        #expect(reversedLines(canvas) == [2])
        key(graph, .end)
        _ = graph.render(size: size)
        #expect(probe.events.last == "selected 3")
        key(graph, .home)
        _ = graph.render(size: size)
        #expect(probe.events.last == "selected 1")
        click(graph, x: 3, y: 3)
        canvas = graph.render(size: size)
        #expect(probe.events.last == "selected 3")
        #expect(reversedLines(canvas) == [3])
        key(graph, .up)
        key(graph, .up)
        key(graph, .up)  // past the first row: back to the header
        canvas = graph.render(size: size)
        #expect(probe.events.last == "selected 1")
        #expect(reversedLines(canvas) == [0], "the header's cursor, and the selected row only underlined")
    }

    struct MultipleHost: View {
        let probe: Probe
        @State var selected: Set<TableProduct.ID> = []
        var body: some View {
            probe.events.append("selected \(selected.sorted())")
            return Table(TableTests.products, selection: $selected) {
                TableColumn("Name", value: \.name)
            }
        }
    }

    @Test func spaceTogglesRowsOfASetSelection() {
        let probe = Probe()
        let graph = ViewGraph(root: MultipleHost(probe: probe))
        let size = Size(width: 20, height: 5)
        _ = graph.render(size: size)
        key(graph, .tab)  // the header does not sort: the rows take focus
        key(graph, .character(" "))
        key(graph, .down)
        key(graph, .down)
        key(graph, .character(" "))
        let canvas = graph.render(size: size)
        #expect(probe.events.last == "selected [1, 3]")
        #expect(reversedLines(canvas) == [3])
    }

    @Test func cellsThatDoNotFitAreTruncated() {
        let rows = [TableProduct(id: 1, name: "Blackcurrant jam", price: 12_345)]
        let graph = ViewGraph(
            root: Table(rows) {
                TableColumn("Name", value: \.name).width(8)
                TableColumn("Price") { Text("\($0.price)") }.width(min: 3, max: 3)
            })
        #expect(lines(graph.render(size: Size(width: 30, height: 2))) == ["Name     Pr…", "Blackcu… 12…"])
    }

    @Test func aMillionRowsBuildOnlyTheRowsInView() {
        struct Row: Identifiable {
            let id: Int
        }
        let probe = Probe()
        let rows = (0 ..< 1_000_000).lazy.map(Row.init)
        let graph = ViewGraph(
            root: Table(rows) {
                TableColumn("Row") { (row: Row) in
                    probe.evaluated("cell")
                    return Text("Row \(row.id)")
                }
            })
        let size = Size(width: 20, height: 10)
        let canvas = graph.render(size: size)
        #expect(lines(canvas)[1] == "Row 0")
        #expect(probe.evaluations["cell", default: 0] < 40, "built \(probe.evaluations["cell", default: 0]) rows")
        let before = probe.evaluations["cell", default: 0]
        for _ in 0 ..< 3 { _ = graph.handle(.mouse(MouseEvent(.scrollDown, at: Point(x: 1, y: 4)))) }
        #expect(lines(graph.render(size: size))[1] != "Row 0", "the wheel scrolls")
        #expect(probe.evaluations["cell", default: 0] - before < 40)
    }

    struct MillionHost: View {
        struct Row: Identifiable {
            let id: Int
        }
        let probe: Probe
        @State var selected: Int?
        var body: some View {
            probe.events.append("selected \(selected.map(String.init) ?? "none")")
            return Table((0 ..< 1_000_000).lazy.map(Row.init), selection: $selected) {
                TableColumn("Row") { (row: Row) in
                    probe.evaluated("cell")
                    return Text("Row \(row.id)")
                }
            }
        }
    }

    @Test func endAndPageUpInAMillionRowsSelectAndBuildAScreenful() {
        let probe = Probe()
        let graph = ViewGraph(root: MillionHost(probe: probe))
        let size = Size(width: 20, height: 10)
        _ = graph.render(size: size)
        key(graph, .tab)
        key(graph, .end)
        var canvas = graph.render(size: size)
        #expect(probe.events.last == "selected 999999")
        #expect(lines(canvas).last == "Row 999999")
        let before = probe.evaluations["cell", default: 0]
        key(graph, .pageUp)
        canvas = graph.render(size: size)
        #expect(probe.events.last.map { $0.hasPrefix("selected 9999") && $0 != "selected 999999" } == true)
        #expect(reversedLines(canvas).count == 1)
        #expect(probe.evaluations["cell", default: 0] - before < 40)
    }

    @Test func theSortOrderAfterChoosingAColumn() {
        let name = KeyPathComparator(\TableProduct.name)
        let price = KeyPathComparator(\TableProduct.price)
        let reversedName = KeyPathComparator(\TableProduct.name, order: .reverse)
        #expect(TableColumnModel<TableProduct>.sorted([name], by: name) == [reversedName])
        #expect(TableColumnModel<TableProduct>.sorted([reversedName, price], by: price) == [price, reversedName])
    }

    @Test func widthsHonourMinimumsAndMaximums() {
        let widths = [TableColumnWidth(min: 4, ideal: nil, max: 6), .flexible, TableColumnWidth(min: 5, ideal: 5, max: 5)]
        #expect(TableColumnWidths.solve(widths, in: 40) == [6, 27, 5])
        #expect(TableColumnWidths.solve(widths, in: 10) == [4, 3, 5], "below the minimums: cut off on the right")
    }
}
