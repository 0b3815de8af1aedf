import Foundation
import GraftTerminal
import Observation
import Testing

@testable import GraftHosting
@testable import TUIKit

@Observable
@MainActor
private final class Cart {
    var count = 0
}

private struct CartBadge: View {
    let cart: Cart
    var body: some View { Text("Cart: \(cart.count)") }
}

private final class Wishlist: ObservableObject {
    @Published var names: [String] = []
}

private struct WishlistSummary: View {
    @ObservedObject var wishlist: Wishlist
    var body: some View { Text("Wishes: \(wishlist.names.count)") }
}

/// Shows the environment values that follow traits.
private struct TraitReport: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.layoutDirection) private var direction
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        Text("\(colorScheme) \(horizontal.map { "\($0)" } ?? "nil") \(direction == .leftToRight ? "ltr" : "rtl") \(typeSize)")
    }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

@Observable
@MainActor
private final class Theme {
    var accent = "cyan"
}

private struct AccentLabel: View {
    @Environment(\.accentName) private var accent
    var body: some View { Text("Accent: \(accent)") }
}

/// Sets the environment key from an observable model, so changes made from
/// UIKit code after the controller was created reach the content.
private struct ThemeBridge<Content: View>: View {
    let theme: Theme
    let content: Content
    var body: some View { content.environment(\.accentName, theme.accent) }
}

/// Keeps a UIKit label in step with the cart, the way UIKit code observes a
/// model: read inside `withObservationTracking`, observe again after each change.
@MainActor
private final class CartLabelBinder {
    let cart: Cart
    let label: TUILabel
    var updates = 0

    init(cart: Cart, label: TUILabel) {
        self.cart = cart
        self.label = label
    }

    func observe() {
        withObservationTracking {
            label.text = "Items: \(cart.count)"
            updates += 1
        } onChange: { [weak self] in
            Task { @MainActor in self?.observe() }
        }
    }
}

/// Waits for main-actor work queued by observation callbacks.
@MainActor
private func settle() async {
    for _ in 0 ..< 5 { await Task.yield() }
}

@MainActor
@Suite("Models and traits across the boundary")
struct ModelAndTraitTests {
    @Test func anObservableModelDrivesTheHostedViewAndAUIKitLabelWithoutFeedback() async {
        let (app, window, surface) = makeApp(width: 20, height: 2)
        let cart = Cart()
        let host = TUIHostingController(rootView: CartBadge(cart: cart))
        host.view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        window.addSubview(host.view)
        let label = TUILabel(frame: Rect(x: 0, y: 1, width: 20, height: 1))
        window.addSubview(label)
        let binder = CartLabelBinder(cart: cart, label: label)
        binder.observe()
        display(app)
        #expect(lines(surface) == ["      Cart: 0", "Items: 0"])

        let evaluations = host.hostingView.graph.bodyEvaluationCount
        cart.count = 3
        await settle()
        display(app)
        #expect(lines(surface) == ["      Cart: 3", "Items: 3"])
        #expect(host.hostingView.graph.bodyEvaluationCount == evaluations + 1)
        #expect(binder.updates == 2)
        #expect(host.rootView.cart === cart)
    }

    @Test func anObservableObjectDrivesTheHostedViewAndAPublishedSubscription() async {
        let (app, window, surface) = makeApp(width: 20, height: 2)
        let wishlist = Wishlist()
        let host = TUIHostingController(rootView: WishlistSummary(wishlist: wishlist))
        host.view.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        window.addSubview(host.view)
        let label = TUILabel(frame: Rect(x: 0, y: 1, width: 20, height: 1))
        window.addSubview(label)
        let subscription = wishlist.$names.sink { names in label.text = "Names: \(names.count)" }
        display(app)
        wishlist.names.append("Lamp")
        await settle()
        display(app)
        #expect(trimmed(surface) == ["Wishes: 1", "Names: 1"])
        subscription.cancel()
    }

    @Test func traitsBecomeEnvironmentValuesAndFollowChanges() {
        let (app, window, surface) = makeApp(width: 40, height: 1)
        let host = TUIHostingController(rootView: TraitReport())
        window.rootViewController = host
        display(app)
        #expect(trimmed(surface) == ["dark compact ltr large"])

        host.overrideUserInterfaceStyle = .light
        app.preferredContentSizeCategory = .accessibilityMedium
        app.userInterfaceLayoutDirection = .rightToLeft
        send([.resize(Size(width: 90, height: 1))], to: app, surface: surface)
        #expect(lines(surface).first?.trimmingCharacters(in: .whitespaces) == "light regular rtl accessibility1")
    }

    @Test func customEnvironmentValuesFromUIKitReachTheContentAndFollowAnObservableBridge() async {
        let (app, window, surface) = makeApp(width: 20, height: 1)
        let theme = Theme()
        let host = TUIHostingController(rootView: ThemeBridge(theme: theme, content: AccentLabel()))
        window.rootViewController = host
        display(app)
        #expect(trimmed(surface) == ["Accent: cyan"])
        theme.accent = "magenta"
        await settle()
        display(app)
        #expect(trimmed(surface) == ["Accent: magenta"])

        let fixed = TUIHostingController(rootView: AccentLabel().environment(\.accentName, "red"))
        window.rootViewController = fixed
        display(app)
        #expect(trimmed(surface) == ["Accent: red"])
    }
}
