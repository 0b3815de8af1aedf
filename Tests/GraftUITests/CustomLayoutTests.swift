import Foundation
import GraftTerminal
import Observation
import Testing

@testable import GraftUI

/// A row whose subviews all get the width of the widest one's ideal width,
/// the standard spacing apart.
private struct EqualWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = largestIdealSize(subviews)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps(subviews).reduce(0, +), height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = largestIdealSize(subviews)
        let gaps = gaps(subviews)
        var x = bounds.minX
        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: x + cell.width / 2, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cell))
            x += cell.width + (index < gaps.count ? gaps[index] : 0)
        }
    }

    private func largestIdealSize(_ subviews: Subviews) -> CGSize {
        subviews.reduce(CGSize.zero) { largest, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Places subviews left to right in order of their rank, touching.
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Places only its first subview, at the top-leading corner.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

@MainActor
private final class CacheCounter {
    var made = 0
    var updated = 0
}

/// A column that keeps its subviews' ideal heights in its cache.
private struct CachedColumn: Layout {
    let counter: CacheCounter

    func makeCache(subviews: Subviews) -> [CGFloat] {
        counter.made += 1
        return subviews.map { $0.sizeThatFits(.unspecified).height }
    }

    func updateCache(_ cache: inout [CGFloat], subviews: Subviews) {
        counter.updated += 1
        cache = subviews.map { $0.sizeThatFits(.unspecified).height }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
        CGSize(width: proposal.width ?? 1, height: cache.reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
        var y = bounds.minY
        for (subview, height) in zip(subviews, cache) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: height))
            y += height
        }
    }
}

@MainActor
private struct Counter: View {
    let name: String
    let probe: Probe
    @State private var count = 0

    var body: some View {
        probe.actions[name] = { count += 1 }
        return Text("\(name)=\(count)")
    }
}

@Observable
@MainActor
private final class Orientation {
    var isWide = true
}

@MainActor
private struct Adaptive: View {
    let orientation: Orientation
    let probe: Probe

    var body: some View {
        let layout = orientation.isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
        return layout {
            Counter(name: "a", probe: probe)
            Counter(name: "b", probe: probe)
        }
    }
}

@MainActor
private struct CachedList: View {
    let counter: CacheCounter
    let model: Orientation

    var body: some View {
        CachedColumn(counter: counter) {
            Text("a")
            Text("b")
            if !model.isWide { Text("c") }
        }
    }
}

private func lines(_ canvas: Canvas, height: Int) -> [String] {
    Array(
        canvas.text(trimmingTrailingSpaces: false).split(separator: "\n", omittingEmptySubsequences: false).prefix(height).map {
            String($0)
        })
}

@MainActor
@Suite("Custom layout")
struct CustomLayoutTests {
    @Test func anEqualWidthRowGivesEverySubviewTheWidestIdealWidth() {
        let row = EqualWidthRow {
            Color.red.frame(idealWidth: 1)
            Color.green.frame(idealWidth: 3)
            Color.blue.frame(idealWidth: 2)
        }
        // 3 + 1 + 3 + 1 + 3 columns, the standard spacing between.
        #expect(backgrounds(row, width: 11, height: 1) == ["rrr.ggg.bbb"])
        // Centered in a wider container, as any view is.
        #expect(backgrounds(row, width: 13, height: 1) == [".rrr.ggg.bbb."])
    }

    @Test func geometryIsInPointsAtTheScaleAndRoundedBackToCells() {
        let row = EqualWidthRow {
            Color.red.frame(idealWidth: 8)
            Color.green.frame(idealWidth: 24)
        }
        .environment(\.pointsPerCell, CGSize(width: 8, height: 16))
        // 24 points are 3 columns; the spacing is one cell, 8 points.
        #expect(backgrounds(row, width: 7, height: 1) == ["rrr.ggg"])
    }

    @Test func layoutValuesReachTheLayout() {
        let row = RankedRow {
            Text("a").layoutValue(key: Rank.self, value: 2)
            Text("b").layoutValue(key: Rank.self, value: 1)
            Text("c")
        }
        #expect(
            lines(ViewGraph(root: row.frame(width: 3, alignment: .leading)).render(size: Size(width: 3, height: 1)), height: 1) == ["cba"])
    }

    @Test func aLayoutValueKeepsTheViewsPriority() {
        var priorities: [Double] = []
        struct Reader: Layout {
            let report: ([Double]) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                report(subviews.map(\.priority))
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let view = Reader(report: { priorities = $0 }) {
            Color.red.layoutPriority(2).layoutValue(key: Rank.self, value: 1)
            Color.green
        }
        _ = backgrounds(view, width: 2, height: 1)
        #expect(priorities == [2, 0])
    }

    @Test func aSubviewLeftUnplacedIsCenteredAtItsIdealSize() {
        let view = FirstOnly {
            Color.red.frame(width: 1, height: 1)
            Color.green.frame(width: 2, height: 1)
        }
        .frame(width: 6, height: 3)
        #expect(backgrounds(view, width: 6, height: 3) == ["r.....", "..gg..", "......"])
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() {
        let counter = CacheCounter()
        let model = Orientation()
        let graph = ViewGraph(root: CachedList(counter: counter, model: model))
        let size = Size(width: 2, height: 3)
        #expect(lines(graph.render(size: size), height: 3) == ["a ", "b ", "  "])
        #expect(counter.made == 1)
        #expect(counter.updated == 0)
        model.isWide = false
        #expect(lines(graph.render(size: size), height: 3) == ["a ", "b ", "c "])
        #expect(counter.made == 1)
        #expect(counter.updated == 1)
    }

    @Test func stackLayoutsLayOutAsTheStacks() {
        let expected = backgrounds(
            HStack(alignment: .top, spacing: 1) {
                Color.red.frame(width: 2, height: 1)
                Color.green.frame(height: 2)
            }, width: 7, height: 2)
        let layout = HStackLayout(alignment: .top, spacing: 1)
        let actual = backgrounds(
            layout {
                Color.red.frame(width: 2, height: 1)
                Color.green.frame(height: 2)
            }, width: 7, height: 2)
        #expect(actual == expected)
        #expect(actual == ["rr.gggg", "...gggg"])
        let column = VStackLayout(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 1, height: 1)
            Color.green.frame(width: 3, height: 1)
        }
        #expect(backgrounds(column, width: 3, height: 2) == ["..r", "ggg"])
        let overlay = ZStackLayout(alignment: .bottomTrailing) {
            Color.red.frame(width: 3, height: 2)
            Color.green.frame(width: 1, height: 1)
        }
        #expect(backgrounds(overlay, width: 3, height: 2) == ["rrr", "rrg"])
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }

    @Test func aCustomLayoutCanDelegateToAStackLayout() {
        struct Row: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var cache: Void = ()
                return HStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var cache: Void = ()
                HStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        let row = Row {
            Color.red.frame(width: 2)
            Color.green
        }
        #expect(backgrounds(row, width: 5, height: 1) == ["rrggg"])
    }

    @Test func anyLayoutWrapsACustomLayoutWithItsCache() {
        let counter = CacheCounter()
        let layout = AnyLayout(CachedColumn(counter: counter))
        let view = layout {
            Color.red.frame(height: 1)
            Color.green.frame(height: 2)
        }
        #expect(backgrounds(view, width: 2, height: 3) == ["rr", "gg", "gg"])
        #expect(counter.made == 1)
    }

    @Test func switchingAnAnyLayoutKeepsTheSubviewsState() {
        let orientation = Orientation()
        let probe = Probe()
        let graph = ViewGraph(root: Adaptive(orientation: orientation, probe: probe))
        let size = Size(width: 7, height: 2)
        #expect(lines(graph.render(size: size), height: 2) == ["a=0 b=0", "       "])
        probe.run("a")
        #expect(lines(graph.render(size: size), height: 2) == ["a=1 b=0", "       "])
        orientation.isWide = false
        #expect(lines(graph.render(size: size), height: 2) == ["  a=1  ", "  b=0  "])
        orientation.isWide = true
        #expect(lines(graph.render(size: size), height: 2) == ["a=1 b=0", "       "])
    }
}
