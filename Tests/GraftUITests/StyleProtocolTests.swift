import GraftTerminal
import Testing

@testable import GraftUI

/// A toggle drawn as a star, to show that a style of one's own replaces the look
/// and keeps the toggle's keys, clicks and accessibility.
private struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(configuration.isOn ? "★" : "☆").accessibilityHidden(true)
            configuration.label
        }
    }
}

/// A style that flips the toggle through its configuration, as a SwiftUI style does
/// with a button of its own.
private struct ButtonToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
        }
    }
}

/// The title, then the icon.
private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

@MainActor
@Suite("Style protocols")
struct StyleProtocolTests {
    private struct Settings: View {
        @State var isOn = false
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wrap", isOn: $isOn)
                Text(isOn ? "wrapping" : "not wrapping")
            }
            .toggleStyle(StarToggleStyle())
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func builtInToggleStylesKeepTheirLooks() {
        let on = Binding.constant(true)
        let off = Binding.constant(false)
        #expect(render(Toggle("A", isOn: on).toggleStyle(.switch), width: 6, height: 1) == "A [ ●]")
        #expect(render(Toggle("A", isOn: off).toggleStyle(.switch), width: 6, height: 1) == "A [○ ]")
        #expect(render(Toggle("A", isOn: on).toggleStyle(.checkbox), width: 5, height: 1) == "[x] A")
        #expect(render(Toggle("A", isOn: off).toggleStyle(.checkbox), width: 5, height: 1) == "[ ] A")
        #expect(render(Toggle("A", isOn: off).toggleStyle(.automatic), width: 6, height: 1) == "A [○ ]")
        #expect(render(Toggle("A", isOn: on), width: 8, height: 1) == "A   [ ●]", "a switch fills its row")
    }

    @Test func theInnermostToggleStyleWins() {
        let view = VStack(alignment: .leading) {
            Toggle("Inner", isOn: .constant(true)).toggleStyle(.checkbox)
            Toggle("Outer", isOn: .constant(true))
        }
        .toggleStyle(.switch)
        #expect(render(view, width: 10, height: 2) == "[x] Inner\nOuter [ ●]")
    }

    @Test func aCustomToggleStyleDrawsAndStillFlipsWithKeysAndClicks() {
        let graph = ViewGraph(root: Settings())
        let size = Size(width: 14, height: 2)
        #expect(graph.render(size: size).text == "☆ Wrap\nnot wrapping")
        graph.handle(.key(KeyEvent(.tab)))
        graph.handle(.key(KeyEvent(.character(" "))))
        #expect(graph.render(size: size).text == "★ Wrap\nwrapping")
        graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))))
        #expect(graph.render(size: size).text.contains("not wrapping"))
    }

    @Test func aCustomToggleStyleKeepsTheToggleAccessible() {
        let graph = ViewGraph(root: Settings())
        _ = graph.render(size: Size(width: 14, height: 2))
        #expect(graph.accessibilityDescription().contains("toggle \"Wrap\" value \"off\""))
        graph.handle(.key(KeyEvent(.tab)))
        graph.handle(.key(KeyEvent(.enter)))
        _ = graph.render(size: Size(width: 14, height: 2))
        #expect(graph.accessibilityDescription().contains("toggle \"Wrap\" value \"on\" (focused)"))
    }

    @Test func aStyleCanTurnTheToggleOnThroughItsConfiguration() {
        struct Screen: View {
            @State var isOn = false
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("Bold", isOn: $isOn).toggleStyle(ButtonToggleStyle())
                    Text(isOn ? "bold" : "regular")
                }
            }
        }
        let graph = ViewGraph(root: Screen())
        let size = Size(width: 10, height: 2)
        #expect(graph.render(size: size).text.contains("regular"))
        graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 0))))
        #expect(graph.render(size: size).text.contains("bold"))
    }

    @Test func labelStylesChooseTheTitleTheIconOrBoth() {
        let label = Label("Cart", systemImage: "cart")
        #expect(render(label, width: 6, height: 1) == "⊔ Cart")
        #expect(render(label.labelStyle(.automatic), width: 6, height: 1) == "⊔ Cart")
        #expect(render(label.labelStyle(.titleAndIcon), width: 6, height: 1) == "⊔ Cart")
        #expect(render(label.labelStyle(.titleOnly), width: 6, height: 1) == " Cart")
        #expect(render(label.labelStyle(.iconOnly), width: 6, height: 1) == "  ⊔")
        #expect(render(label.labelStyle(TrailingIconLabelStyle()), width: 6, height: 1) == "Cart ⊔")
    }

    @Test func aLabelStyleAppliesToEveryLabelInside() {
        let view = VStack(alignment: .leading) {
            Label("Cart", systemImage: "cart")
            Label("Trash", systemImage: "trash")
        }
        .labelStyle(.iconOnly)
        #expect(!render(view, width: 6, height: 2).contains("Cart"))
        #expect(!render(view, width: 6, height: 2).contains("Trash"))
        let graph = ViewGraph(root: view)
        _ = graph.render(size: Size(width: 6, height: 2))
        #expect(graph.accessibilityDescription() == "image \"Cart\"\nimage \"Trash\"")
    }

    @Test func aToggleWithASymbolFollowsTheLabelStyleAndReadsAsItsTitle() {
        let toggle = Toggle("Cart", systemImage: "cart", isOn: .constant(true))
        #expect(render(toggle, width: 11, height: 1) == "⊔ Cart [ ●]")
        #expect(render(toggle.labelStyle(.iconOnly).toggleStyle(.checkbox), width: 5, height: 1) == "[x] ⊔")
        let graph = ViewGraph(root: toggle.labelStyle(.iconOnly))
        _ = graph.render(size: Size(width: 6, height: 1))
        #expect(graph.accessibilityDescription() == "toggle \"Cart\" value \"on\"")
    }
}
