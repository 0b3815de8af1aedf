import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// The arrow keys between controls (by direction, with focus sections),
/// and default focus preferred inside a focus scope.
@MainActor
@Suite("Focus directions, sections and scopes")
struct FocusDirectionTests {
    private let size = Size(width: 40, height: 8)

    /// The text of the reversed run of cells: the focused control.
    private func focused(_ graph: ViewGraph) -> String {
        let canvas = graph.render(size: size)
        for y in 0 ..< size.height {
            let run = (0 ..< size.width).filter { canvas[$0, y].style.attributes.contains(.reverse) }
            if !run.isEmpty {
                return String(run.map { canvas[$0, y].character }).trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
            }
        }
        return ""
    }

    private func press(_ graph: ViewGraph, _ key: Key) {
        _ = graph.handle(.key(KeyEvent(key)))
    }

    @Test func arrowsMoveToTheControlThatWayNotTheNextInReadingOrder() {
        let graph = ViewGraph(
            root: VStack(alignment: .leading) {
                HStack {
                    Button("NW") {}
                    Button("NE") {}
                }
                HStack {
                    Button("SW") {}
                    Button("SE") {}
                }
            })
        _ = graph.render(size: size)
        #expect(graph.focusFirstControl())
        #expect(focused(graph) == "NW")
        press(graph, .down)
        #expect(focused(graph) == "SW", "Down goes below, not to NE, which comes next in reading order")
        press(graph, .right)
        #expect(focused(graph) == "SE")
        press(graph, .up)
        #expect(focused(graph) == "NE")
        press(graph, .right)
        #expect(focused(graph) == "NE", "nothing lies to the right")
    }

    @Test func aSectionCatchesAnArrowThatFindsNothingInLine() {
        let graph = ViewGraph(
            root: HStack(alignment: .top) {
                VStack {
                    Button("New") {}
                    Button("Open") {}
                    Button("Recent") {}
                }
                VStack { Button("Far") {} }
                VStack {
                    Spacer().frame(height: 2)
                    Button("Help") {}
                }.focusSection()
            })
        _ = graph.render(size: size)
        #expect(graph.focusFirstControl())
        press(graph, .down)
        press(graph, .down)
        #expect(focused(graph) == "Recent")
        // Nothing is in line to the right; the section wins over "Far",
        // which is nearer but outside it.
        press(graph, .right)
        #expect(focused(graph) == "Help")
    }

    private struct Scoped: View {
        @Namespace private var namespace
        let prefersSave: Bool
        var body: some View {
            HStack {
                Button("Cut") {}
                Button("Save") {}.prefersDefaultFocus(prefersSave, in: namespace)
            }
            .focusScope(namespace)
        }
    }

    @Test func theViewThatPrefersDefaultFocusInItsScopeGetsFocusFirst() {
        let preferring = ViewGraph(root: Scoped(prefersSave: true))
        _ = preferring.render(size: size)
        #expect(preferring.focusPreferredControl())
        #expect(focused(preferring) == "Save")

        let notPreferring = ViewGraph(root: Scoped(prefersSave: false))
        _ = notPreferring.render(size: size)
        #expect(notPreferring.focusPreferredControl())
        #expect(focused(notPreferring) == "Cut")
    }

    private struct Unscoped: View {
        @Namespace private var namespace
        var body: some View {
            HStack {
                Button("Cut") {}
                Button("Save") {}.prefersDefaultFocus(in: namespace)
            }
        }
    }

    @Test func aPreferenceOutsideAScopeOfItsNamespaceDoesNothing() {
        let graph = ViewGraph(root: Unscoped())
        _ = graph.render(size: size)
        #expect(graph.focusPreferredControl())
        #expect(focused(graph) == "Cut")
    }

    private final class Identifiers {
        var seen: [Namespace.ID] = []
    }

    private struct Reporting: View {
        @Namespace private var namespace
        @State private var count = 0
        let identifiers: Identifiers
        var body: some View {
            identifiers.seen.append(namespace)
            return Button("Bump \(count)") { count += 1 }
        }
    }

    @Test func aNamespaceKeepsItsIdentifierAcrossEvaluationsAndDiffersFromAnother() {
        let identifiers = Identifiers()
        let graph = ViewGraph(
            root: VStack {
                Reporting(identifiers: identifiers)
                Reporting(identifiers: identifiers)
            })
        _ = graph.render(size: size)
        #expect(graph.focusFirstControl())
        press(graph, .enter)
        _ = graph.render(size: size)
        #expect(identifiers.seen.count == 3)
        #expect(Set(identifiers.seen).count == 2, "two views, two namespaces, the first the same on re-evaluation")
        #expect(identifiers.seen[2] == identifiers.seen[0])
    }
}
