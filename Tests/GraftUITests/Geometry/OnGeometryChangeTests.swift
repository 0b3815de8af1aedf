import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// Collects what `onGeometryChange` reported.
@MainActor
private final class Reports {
    var values: [String] = []
}

/// A view that shows the width it was told of, as a state change in the action.
private struct WidthEcho: View {
    @State private var width: CGFloat = -1

    var body: some View {
        Text("w\(Int(width))")
            .frame(maxWidth: .infinity, alignment: .leading)
            .onGeometryChange(for: CGFloat.self) {
                $0.size.width
            } action: {
                width = $0
            }
    }
}

/// `onGeometryChange(for:of:action:)` reports a value made of the view's
/// geometry after layout: on the first layout, then only when it changes.
@MainActor
@Suite("onGeometryChange")
struct OnGeometryChangeTests {
    @Test func theFirstLayoutReportsAndAnUnchangedValueDoesNot() {
        let reports = Reports()
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 2, height: 1)
            Text("abc").onGeometryChange(for: CGRect.self) {
                $0.frame(in: .global)
            } action: {
                reports.values.append("\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))x\(Int($0.height))")
            }
        }
        // The row is centered: 2 columns in, the text 2 further.
        let graph = ViewGraph(root: view)
        _ = graph.render(size: Size(width: 9, height: 1))
        // The action runs after the layout, not inside it.
        #expect(reports.values.isEmpty)
        #expect(graph.needsUpdate)
        graph.update()
        #expect(reports.values == ["4,0 3x1"])
        _ = graph.render(size: Size(width: 9, height: 1))
        _ = graph.render(size: Size(width: 9, height: 1))
        #expect(reports.values == ["4,0 3x1"])
        _ = graph.render(size: Size(width: 11, height: 1))
        graph.update()
        #expect(reports.values == ["4,0 3x1", "5,0 3x1"])
    }

    @Test func theTwoValueFormGetsTheOldAndNewValues() {
        let reports = Reports()
        let view = Color.red.onGeometryChange(for: Int.self) {
            Int($0.size.width)
        } action: { old, new in
            reports.values.append("\(old)->\(new)")
        }
        let graph = ViewGraph(root: view)
        _ = graph.render(size: Size(width: 4, height: 1))
        _ = graph.render(size: Size(width: 6, height: 1))
        _ = graph.render(size: Size(width: 6, height: 1))
        #expect(reports.values == ["4->4", "4->6"])
    }

    @Test func stateTheActionSetsShowsInTheNextFrame() {
        let graph = ViewGraph(root: WidthEcho())
        let size = Size(width: 6, height: 1)
        #expect(graph.render(size: size).text(trimmingTrailingSpaces: true) == "w-1")
        #expect(graph.render(size: size).text(trimmingTrailingSpaces: true) == "w6")
        // The text's new width does not change the frame's: no further report.
        #expect(!graph.needsUpdate)
    }

    @Test func theModifierDoesNotChangeLayout() {
        let plain = HStack(spacing: 0) {
            Text("ab")
            Text("cd")
        }
        let observed = HStack(spacing: 0) {
            Text("ab").onGeometryChange(for: CGSize.self) {
                $0.size
            } action: { _ in
            }
            Text("cd")
        }
        #expect(render(observed, width: 6, height: 1) == render(plain, width: 6, height: 1))
    }
}
