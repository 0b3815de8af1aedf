import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

/// A UIKit-style control: shows its value, Enter adds one and sends `.valueChanged`.
private final class CountControl: TUIControl {
    var value = 0 { didSet { setNeedsDisplay() } }
    var valueWrites = 0

    override var canBecomeFocused: Bool { true }
    override var intrinsicContentSize: Size { Size(width: 5, height: 1) }

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        canvas.write("<\(value)>", at: .zero)
    }

    override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard presses.first?.key?.keyEvent == KeyEvent(.enter) else { return super.pressesBegan(presses, with: event) }
        value += 1
        sendActions(for: .valueChanged)
    }
}

@MainActor
private final class Counts {
    var makes = 0, updates = 0, dismantles = 0, coordinators = 0
}

private struct CountField: ViewRepresentable {
    @Binding var value: Int
    let counts: Counts

    final class Coordinator {
        var value: Binding<Int>
        init(value: Binding<Int>) { self.value = value }

        @MainActor func valueChanged(_ control: CountControl) {
            value.wrappedValue = control.value
        }
    }

    func makeCoordinator() -> Coordinator {
        counts.coordinators += 1
        return Coordinator(value: $value)
    }

    func makeTUIView(context: Context) -> CountControl {
        counts.makes += 1
        let control = CountControl()
        let coordinator = context.coordinator
        control.addAction(
            TUIAction { [weak control] _ in
                if let control { coordinator.valueChanged(control) }
            }, for: .valueChanged)
        return control
    }

    func updateTUIView(_ control: CountControl, context: Context) {
        counts.updates += 1
        context.coordinator.value = $value
        if control.value != value {
            control.value = value
            control.valueWrites += 1
        }
    }

    static func dismantleTUIView(_ control: CountControl, coordinator: Coordinator) {
        control.tag = -1
    }
}

private struct CountScreen: View {
    let counts: Counts
    @State private var value = 0
    @State private var showsField = true

    var body: some View {
        VStack {
            Text("Value: \(value)")
            if showsField { CountField(value: $value, counts: counts) }
            Text("").onKeyPress { event in
                switch event.key {
                case .character("r"): value = 10
                case .character("h"): showsField = false
                default: return .ignored
                }
                return .handled
            }
        }
    }
}

/// A UIKit editor shown in a navigation controller.
private final class EditorViewController: TUIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit note"
    }
}

private struct EditorInNavigation: ViewControllerRepresentable {
    let counts: Counts

    func makeTUIViewController(context: Context) -> TUINavigationController {
        counts.makes += 1
        return TUINavigationController(rootViewController: EditorViewController())
    }

    func updateTUIViewController(_ navigation: TUINavigationController, context: Context) {
        counts.updates += 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, tuiViewController: TUINavigationController, context: Context) -> CGSize? {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 3))
    }

    static func dismantleTUIViewController(_ navigation: TUINavigationController, coordinator: Void) {
        navigation.title = "dismantled"
    }
}

private struct NotesScreen: View {
    let counts: Counts
    @State private var isEditing = false

    var body: some View {
        Button("Edit") { isEditing = true }
            .sheet(isPresented: $isEditing) { EditorInNavigation(counts: counts) }
    }
}

@MainActor
@Suite("Representables")
struct RepresentableTests {
    @Test func aViewIsMadeOnceUpdatedOnChangesAndDismantledOnRemoval() {
        let (app, window, surface) = makeApp(width: 20, height: 3)
        let counts = Counts()
        let host = TUIHostingController(rootView: CountScreen(counts: counts))
        window.rootViewController = host
        display(app)
        #expect(trimmed(surface).prefix(2) == ["Value: 0", "<0>"])
        #expect((counts.coordinators, counts.makes) == (1, 1))
        let updates = counts.updates

        send([key(.character("r"))], to: app, surface: surface)
        #expect(trimmed(surface).prefix(2) == ["Value: 10", "<10>"])
        #expect((counts.makes, counts.updates) == (1, updates + 1))

        let control = host.view.subviews.compactMap { $0 as? CountControl }.first
        #expect(control?.valueWrites == 1)
        send([key(.character("h"))], to: app, surface: surface)
        #expect(control?.tag == -1)
        #expect(control?.superview == nil)
        #expect(trimmed(surface).contains("Value: 10"))
        #expect(!trimmed(surface).contains("<10>"))
    }

    @Test func theCoordinatorTurnsTargetActionIntoBindingWritesWithoutAFeedbackLoop() {
        let (app, window, surface) = makeApp(width: 20, height: 3)
        let counts = Counts()
        let host = TUIHostingController(rootView: CountScreen(counts: counts))
        window.rootViewController = host
        display(app)
        let control = host.view.subviews.compactMap { $0 as? CountControl }.first
        send([key(.tab)], to: app, surface: surface)
        #expect(window.focusedView === control)
        send([key(.enter), key(.enter)], to: app, surface: surface)
        #expect(trimmed(surface).prefix(2) == ["Value: 2", "<2>"])
        // The update after each write found the control already showing the value.
        #expect(control?.valueWrites == 0)
        #expect(counts.makes == 1)
    }

    @Test func aSheetShowsAUIKitEditorInsideANavigationControllerAsAChild() {
        let (app, window, surface) = makeApp(width: 24, height: 8)
        let counts = Counts()
        let host = TUIHostingController(rootView: NotesScreen(counts: counts))
        window.rootViewController = host
        display(app)
        send([key(.tab), key(.enter)], to: app, surface: surface)
        weak var sheet = host.presentedViewController
        let navigation = sheet?.children.first as? TUINavigationController
        #expect(navigation != nil)
        #expect(navigation?.topViewController is EditorViewController)
        #expect(navigation?.topViewController?.isViewLoaded == true)
        #expect(trimmed(surface).contains("Edit note"))
        #expect(counts.makes == 1)

        send([key(.escape)], to: app, surface: surface)
        #expect(host.presentedViewController == nil)
        #expect(sheet == nil)
        #expect(navigation?.parent == nil)
        #expect(navigation?.title == "dismantled")
    }
}
