import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Controls and focus")
struct ControlTests {
    private let size = Size(width: 30, height: 4)

    private struct Panel: View {
        let probe: Probe
        @State var isOn = false
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Button("One") { probe.events.append("one") }
                    Button("Two") { probe.events.append("two") }
                    Button("Off") { probe.events.append("off") }.disabled(true)
                }
                Toggle("Wrap", isOn: $isOn)
                Text(isOn ? "wrapping" : "not wrapping")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func press(_ key: Key, _ graph: ViewGraph, modifiers: KeyModifiers = []) {
        graph.handle(.key(KeyEvent(key, modifiers: modifiers)))
    }

    @Test func buttonsDrawWithTheirStyle() {
        let graph = ViewGraph(root: Panel(probe: Probe()))
        let text = graph.render(size: size).text
        #expect(text.contains("[ One ] [ Two ] [ Off ]"))
        #expect(text.contains("Wrap                      [○ ]"), "a switch fills its row, at the trailing edge")
    }

    @Test func tabMovesFocusInReadingOrderSkippingDisabledControls() {
        let probe = Probe()
        let graph = ViewGraph(root: Panel(probe: probe))
        _ = graph.render(size: size)
        press(.tab, graph)
        var frame = graph.render(size: size)
        #expect(frame[0, 0].style.attributes.contains(.reverse), "One is focused")
        press(.tab, graph)
        press(.tab, graph)
        frame = graph.render(size: size)
        #expect(!frame[8, 0].style.attributes.contains(.reverse))
        #expect(frame[26, 1].style.attributes.contains(.reverse), "the toggle is next; Off is disabled")
        press(.tab, graph)
        frame = graph.render(size: size)
        #expect(frame[0, 0].style.attributes.contains(.reverse), "focus wraps around")
        press(.tab, graph, modifiers: .shift)
        #expect(graph.render(size: size)[26, 1].style.attributes.contains(.reverse), "Shift-Tab goes back")
    }

    @Test func enterAndSpaceActivateTheFocusedButton() {
        let probe = Probe()
        let graph = ViewGraph(root: Panel(probe: probe))
        _ = graph.render(size: size)
        press(.tab, graph)
        press(.enter, graph)
        press(.tab, graph)
        press(.character(" "), graph)
        _ = graph.render(size: size)
        #expect(probe.events == ["one", "two"])
    }

    @Test func aClickFocusesAndActivates() {
        let probe = Probe()
        let graph = ViewGraph(root: Panel(probe: probe))
        _ = graph.render(size: size)
        graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 10, y: 0))))
        graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 10, y: 0))))
        graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 18, y: 0))))
        graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 18, y: 0))))
        _ = graph.render(size: size)
        #expect(probe.events == ["two"], "the disabled button does nothing")
    }

    @Test func togglesFlipTheirBinding() {
        let graph = ViewGraph(root: Panel(probe: Probe()))
        _ = graph.render(size: size)
        graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 27, y: 1))))
        graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 27, y: 1))))
        let text = graph.render(size: size).text
        #expect(text.contains("Wrap                      [ ●]"))
        #expect(text.contains("wrapping") && !text.contains("not wrapping"))
        press(.character(" "), graph)
        #expect(graph.render(size: size).text.contains("not wrapping"))
    }

    @Test func checkboxStyle() {
        let view = Toggle("Gift wrap", isOn: .constant(true)).toggleStyle(.checkbox)
        #expect(render(view, width: 13, height: 1) == "[x] Gift wrap")
    }

    @Test func keyPressHandlersSeeKeysTheFocusedControlDoesNotUse() {
        let probe = Probe()
        let view = VStack {
            Button("A") {}
        }.onKeyPress(.character("f")) {
            probe.events.append("f")
            return .handled
        }
        let graph = ViewGraph(root: view)
        _ = graph.render(size: size)
        graph.handle(.key(KeyEvent(.character("f"))))
        graph.handle(.key(KeyEvent(.tab)))
        graph.handle(.key(KeyEvent(.character("f"))))
        #expect(probe.events == ["f", "f"])
    }

    private struct Toggled: View {
        let probe: Probe
        @State var showsB = false
        var body: some View {
            probe.actions["switch"] = { showsB.toggle() }
            return Group {
                if showsB {
                    Text("B").onKeyPress(.character("k")) {
                        probe.events.append("B")
                        return .handled
                    }
                } else {
                    Text("A").onKeyPress(.character("k")) {
                        probe.events.append("A")
                        return .handled
                    }
                }
            }
        }
    }

    @Test func withNothingFocusedOnlyHandlersStillInTheTreeSeeKeys() {
        let probe = Probe()
        let graph = ViewGraph(root: Toggled(probe: probe))
        _ = graph.render(size: size)
        graph.handle(.key(KeyEvent(.character("k"))))
        probe.run("switch")
        _ = graph.render(size: size)
        graph.handle(.key(KeyEvent(.character("k"))))
        probe.run("switch")
        _ = graph.render(size: size)
        graph.handle(.key(KeyEvent(.character("k"))))
        #expect(probe.events == ["A", "B", "A"], "a removed branch's handler is never asked")
    }

    @Test func aScrollViewKeepsTheFocusedControlInView() {
        let view = ScrollView(showsIndicators: false) {
            VStack(alignment: .leading) {
                ForEach(0 ..< 12) { index in Button("Item \(index)") {} }
            }
        }
        let graph = ViewGraph(root: view)
        let size = Size(width: 12, height: 4)
        _ = graph.render(size: size)
        for _ in 0 ..< 6 { graph.handle(.key(KeyEvent(.tab))) }
        let lines = graph.render(size: size).text.split(separator: "\n").map(String.init)
        #expect(lines.last?.contains("Item 5") == true, "\(lines)")
        graph.handle(.key(KeyEvent(.tab, modifiers: .shift)))
        for _ in 0 ..< 4 { graph.handle(.key(KeyEvent(.tab, modifiers: .shift))) }
        _ = graph.render(size: size)
        #expect(graph.render(size: size).text.split(separator: "\n").first?.contains("Item 0") == true)
    }

    @Test func prominentAndDestructiveButtons() {
        let frame = ViewGraph(
            root: HStack {
                Button("Buy") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}
            }.frame(maxWidth: .infinity, alignment: .leading)
        ).render(size: Size(width: 20, height: 1))
        #expect(frame.text == " Buy  [ Delete ]")
        #expect(frame[1, 0].style.background == .cyan)
        #expect(frame[8, 0].style.foreground == .red)
    }
}

@MainActor
@Suite("Keyboard shortcuts")
struct KeyboardShortcutTests {
    @Test func aShortcutTriggersItsButtonFromAnywhereAndIsListedAsAHint() {
        let probe = Probe()
        let view = VStack {
            TextField("Search", text: .constant(""))
            Button("Find") { probe.events.append("find") }.keyboardShortcut(.character("k"), modifiers: .control)
            Button("Cancel") { probe.events.append("cancel") }.keyboardShortcut(.cancelAction)
        }
        let graph = ViewGraph(root: view)
        _ = graph.render(size: Size(width: 20, height: 3))
        #expect(graph.keyHints == [KeyHint(key: "Ctrl+K", title: "Find"), KeyHint(key: "Escape", title: "Cancel")])
        graph.handle(.key(KeyEvent(.tab)))
        // Ctrl+F moves the focused text field's cursor, so it is not a shortcut there.
        graph.handle(.key(KeyEvent(.character("f"), modifiers: .control)))
        graph.handle(.key(KeyEvent(.character("k"), modifiers: .control)))
        graph.handle(.key(KeyEvent(.escape)))
        _ = graph.render(size: Size(width: 20, height: 3))
        #expect(probe.events == ["find", "cancel"])
    }
}
