import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Progress view styles")
struct ProgressViewStyleTests {
    /// Shows the percentage in words, as an app's own style might.
    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                if let fraction = configuration.fractionCompleted {
                    Text("\(Int((fraction * 100).rounded())) percent")
                } else {
                    Text("working (\(configuration.animationFrame))")
                }
                if let label = configuration.label { label }
            }
        }
    }

    @Test func theBuiltInStylesKeepTheirLooks() {
        #expect(render(ProgressView(value: 0.5).progressViewStyle(.linear).frame(width: 15), width: 15, height: 1) == "█████░░░░░░ 50%")
        #expect(render(ProgressView(value: 0.5).progressViewStyle(.automatic).frame(width: 15), width: 15, height: 1) == "█████░░░░░░ 50%")
        let spinner = render(ProgressView(value: 0.25).progressViewStyle(.circular), width: 6, height: 1)
        #expect(spinner == "\(spinnerFrames[0]) 25%", "a circular style with a known fraction stands still")
    }

    @Test func aLinearBarWithoutAFractionRunsABlockAlongItsTrack() {
        let graph = ViewGraph(root: ProgressView().progressViewStyle(.linear).frame(width: 8))
        let size = Size(width: 8, height: 1)
        let first = graph.render(size: size).text
        #expect(first == "███░░░░░")
        #expect(graph.hasAnimations)
        graph.advanceAnimations()
        #expect(graph.render(size: size).text == "░███░░░░")
        for _ in 0 ..< 5 { graph.advanceAnimations() }
        #expect(graph.render(size: size).text == "█░░░░░██", "the block wraps around")
    }

    @Test func aCustomStyleDrawsFromTheConfigurationAndTheInnermostStyleWins() {
        let view = VStack(alignment: .leading) {
            ProgressView("Upload", value: 0.4)
            ProgressView("Sync").progressViewStyle(.linear)
        }
        .progressViewStyle(PercentStyle())
        let graph = ViewGraph(root: view.frame(width: 20, alignment: .leading))
        let size = Size(width: 20, height: 2)
        let lines = graph.render(size: size).text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "40 percent Upload")
        #expect(lines[1].hasSuffix("Sync") && lines[1].hasPrefix("███"))
        let custom = ViewGraph(root: ProgressView().progressViewStyle(PercentStyle()))
        #expect(custom.render(size: size).text.contains("working (0)"))
        custom.advanceAnimations()
        #expect(custom.render(size: size).text.contains("working (1)"), "a custom style hears the animation ticks too")
    }

    @Test func aStyledProgressViewStillReadsAsProgress() {
        let graph = ViewGraph(root: ProgressView("Upload", value: 0.4).progressViewStyle(PercentStyle()))
        _ = graph.render(size: Size(width: 20, height: 1))
        #expect(graph.accessibilityDescription() == "progressIndicator \"Upload\" value \"40 percent\"")
    }
}
