import GraftTerminal
import Testing

@testable import GraftHosting
@testable import TUIKit

/// TUIKit's search field wrapped for GraftUI: edits flow into the binding
/// through the coordinator, and the field follows the binding.
private struct SearchField: ViewRepresentable {
    @Binding var text: String

    @MainActor
    final class Coordinator {
        var text: Binding<String>
        init(text: Binding<String>) { self.text = text }

        func textDidChange(_ field: TUISearchTextField) {
            text.wrappedValue = field.text ?? ""
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeTUIView(context: Context) -> TUISearchTextField {
        let field = TUISearchTextField()
        let coordinator = context.coordinator
        field.addAction(
            TUIAction { [weak field] _ in
                if let field { coordinator.textDidChange(field) }
            }, for: .editingChanged)
        return field
    }

    func updateTUIView(_ field: TUISearchTextField, context: Context) {
        context.coordinator.text = $text
        if (field.text ?? "") != text { field.text = text }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, tuiView: TUISearchTextField, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 20, height: 1)
    }
}

private struct SearchScreen: View {
    @State private var query = ""

    var body: some View {
        VStack(alignment: .leading) {
            SearchField(text: $query)
            Text("Results for \(query)")
            Button("Clear") { query = "" }
        }
    }
}

private struct FindScreen: View {
    var body: some View {
        Button("Find") {}.keyboardShortcut(.character("f"), modifiers: .control)
    }
}

@MainActor
@Suite("Search field representable and key hints")
struct SearchFieldTests {
    @Test func editsFlowIntoTheBindingAndTheFieldFollowsIt() {
        let (app, window, surface) = makeApp(width: 24, height: 3)
        let host = TUIHostingController(rootView: SearchScreen())
        window.rootViewController = host
        display(app)
        let field = try? #require(host.view.subviews.compactMap { $0 as? TUISearchTextField }.first)
        if let field { window.requestFocusUpdate(to: field) }
        #expect(field?.isFirstResponder == true)
        send("lamp".map { key(.character($0)) }, to: app, surface: surface)
        #expect(trimmed(surface)[1] == "Results for lamp")
        #expect(surface.cursorPosition?.y == 0)

        // The hosted Clear button empties the binding; the field follows.
        send([key(.tab), key(.enter)], to: app, surface: surface)
        #expect(field?.text == "")
        #expect(trimmed(surface)[1] == "Results for")
    }

    @Test func theFooterOfKeyHintsListsTheHostedShortcuts() {
        let (app, window, _) = makeApp(width: 30, height: 3)
        let host = TUIHostingController(rootView: FindScreen())
        window.rootViewController = host
        let hints = TUIKeyHintsView(frame: Rect(x: 0, y: 2, width: 30, height: 1))
        window.addSubview(hints)
        display(app)
        #expect(window.discoverableKeyCommands.contains { $0.discoverabilityTitle == "Find" })
        var canvas = Canvas(size: Size(width: 30, height: 1))
        hints.drawHierarchy(in: &canvas)
        #expect(canvas.text.contains("Find"))
    }
}
