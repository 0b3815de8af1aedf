import GraftTerminal
import Observation
import Testing

@testable import GraftHosting
@testable import TUIKit

@Observable
@MainActor
private final class Basket {
    var items = ["Lamp"]
}

/// Something a closure in the content captures.
@MainActor
private final class Captured {}

private struct BasketScreen: View {
    let basket: Basket
    let captured: Captured
    @Environment(\.dismiss) private var dismiss
    @State private var isShowingSheet = false

    var body: some View {
        VStack {
            Text("Items: \(basket.items.count)")
            Button("Close") {
                _ = captured
                dismiss()
            }
            .keyboardShortcut(.character("w"), modifiers: .control)
            Button("Details") { isShowingSheet = true }
        }
        .navigationTitle("Basket")
        .toolbar { ToolbarItem { Button("Clear") { _ = captured } } }
        .sheet(isPresented: $isShowingSheet) { Text("Details of \(basket.items.count)") }
        .task { _ = captured }
    }
}

@MainActor
@Suite("No retain cycles")
struct LeakTests {
    @Test func poppingAHostReleasesItItsRootViewAndItsModels() async {
        let (app, window, surface) = makeApp(width: 30, height: 6)
        let navigation = TUINavigationController(rootViewController: TUIViewController())
        window.rootViewController = navigation
        weak var weakHost: TUIHostingController<BasketScreen>?
        weak var weakBasket: Basket?
        weak var weakCaptured: Captured?
        weak var weakView: TUIView?
        weak var weakGraph: ViewGraph?
        do {
            let basket = Basket()
            let captured = Captured()
            let host = TUIHostingController(rootView: BasketScreen(basket: basket, captured: captured))
            weakHost = host
            weakBasket = basket
            weakCaptured = captured
            weakView = host.view
            weakGraph = host.hostingView.graph
            navigation.pushViewController(host, animated: false)
            display(app)
            _ = host.keyCommands
        }
        #expect(weakHost != nil)
        // The host's first control, Close, has focus as the screen appears.
        send([key(.enter)], to: app, surface: surface)
        #expect(navigation.viewControllers.count == 1)
        display(app)
        // The content's task, cancelled, lets go of what it captured once it has run.
        for _ in 0 ..< 5 { await Task.yield() }
        #expect(weakHost == nil)
        #expect(weakView == nil)
        #expect(weakGraph == nil)
        #expect(weakBasket == nil)
        #expect(weakCaptured == nil)
    }

    @Test func dismissingAPresentedHostReleasesItAndItsSheet() async {
        let (app, window, surface) = makeApp(width: 30, height: 8)
        let presenter = TUIViewController()
        window.rootViewController = presenter
        display(app)
        weak var weakHost: TUIHostingController<BasketScreen>?
        weak var weakSheet: TUIViewController?
        weak var weakBasket: Basket?
        do {
            let basket = Basket()
            let host = TUIHostingController(rootView: BasketScreen(basket: basket, captured: Captured()))
            host.modalPresentationStyle = .fullScreen
            weakHost = host
            weakBasket = basket
            presenter.present(host, animated: false)
            display(app)
        }
        // Open the host's own sheet (the Details button), then close it.
        send([key(.tab), key(.enter)], to: app, surface: surface)
        weakSheet = weakHost?.presentedViewController
        #expect(weakSheet != nil)
        send([key(.escape)], to: app, surface: surface)
        #expect(weakSheet == nil)
        // Close the host with its Ctrl-W shortcut, which calls dismiss.
        send([key(.character("w"), .control)], to: app, surface: surface)
        #expect(presenter.presentedViewController == nil)
        for _ in 0 ..< 5 { await Task.yield() }
        #expect(weakHost == nil)
        #expect(weakBasket == nil)
    }
}
