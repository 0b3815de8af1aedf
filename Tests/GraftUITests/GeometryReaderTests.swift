import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
private func lines(_ graph: ViewGraph, _ size: Size) -> [String] {
    graph.render(size: size).text(trimmingTrailingSpaces: true)
        .split(separator: "\n", omittingEmptySubsequences: false).prefix(size.height).map { String($0) }
}

private func origin(_ rect: CGRect) -> String { "\(Int(rect.minX)),\(Int(rect.minY))" }

/// `GeometryReader` takes all the space offered, puts its content at the
/// top-leading corner, and rebuilds it from its size and position.
@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
    @Test func itTakesAllTheSpaceAndPlacesContentTopLeading() {
        let reader = GeometryReader { _ in Color.red.frame(width: 2, height: 1) }
        #expect(backgrounds(reader, width: 5, height: 3) == ["rr...", ".....", "....."])
        let row = HStack(spacing: 0) {
            Color.green.frame(width: 2)
            GeometryReader { _ in Color.red.frame(width: 1, height: 1) }
        }
        #expect(backgrounds(row, width: 5, height: 2) == ["ggr..", "gg..."])
    }

    @Test func theProxysSizeIsInPoints() {
        let reader = GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
        #expect(lines(ViewGraph(root: reader), Size(width: 7, height: 2)) == ["7x2", ""])
        let scaled = reader.environment(\.pointsPerCell, CGSize(width: 8, height: 16))
        #expect(lines(ViewGraph(root: scaled), Size(width: 7, height: 2)) == ["56x32", ""])
    }

    @Test func theContentIsRebuiltWhenTheSizeChanges() {
        let graph = ViewGraph(root: GeometryReader { proxy in Text("w\(Int(proxy.size.width))") })
        #expect(lines(graph, Size(width: 7, height: 1)) == ["w7"])
        #expect(lines(graph, Size(width: 9, height: 1)) == ["w9"])
    }

    @Test func framesInGlobalLocalAndNamedSpaces() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 12, height: 1)
            HStack(spacing: 0) {
                Color.green.frame(width: 2, height: 2)
                GeometryReader { proxy in
                    Text(
                        "\(origin(proxy.frame(in: .global))) \(origin(proxy.frame(in: .named("box")))) \(Int(proxy.frame(in: .local).minX + proxy.frame(in: .local).minY))"
                    )
                }
            }
        }
        .coordinateSpace(name: "box")
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0))
        // The named stack starts at (2, 1); the reader is 2 further in and one row down.
        #expect(lines(ViewGraph(root: view), Size(width: 14, height: 5))[2] == "    4,2 2,1 0")
    }

    @Test func theNewerNamedSpaceAPIAndAMissingNameGivesTheGlobalFrame() {
        let view = HStack(spacing: 0) {
            Color.green.frame(width: 3, height: 1)
            GeometryReader { proxy in
                Text("\(origin(proxy.frame(in: NamedCoordinateSpace.named("row")))) \(origin(proxy.frame(in: .named("none"))))")
            }
        }
        .coordinateSpace(.named("row"))
        .padding(.leading, 1)
        #expect(lines(ViewGraph(root: view), Size(width: 12, height: 1)) == ["    3,0 4,0"])
    }

    @Test func safeAreaInsetsAreWhatTheUnsafeAreaCoversOfTheReader() {
        let reader = GeometryReader { proxy in Text("top \(Int(proxy.safeAreaInsets.top))") }
        let inside = ViewGraph(root: reader)
        inside.safeAreaInsets = CellInsets(top: 2, leading: 0, bottom: 0, trailing: 0)
        #expect(lines(inside, Size(width: 6, height: 3)) == ["", "", "top 0"])
        let through = ViewGraph(root: reader.ignoresSafeArea())
        through.safeAreaInsets = CellInsets(top: 2, leading: 0, bottom: 0, trailing: 0)
        #expect(lines(through, Size(width: 6, height: 3)) == ["top 2", "", ""])
    }
}
