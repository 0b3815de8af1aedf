import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

/// A counter whose count lives in `@State`, with a label the parent passes in.
private struct Counter: View {
    var label: String
    var log: Log?
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(label): \(count)")
            Button("Add") { count += 1 }
        }
        .onAppear { log?.entries.append("\(label).onAppear") }
        .onDisappear { log?.entries.append("\(label).onDisappear") }
    }
}

/// A hosting controller that records its lifecycle callbacks.
private final class RecordingHost: TUIHostingController<Counter> {
    let log: Log

    init(_ rootView: Counter, log: Log) {
        self.log = log
        super.init(rootView: rootView)
    }

    override func willMove(toParent parent: TUIViewController?) {
        super.willMove(toParent: parent)
        log.entries.append("willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: TUIViewController?) {
        log.entries.append("didMove(toParent: \(parent == nil ? "nil" : "parent"))")
        super.didMove(toParent: parent)
    }

    override func viewWillAppear(_ animated: Bool) {
        log.entries.append("viewWillAppear")
        super.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        log.entries.append("viewDidDisappear")
        super.viewDidDisappear(animated)
    }
}

@MainActor
@Suite("Hosting controller")
struct HostingControllerTests {
    @Test func aChildGoesThroughTheFullContainmentSequenceAndItsContentAppears() {
        let (app, window, surface) = makeApp(width: 20, height: 4)
        let parent = TUIViewController()
        window.rootViewController = parent
        let log = Log()
        let host = RecordingHost(Counter(label: "Count", log: log), log: log)

        parent.addChild(host)
        parent.view.addSubview(host.view)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        TUILayoutConstraint.activate([
            host.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
            host.view.topAnchor.constraint(equalTo: parent.view.topAnchor),
            host.view.heightAnchor.constraint(equalToConstant: 2),
        ])
        host.didMove(toParent: parent)
        display(app)

        #expect(
            log.entries == [
                "willMove(toParent: parent)", "viewWillAppear", "Count.onAppear",
                "didMove(toParent: parent)", "viewDidAppear",
            ])
        #expect(lines(surface).prefix(2) == ["      Count: 0", "      [ Add ]"])

        log.entries.removeAll()
        host.willMove(toParent: nil)
        host.view.removeFromSuperview()
        host.removeFromParent()
        display(app)
        #expect(
            log.entries == [
                "willMove(toParent: nil)", "viewWillDisappear", "viewDidDisappear", "Count.onDisappear",
                "didMove(toParent: nil)",
            ])
        #expect(surface.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test func contentAppearsAgainWhenItsControllerComesBackIntoView() {
        let (app, window, _) = makeApp()
        let log = Log()
        let first = TUIHostingController(rootView: Counter(label: "First", log: log))
        let navigation = TUINavigationController(rootViewController: first)
        window.rootViewController = navigation
        display(app)
        navigation.pushViewController(TUIHostingController(rootView: Counter(label: "Second", log: log)), animated: true)
        navigation.popViewController(animated: true)
        display(app)
        #expect(
            log.entries == [
                "First.onAppear", "Second.onAppear", "First.onDisappear", "First.onAppear", "Second.onDisappear",
            ])
    }

    @Test func contentIsNotReEvaluatedOnLayoutPasses() {
        let (app, window, surface) = makeApp(width: 20, height: 3)
        let host = TUIHostingController(rootView: Counter(label: "Count"))
        window.rootViewController = host
        display(app)
        let graph = host.hostingView.graph
        let evaluations = graph.bodyEvaluationCount
        for width in [18, 20, 19, 20] {
            send([.resize(Size(width: width, height: 3))], to: app, surface: surface)
            host.view.setNeedsLayout()
            window.layoutIfNeeded()
        }
        #expect(graph.bodyEvaluationCount == evaluations)
    }

    @Test func aStateChangeRedrawsOnceOnTheNextTurn() {
        let (app, window, surface) = makeApp(width: 20, height: 2)
        let host = TUIHostingController(rootView: Counter(label: "Count"))
        window.rootViewController = host
        display(app)
        let frames = app.mainLoop?.frameCount ?? 0
        send([key(.tab), key(.enter), key(.enter)], to: app, surface: surface)
        #expect(lines(surface) == ["      Count: 2", "      [ Add ]"])
        #expect(app.mainLoop?.frameCount == frames + 1)
    }

    @Test func replacingTheRootViewKeepsTheStateOfWhatStays() {
        let (app, window, surface) = makeApp(width: 20, height: 2)
        let host = TUIHostingController(rootView: Counter(label: "Count"))
        window.rootViewController = host
        display(app)
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(lines(surface)[0] == "      Count: 1")
        host.rootView = Counter(label: "Total")
        display(app)
        #expect(lines(surface)[0] == "      Total: 1")
    }

    @Test func backgroundIsOpaqueByDefaultAndClearShowsWhatIsBehind() {
        let (app, window, surface) = makeApp(width: 10, height: 1)
        let behind = TUIView()
        behind.backgroundColor = .blue
        behind.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        window.addSubview(behind)
        let host = TUIHostingController(rootView: Text("Hi"))
        host.view.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        window.addSubview(host.view)
        display(app)
        #expect(surface.lastFrame?[0, 0].style.background == .default)
        #expect(lines(surface) == ["    Hi"])
        host.view.backgroundColor = .clear
        display(app)
        #expect(surface.lastFrame?[0, 0].style.background == .blue)
        #expect(surface.lastFrame?[4, 0].character == "H")
    }
}

@MainActor
@Suite("Hosting controller animations")
struct HostingAnimationTests {
    private struct Loading: View {
        var isLoading: Bool
        var body: some View {
            if isLoading { ProgressView() } else { Text("Done") }
        }
    }

    @Test func aSpinnerTicksOnTheRunLoopOnlyWhileItIsShown() async throws {
        let (app, window, surface) = makeApp(width: 10, height: 1)
        let host = TUIHostingController(rootView: Loading(isLoading: true))
        window.rootViewController = host
        display(app)
        #expect(host.hostingView.isAnimating)
        let first = surface.text
        // Poll a number of turns rather than until a wall-clock deadline: other
        // tests may hold the main actor for seconds, and the timer fires on it.
        var turns = 0
        repeat {
            try await Task.sleep(for: .milliseconds(20))
            display(app)
            turns += 1
        } while surface.text == first && turns < 500
        #expect(surface.text != first)

        host.rootView = Loading(isLoading: false)
        display(app)
        #expect(!host.hostingView.isAnimating)
        #expect(trimmed(surface) == ["Done"])
    }
}
