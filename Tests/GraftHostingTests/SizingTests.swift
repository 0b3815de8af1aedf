import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

private struct Greeting: View {
    var name: String
    var body: some View { Text("Hello, \(name)!") }
}

@MainActor
@Suite("Hosting controller sizing")
struct SizingTests {
    @Test func intrinsicContentSizeFollowsTheContentInAutoLayout() {
        let (app, window, surface) = makeApp(width: 30, height: 3)
        let parent = TUIViewController()
        window.rootViewController = parent
        let host = TUIHostingController(rootView: Greeting(name: "Ada"))
        host.sizingOptions = .intrinsicContentSize
        parent.addChild(host)
        parent.view.addSubview(host.view)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        TUILayoutConstraint.activate([
            host.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor, constant: 2),
            host.view.topAnchor.constraint(equalTo: parent.view.topAnchor, constant: 1),
        ])
        host.didMove(toParent: parent)
        display(app)
        #expect(host.view.frame == Rect(x: 2, y: 1, width: 11, height: 1))
        #expect(lines(surface)[1] == "  Hello, Ada!")

        host.rootView = Greeting(name: "Grace")
        display(app)
        #expect(host.view.frame == Rect(x: 2, y: 1, width: 13, height: 1))
        #expect(lines(surface)[1] == "  Hello, Grace!")
    }

    @Test func preferredContentSizeFollowsTheContentForAFormSheet() {
        let (app, window, surface) = makeApp(width: 30, height: 9)
        let presenter = TUIViewController()
        window.rootViewController = presenter
        display(app)
        let host = TUIHostingController(
            rootView: VStack {
                Text("Delete?")
                Text("It cannot be undone")
            })
        host.sizingOptions = .preferredContentSize
        host.modalPresentationStyle = .formSheet
        presenter.present(host, animated: false)
        display(app)
        #expect(host.preferredContentSize == Size(width: 19, height: 2))
        #expect(host.view.frame.size == Size(width: 19, height: 2))
        #expect(trimmed(surface).contains("│      Delete?      │"))
    }

    @Test func sizeThatFitsMeasuresWithoutShowing() {
        let host = TUIHostingController(rootView: Text("Hello wide world"))
        #expect(host.sizeThatFits(in: Size(width: 6, height: 10)) == Size(width: 5, height: 3))
        #expect(host.sizeThatFits(in: CellProposal.unspecified) == Size(width: 16, height: 1))
        #expect(!host.isViewLoaded)
    }

    @Test func aFlexibleRootWithoutADefiniteProposalIsReportedNotCollapsed() {
        TUILayoutDiagnostics.removeAllReports()
        let host = TUIHostingController(rootView: Color.blue.frame(height: 2))
        let size = host.sizeThatFits(in: CellProposal(width: nil, height: 5))
        #expect(size == Size(width: CellProposal.infinity, height: 2))
        #expect(host.sizeThatFits(in: Size(width: 7, height: 5)) == Size(width: 7, height: 2))
        host.sizingOptions = .intrinsicContentSize
        #expect(host.view.intrinsicContentSize == Size(width: TUIView.noIntrinsicMetric, height: 2))
        let messages = TUILayoutDiagnostics.reports.filter { $0.kind == .hosting }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("fills any width") })
    }
}
