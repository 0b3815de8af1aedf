import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

@MainActor
@Suite("Hosting view")
struct HostingViewTests {
    @Test func addedInAControllersViewItInstallsItsControllerAsAChildAndShowsTheContent() {
        let (app, window, surface) = makeApp(width: 20, height: 3)
        let screen = TUIViewController()
        window.rootViewController = screen
        let log = Log()
        let banner = TUIHostingView {
            Text("Hello!").onAppear { log.entries.append("appear") }.onDisappear { log.entries.append("disappear") }
        }
        banner.frame = Rect(x: 2, y: 1, width: 10, height: 1)
        screen.view.addSubview(banner)
        display(app)
        #expect(screen.children.count == 1)
        #expect(screen.children.first === banner.hostingController)
        #expect(banner.hostingController.view.superview === banner)
        #expect(log.entries == ["appear"])
        #expect(lines(surface)[1] == "    Hello!")

        banner.removeFromSuperview()
        display(app)
        #expect(screen.children.isEmpty)
        #expect(banner.hostingController.parent == nil)
        #expect(log.entries == ["appear", "disappear"])
    }

    @Test func movingItUnderAnotherControllerReparentsItsController() {
        let (app, window, _) = makeApp(width: 20, height: 4)
        let container = TUIViewController()
        window.rootViewController = container
        let first = TUIViewController()
        let second = TUIViewController()
        for (index, child) in [first, second].enumerated() {
            container.addChild(child)
            child.view.frame = Rect(x: 0, y: index * 2, width: 20, height: 2)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        let badge = TUIHostingView { Text("3") }
        first.view.addSubview(badge)
        display(app)
        #expect(badge.hostingController.parent === first)
        second.view.addSubview(badge)
        display(app)
        #expect(badge.hostingController.parent === second)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1)
    }

    @Test func itSizesItselfFromItsContentInAutoLayout() {
        let (app, window, _) = makeApp(width: 20, height: 3)
        let screen = TUIViewController()
        window.rootViewController = screen
        let label = TUIHostingView { Text("Ready") }
        label.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(label)
        TUILayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            label.topAnchor.constraint(equalTo: screen.view.topAnchor),
        ])
        display(app)
        #expect(label.frame.size == Size(width: 5, height: 1))
    }

    @Test func withoutAViewControllerItReportsTheProblemAndStillShowsTheContent() {
        TUILayoutDiagnostics.removeAllReports()
        let (app, window, surface) = makeApp(width: 20, height: 1)
        let orphan = TUIHostingView { Text("Alone") }
        orphan.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        window.addSubview(orphan)
        display(app)
        #expect(trimmed(surface) == ["Alone"])
        let reports = TUILayoutDiagnostics.reports.filter { $0.kind == .hosting }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("no view controller") == true)
    }
}
