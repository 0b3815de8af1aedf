import GraftHosting
import Testing

@Suite("GraftHosting module")
struct ModuleTests {
    @Test("The seam re-exports both sides")
    @MainActor func reexports() {
        let view = TUIView(frame: .zero)
        let text = Text("Hello")
        #expect(view.subviews.isEmpty)
        _ = text
    }
}
