import GraftTerminal
import GraftUI
import Testing

@testable import GraftHosting
@testable import TUIKit

/// `.toolbar { Button(...) }` as SwiftUI code writes it: a view that is not a `ToolbarItem` is an
/// item at the automatic placement (trailing in the navigation bar), never dropped.
private struct Notes: View {
    let log: Log
    var canShare: Bool

    var body: some View {
        Text("Notes")
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button("Add") { log.entries.append("add") }
                if canShare {
                    Button("Share") { log.entries.append("share") }
                }
                Button("Sort") {}.disabled(true)
                ToolbarItem(placement: .cancellationAction) { Button("Close") { log.entries.append("close") } }
            }
    }
}

@MainActor
@Suite("Bare toolbar buttons")
struct BareToolbarButtonTests {
    @Test func bareButtonsBecomeTrailingBarButtonsInOrder() {
        let (app, window, surface) = makeApp(width: 50, height: 5)
        let log = Log()
        let host = TUIHostingController(rootView: Notes(log: log, canShare: true))
        window.rootViewController = TUINavigationController(rootViewController: host)
        display(app)
        // UIKit lists right bar items from the right edge inward; on screen they read Add, Share, Sort.
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Sort", "Share", "Add"])
        #expect(host.navigationItem.rightBarButtonItems.map(\.isEnabled) == [false, true, true])
        #expect(host.navigationItem.leftBarButtonItems.map(\.title) == ["Close"])
        let bar = lines(surface)[0]
        let positions = ["Add", "Share", "Sort"].compactMap { bar.range(of: $0)?.lowerBound }
        #expect(positions.count == 3 && positions == positions.sorted(), "\(bar)")

        host.navigationItem.rightBarButtonItems.last?.primaryAction?.perform(sender: nil)
        #expect(log.entries == ["add"])
    }

    @Test func aButtonBehindAFalseConditionIsNotAnItem() {
        let (app, window, _) = makeApp(width: 50, height: 5)
        let host = TUIHostingController(rootView: Notes(log: Log(), canShare: false))
        window.rootViewController = TUINavigationController(rootViewController: host)
        display(app)
        #expect(host.navigationItem.rightBarButtonItems.map(\.title) == ["Sort", "Add"])
    }
}
