import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Text fields and focus state")
struct TextFieldTests {
    private let size = Size(width: 20, height: 3)

    private struct Search: View {
        let probe: Probe
        @State var query = ""
        @FocusState var isSearching: Bool
        var body: some View {
            probe.actions["focus"] = { isSearching = true }
            return VStack(alignment: .leading) {
                TextField("Search", text: $query)
                    .focused($isSearching)
                    .onSubmit { probe.events.append("submit \(query)") }
                Text("q=\(query) focused=\(isSearching)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func type(_ text: String, _ graph: ViewGraph) {
        for character in text { graph.handle(.key(KeyEvent(.character(character)))) }
    }

    @Test func typingEditsTheBoundTextAndEnterSubmits() {
        let probe = Probe()
        let graph = ViewGraph(root: Search(probe: probe))
        #expect(graph.render(size: size).text.hasPrefix("Search"))
        graph.handle(.key(KeyEvent(.tab)))
        type("lamp", graph)
        #expect(graph.render(size: size).text.contains("q=lamp focused=true"))
        graph.handle(.key(KeyEvent(.backspace)))
        graph.handle(.key(KeyEvent(.left)))
        type("x", graph)
        #expect(graph.render(size: size).text.contains("q=laxm"))
        #expect(graph.cursorPosition == Point(x: 3, y: 0))
        graph.handle(.key(KeyEvent(.enter)))
        _ = graph.render(size: size)
        #expect(probe.events == ["submit laxm"])
    }

    @Test func settingFocusStateMovesFocusAndPasteInserts() {
        let probe = Probe()
        let graph = ViewGraph(root: Search(probe: probe))
        _ = graph.render(size: size)
        probe.run("focus")
        _ = graph.render(size: size)
        graph.handle(.paste("desk lamp"))
        let text = graph.render(size: size).text
        #expect(text.contains("q=desk lamp") && text.contains("focused=true"))
    }

    private struct FocusedOnAppear: View {
        @State var code = ""
        @FocusState var isEditing: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Button("Cancel") {}
                SecureField("Code", text: $code).focused($isEditing)
                Text("code=\(code)")
            }
            .onAppear { isEditing = true }
        }
    }

    @Test func focusStateSetInOnAppearFocusesTheFieldOnTheFirstFrame() {
        let graph = ViewGraph(root: FocusedOnAppear())
        _ = graph.render(size: size)
        _ = graph.render(size: size)
        #expect(graph.hasFocus)
        let changes = graph.focusChangeCount
        type("123", graph)
        let text = graph.render(size: size).text
        #expect(text.contains("•••") && text.contains("code=123"))
        #expect(graph.focusChangeCount == changes, "typing does not move focus")
    }

    @Test func wideCharactersAndWordEditing() {
        var editing = TextEditing("")
        editing.insert("漢字 ok")
        #expect(editing.cursorColumn == 7)
        _ = editing.apply(KeyEvent(.left, modifiers: .alt))
        #expect(editing.cursor == 3)
        _ = editing.apply(KeyEvent(.character("w"), modifiers: .control))
        #expect(editing.text == "ok")
        _ = editing.apply(KeyEvent(.end))
        _ = editing.apply(KeyEvent(.backspace))
        #expect(editing.text == "o")
    }

    @Test func aSecureFieldShowsBullets() {
        let view = SecureField("Password", text: .constant("abc"))
        #expect(render(view, width: 4, height: 1).hasPrefix("•••"))
    }
}
