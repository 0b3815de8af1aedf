import Foundation
import GraftTerminal
import Observation
import Testing

@testable import GraftUI

@MainActor
@Suite("Sections in lazy stacks and grids, pinned headers and footers")
struct LazySectionTests {
    private let size = Size(width: 16, height: 5)

    private func lines(_ graph: ViewGraph) -> [String] {
        visibleLines(graph, size)
    }

    private func down(_ graph: ViewGraph, _ times: Int) {
        for _ in 0 ..< times { graph.handle(.key(KeyEvent(.down))) }
    }

    /// Three sections of four rows, each under a header (and over a footer when asked).
    private func stack(pinned: PinnedScrollableViews, header: String = "", footers: Bool = false) -> some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned) {
                ForEach(0 ..< 3, id: \.self) { section in
                    Section {
                        ForEach(0 ..< 4, id: \.self) { row in Text("Row \(section).\(row)") }
                    } header: {
                        Text("Head \(section)\(header)")
                    } footer: {
                        if footers { Text("Foot \(section)") }
                    }
                }
            }
        }
    }

    @Test func withoutPinningHeadersAreRowsThatScrollAway() {
        let graph = ViewGraph(root: stack(pinned: []))
        #expect(lines(graph) == ["Head 0", "Row 0.0", "Row 0.1", "Row 0.2", "Row 0.3"])
        down(graph, 2)
        #expect(lines(graph) == ["Row 0.1", "Row 0.2", "Row 0.3", "Head 1", "Row 1.0"])
    }

    @Test func aPinnedHeaderStaysAtTheTopOverAClearedRow() {
        let graph = ViewGraph(root: stack(pinned: .sectionHeaders))
        _ = graph.render(size: size)
        down(graph, 2)
        // "Row 0.1" is beneath the header: none of it shows through.
        #expect(lines(graph) == ["Head 0", "Row 0.2", "Row 0.3", "Head 1", "Row 1.0"])
        down(graph, 4)
        #expect(lines(graph) == ["Head 1", "Row 1.1", "Row 1.2", "Row 1.3", "Head 2"])
    }

    @Test func theNextHeaderPushesThePinnedOneOff() {
        // Two-line headers: a section is lines 0-1 (header) and 2-5 (rows).
        let graph = ViewGraph(root: stack(pinned: .sectionHeaders, header: "\n===="))
        _ = graph.render(size: size)
        down(graph, 4)
        #expect(lines(graph) == ["Head 0", "====", "Head 1", "====", "Row 1.0"], "pinned until its section ends")
        down(graph, 1)
        #expect(lines(graph) == ["====", "Head 1", "====", "Row 1.0", "Row 1.1"], "half pushed off by the next section")
        down(graph, 1)
        #expect(lines(graph) == ["Head 1", "====", "Row 1.0", "Row 1.1", "Row 1.2"])
        down(graph, 1)
        #expect(lines(graph) == ["Head 1", "====", "Row 1.1", "Row 1.2", "Row 1.3"], "the new header is pinned")
    }

    @Test func aPinnedFooterStaysAtTheBottomUntilItsSectionLeaves() {
        let graph = ViewGraph(root: stack(pinned: .sectionFooters, footers: true))
        #expect(lines(graph) == ["Head 0", "Row 0.0", "Row 0.1", "Row 0.2", "Foot 0"])
        down(graph, 2)
        #expect(lines(graph) == ["Row 0.1", "Row 0.2", "Row 0.3", "Foot 0", "Head 1"], "in its place once it shows")
        down(graph, 3)
        #expect(lines(graph) == ["Foot 0", "Head 1", "Row 1.0", "Row 1.1", "Foot 1"])
    }

    @Test func headersAndFootersPinTogether() {
        let graph = ViewGraph(root: stack(pinned: [.sectionHeaders, .sectionFooters], footers: true))
        _ = graph.render(size: size)
        down(graph, 7)
        #expect(lines(graph) == ["Head 1", "Row 1.1", "Row 1.2", "Row 1.3", "Foot 1"])
    }

    @Test func aPinnedHeaderOverTenThousandRowsBuildsAScreenful() {
        let view = ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: .sectionHeaders) {
                Section("Everything") {
                    ForEach(0 ..< 10_000, id: \.self) { Text("Row \($0)") }
                }
            }
        }
        let graph = ViewGraph(root: view)
        _ = graph.render(size: size)
        graph.handle(.key(KeyEvent(.end)))
        #expect(lines(graph) == ["Everything", "Row 9996", "Row 9997", "Row 9998", "Row 9999"])
        #expect(graph.nodeCount < 60, "nodes: \(graph.nodeCount)")
    }

    @Test func aLazyHStackPinsHeadersAtTheLeadingEdge() {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(alignment: .top, spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0 ..< 2, id: \.self) { section in
                    Section {
                        ForEach(0 ..< 6, id: \.self) { Text("\($0)") }
                    } header: {
                        Text("S\(section):")
                    }
                }
            }
        }
        let graph = ViewGraph(root: view)
        #expect(lines(graph).first == "S0:012345S1:0123")
        graph.handle(.key(KeyEvent(.right)))
        graph.handle(.key(KeyEvent(.right)))
        #expect(lines(graph).first == "S0:2345S1:012345", "the header covers the columns scrolled beneath it")
    }

    // MARK: - Grids

    private func grid(pinned: PinnedScrollableViews) -> some View {
        ScrollView(showsIndicators: false) {
            LazyVGrid(
                columns: [GridItem(.fixed(6), spacing: 1), GridItem(.fixed(6))], alignment: .leading, spacing: 0,
                pinnedViews: pinned
            ) {
                ForEach(["A", "B"], id: \.self) { name in
                    Section {
                        ForEach(0 ..< 5, id: \.self) { Text("\(name.lowercased())\($0)") }
                    } header: {
                        Text("Section \(name) wide")
                    }
                }
            }
        }
    }

    @Test func aGridSectionsHeaderSpansEveryColumnAndItsItemsStartARow() {
        let graph = ViewGraph(root: grid(pinned: []))
        #expect(lines(graph) == ["Section A wide", "a0     a1", "a2     a3", "a4", "Section B wide"])
    }

    @Test func aGridPinsItsSectionHeader() {
        let graph = ViewGraph(root: grid(pinned: .sectionHeaders))
        _ = graph.render(size: size)
        down(graph, 1)
        #expect(lines(graph) == ["Section A wide", "a2     a3", "a4", "Section B wide", "b0     b1"])
        down(graph, 2)
        #expect(lines(graph) == ["Section A wide", "Section B wide", "b0     b1", "b2     b3", "b4"], "pushed to its section's end")
    }

    @Test func aHugeGridSectionBuildsOnlyWhatShows() {
        let view = ScrollView(showsIndicators: false) {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0, pinnedViews: .sectionHeaders) {
                Section("Header") {
                    ForEach(0 ..< 20_000, id: \.self) { Text("\($0)") }
                }
            }
        }
        let graph = ViewGraph(root: view)
        _ = graph.render(size: size)
        graph.handle(.key(KeyEvent(.end)))
        #expect(lines(graph).first == "Header")
        #expect(lines(graph).last?.hasPrefix("19998") == true, "\(lines(graph))")
        #expect(graph.nodeCount < 80, "nodes: \(graph.nodeCount)")
    }

    // MARK: - Scroll position

    @Observable
    final class Position {
        var id: Int?
    }

    struct PositionedList: View {
        let position: Position
        var body: some View {
            let _ = position.id
            ScrollView(showsIndicators: false) {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0 ..< 1_000, id: \.self) { Text("Row \($0)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: Binding(get: { position.id }, set: { position.id = $0 }))
        }
    }

    @Test func theScrollPositionFollowsTheTopRowAsKeysScroll() {
        let position = Position()
        let graph = ViewGraph(root: PositionedList(position: position))
        _ = graph.render(size: size)
        down(graph, 3)
        #expect(lines(graph).first == "Row 3")
        graph.update()
        #expect(position.id == 3)
        graph.handle(.key(KeyEvent(.pageDown)))
        _ = graph.render(size: size)
        graph.update()
        #expect(position.id == 7)
    }

    @Test func settingTheScrollPositionScrollsThere() {
        let position = Position()
        let graph = ViewGraph(root: PositionedList(position: position))
        _ = graph.render(size: size)
        position.id = 500
        #expect(lines(graph) == ["Row 500", "Row 501", "Row 502", "Row 503", "Row 504"])
        graph.update()
        #expect(position.id == 500)
        down(graph, 1)
        #expect(lines(graph).first == "Row 501")
        graph.update()
        #expect(position.id == 501)
    }
}
