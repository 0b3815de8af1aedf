import GraftTerminal
import TUIKit

/// TUIKit controls on their per-keystroke and per-frame paths: typing into a
/// text field holding more and more text, and drawing the key-hints footer
/// for longer responder chains.
@MainActor
enum TUIKitControlBenchmarks {
    static let screen = Size(width: 80, height: 24)

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = []
        for count in [100, 1_000, 10_000] {
            let fixture = TypingFixture(characters: count)
            benchmarks.append(
                Benchmark(name: "tuikit.textfield.keystroke/\(count)", unit: "key + draw") { iterations in
                    fixture.run(iterations)
                })
        }
        for depth in [4, 16, 64] {
            let fixture = HintsFixture(depth: depth)
            benchmarks.append(
                Benchmark(name: "tuikit.keyhints.footer/\(depth)", unit: "footer draw") { iterations in
                    fixture.run(iterations)
                })
        }
        return benchmarks
    }

    /// An 80-column window with one editing text field holding `characters`
    /// characters; a keystroke types (or deletes) one character at the end,
    /// then the field is laid out and drawn.
    @MainActor
    final class TypingFixture {
        let window = TUIWindow(frame: Rect(origin: .zero, size: TUIKitControlBenchmarks.screen))
        let field = TUITextField(frame: Rect(x: 0, y: 0, width: 80, height: 1))

        init(characters: Int) {
            field.text = String(repeating: "lorem ipsum ", count: characters / 12 + 1).prefix(characters).description
            window.addSubview(field)
            _ = field.becomeFirstResponder()
        }

        func run(_ iterations: Int) -> Int {
            var total = 0
            for iteration in 0 ..< iterations {
                if iteration % 2 == 0 { field.insertText("x") } else { field.deleteBackward() }
                var canvas = Canvas(size: Size(width: 80, height: 1))
                field.drawHierarchy(in: &canvas)
                total &+= canvas[0, 0].width == 1 ? 1 : 0
            }
            return total
        }
    }

    /// A chain of `depth` nested views, each with five discoverable key
    /// commands, the deepest focused, and a footer at the bottom of the
    /// window; a frame collects the hints and draws the footer.
    @MainActor
    final class HintsFixture {
        let window = TUIWindow(frame: Rect(origin: .zero, size: TUIKitControlBenchmarks.screen))
        let hints = TUIKeyHintsView(frame: Rect(x: 0, y: 23, width: 80, height: 1))

        final class CommandView: TUIView {
            var commands: [TUIKeyCommand] = []
            override var keyCommands: [TUIKeyCommand]? { commands }
            override var canBecomeFocused: Bool { true }
        }

        init(depth: Int) {
            var parent: TUIView = window
            for level in 0 ..< depth {
                let view = CommandView(frame: Rect(x: 0, y: 0, width: 80, height: 23))
                view.commands = (0 ..< 5).map { index in
                    TUIKeyCommand(
                        title: "Do \(level).\(index)", input: String(UnicodeScalar(UInt8(97 + (level * 5 + index) % 26))),
                        modifierFlags: level % 2 == 0 ? [] : .control, discoverabilityTitle: "Command \(level).\(index)"
                    ) { _ in }
                }
                parent.addSubview(view)
                parent = view
            }
            window.addSubview(hints)
            window.requestFocusUpdate(to: parent)
        }

        func run(_ iterations: Int) -> Int {
            var total = 0
            for _ in 0 ..< iterations {
                var canvas = Canvas(size: Size(width: 80, height: 1))
                hints.drawHierarchy(in: &canvas)
                total &+= canvas[0, 0].width == 1 ? 1 : 0
            }
            return total
        }
    }
}
