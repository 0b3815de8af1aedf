import GraftTerminal
import Testing

@testable import GraftUI

/// Modifier nodes keep the parameters they compare and lay out with
/// (``NodeParameter``) instead of reading them through their view; each
/// step here changes one parameter on a live graph and must draw what a
/// fresh graph of the same view draws.
@MainActor
@Suite("Modifier parameters")
struct ModifierParameterTests {
    /// The parameters every modifier in ``Modified`` takes.
    fileprivate struct Parameters: Equatable {
        var fixedWidth: CGFloat? = 6
        var fixedAlignment = Alignment.leading
        var minWidth: CGFloat = 4
        var flexibleAlignment = Alignment.trailing
        var fixesWidth = true
        var priority = 0.0
        var offset: CGFloat = 0
        var overlayAlignment = Alignment.topLeading
    }

    fileprivate final class Box {
        var parameters = Parameters()
    }

    private struct Modified: View {
        let parameters: Parameters
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("fixed").frame(width: parameters.fixedWidth, height: 1, alignment: parameters.fixedAlignment)
                Text("flex").frame(minWidth: parameters.minWidth, maxWidth: 12, alignment: parameters.flexibleAlignment)
                Text("a longer text that wraps").fixedSize(horizontal: parameters.fixesWidth, vertical: false).frame(
                    maxWidth: 16, alignment: .leading)
                HStack(spacing: 0) {
                    Text("first half").layoutPriority(parameters.priority)
                    Text("second half")
                }
                .frame(width: 14, alignment: .leading)
                Text("moved").offset(x: parameters.offset)
                Color.blue.frame(width: 8, height: 2).overlay(alignment: parameters.overlayAlignment) { Text("o") }
            }
        }
    }

    private struct Host: View {
        let box: Box
        let probe: Probe
        @State private var version = 0
        var body: some View {
            probe.actions["change"] = { version += 1 }
            _ = version
            return Modified(parameters: box.parameters)
        }
    }

    private let size = Size(width: 20, height: 10)

    @Test func eachChangedParameterLaysOutAsAFreshGraphDoes() {
        let box = Box()
        let probe = Probe()
        let graph = ViewGraph(root: Host(box: box, probe: probe))
        _ = graph.render(size: size)
        let steps: [(inout Parameters) -> Void] = [
            { $0.fixedWidth = 9 }, { $0.fixedWidth = nil }, { $0.fixedAlignment = .trailing },
            { $0.minWidth = 10 }, { $0.flexibleAlignment = .leading },
            { $0.fixesWidth = false }, { $0.fixesWidth = true },
            { $0.priority = 1 }, { $0.priority = -1 },
            { $0.offset = 3 }, { $0.offset = 0 },
            { $0.overlayAlignment = .bottomTrailing },
        ]
        for (index, step) in steps.enumerated() {
            step(&box.parameters)
            probe.run("change")
            let live = graph.render(size: size).text
            let fresh = ViewGraph(root: Modified(parameters: box.parameters)).render(size: size).text
            #expect(live == fresh, "step \(index)")
        }
    }
}
