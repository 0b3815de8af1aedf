import GraftTerminal
import TUIKit
import Testing

@testable import GraftTapes
@testable import GraftTesting

/// A screen built the UIKit way, to snapshot as a TUIKit app's tests would.
@MainActor
private final class GreetingViewController: TUIViewController {
    private(set) var appearances: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Greeting"
        let label = TUILabel()
        label.text = "Hello from TUIKit"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        TUILayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.append("willAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearances.append("didDisappear")
    }
}

/// A view that shows the appearance and size class it sees.
@MainActor
private final class TraitBadge: TUIView {
    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let traits = traitCollection
        canvas.write("\(traits.userInterfaceStyle) \(traits.horizontalSizeClass)", at: rect.origin)
    }
}

@MainActor
@Suite("TUIKit snapshots")
struct TUIKitSnapshotTests {
    @Test func aNavigationControllerAsTheRootOfAWindow() {
        let navigation = TUINavigationController(rootViewController: GreetingViewController())
        assertSnapshot(of: navigation, as: .frame(size: Size(width: 30, height: 6)))
    }

    @Test func aViewControllerAppearsForTheRenderAndDisappearsAfter() {
        let greeting = GreetingViewController()
        let frame = renderFrame(of: greeting, size: Size(width: 30, height: 5))
        #expect(frame.lines[2] == "       Hello from TUIKit")
        #expect(greeting.appearances == ["willAppear", "didDisappear"])
        #expect(greeting.view.window == nil)
    }

    @Test func aViewFillsTheFrameAndCanBeRenderedAgainAtAnotherSize() {
        let label = TUILabel()
        label.text = "centered"
        label.textAlignment = .center
        #expect(renderFrame(of: label, size: Size(width: 12, height: 1)).lines == ["  centered"])
        #expect(renderFrame(of: label, size: Size(width: 10, height: 1)).lines == [" centered"])
        #expect(label.superview == nil)
    }

    @Test func traitsReachTheViewAndSizeClassesFollowTheSize() {
        let badge = TraitBadge()
        #expect(renderFrame(of: badge, size: Size(width: 20, height: 1)).lines == ["dark compact"])
        #expect(renderFrame(of: badge, size: Size(width: 90, height: 1)).lines[0].hasPrefix("dark regular"))
        let light = SnapshotTraits(colorScheme: .light, horizontalSizeClass: .regular)
        #expect(renderFrame(of: badge, size: Size(width: 20, height: 1), traits: light).lines == ["light regular"])
    }
}
