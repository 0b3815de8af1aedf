import Foundation
import GraftTerminal
import Testing

@testable import GraftHosting

/// Records the proposals it is asked about and answers in points.
@MainActor
private final class ProposalLog {
    var proposals: [ProposedViewSize] = []
}

private struct SizedLabel: ViewRepresentable {
    let log: ProposalLog
    let answer: CGSize

    func makeTUIView(context: Context) -> TUILabel { TUILabel() }
    func updateTUIView(_ label: TUILabel, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, tuiView: TUILabel, context: Context) -> CGSize? {
        log.proposals.append(proposal)
        return answer
    }
}

/// `sizeThatFits(_:tuiView:context:)` as SwiftUI declares it: proposals and
/// answers in points, converted with the environment's `pointsPerCell`.
@MainActor
@Suite("Representable sizing")
struct RepresentableSizingTests {
    @Test func proposalsAndAnswersAreInPoints() {
        let log = ProposalLog()
        let root = HStack(spacing: 0) {
            SizedLabel(log: log, answer: CGSize(width: 80, height: 32))
            Spacer(minLength: 0)
        }
        .frame(width: 160, height: 160, alignment: .topLeading)
        .environment(\.pointsPerCell, CGSize(width: 8, height: 16))
        let (app, window, _) = makeApp(width: 30, height: 12)
        let host = TUIHostingController(rootView: root)
        window.rootViewController = host
        display(app)
        // 20 columns by 10 rows offered, at 8 by 16 points per cell.
        #expect(log.proposals.contains { $0.height == 160 && $0.width == 160 })
        let label = host.view.subviews.compactMap { $0 as? TUILabel }.first
        #expect(label?.frame.size == Size(width: 10, height: 2))
    }

    @Test func aHostingControllerAnswersACGSizeInCells() {
        let host = TUIHostingController(rootView: Text("hello world"))
        #expect(host.sizeThatFits(in: CGSize(width: 5, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 5, height: 2))
        #expect(host.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: 1)) == CGSize(width: 11, height: 1))
    }
}
