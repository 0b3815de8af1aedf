import GraftTerminal
import Observation
import Testing

@testable import GraftUI

/// A button's style makes its body from the button's state; a button whose
/// label alone changed (a heart that fills) shows the new label in place,
/// and its style's body is made again only for what the style can see.
@MainActor
@Suite("Button style bodies")
struct ButtonStyleBodyTests {
    /// Counts the bodies it makes; draws the label in angle brackets.
    struct CountingStyle: ButtonStyle {
        let counter: Counter
        func makeBody(configuration: Configuration) -> some View {
            counter.bodies += 1
            return HStack(spacing: 0) {
                Text(configuration.isPressed ? "<<" : "<")
                configuration.label
                Text(">")
            }
        }
    }

    final class Counter {
        var bodies = 0
    }

    @Observable
    final class Favorite {
        var isOn = false
        var bordered = false
    }

    struct Row: View {
        let favorite: Favorite
        let counter: Counter
        var body: some View {
            let button = Button {
            } label: {
                Text(favorite.isOn ? "♥ saved" : "♡ save")
            }
            if favorite.bordered {
                button.buttonStyle(.bordered)
            } else {
                button.buttonStyle(CountingStyle(counter: counter))
            }
        }
    }

    private func text(_ graph: ViewGraph) -> String {
        graph.renderFrame(size: Size(width: 20, height: 1)).text
    }

    @Test func aNewLabelShowsInPlaceWithoutANewStyleBody() {
        let favorite = Favorite()
        let counter = Counter()
        let graph = ViewGraph(root: Row(favorite: favorite, counter: counter))
        #expect(text(graph).contains("<♡ save>"))
        let bodies = counter.bodies
        favorite.isOn = true
        #expect(text(graph).contains("<♥ saved>"), "the label changed where the style put it")
        #expect(counter.bodies == bodies, "the style was the same, so its body was kept")
        favorite.isOn = false
        #expect(text(graph).contains("<♡ save>"))
        #expect(counter.bodies == bodies)
    }

    @Test func anotherStyleOrAPressMakesTheBodyAgain() {
        let favorite = Favorite()
        let counter = Counter()
        let graph = ViewGraph(root: Row(favorite: favorite, counter: counter))
        _ = text(graph)
        let bodies = counter.bodies
        #expect(graph.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 8, y: 0)))))
        #expect(text(graph).contains("<<♡ save>"), "pressed")
        #expect(counter.bodies == bodies + 1)
        #expect(graph.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 8, y: 0)))))
        #expect(text(graph).contains("<♡ save>"))
        favorite.bordered = true
        #expect(text(graph).contains("[ ♡ save ]"), "another style draws its own body")
    }
}
