import Foundation
import GraftTerminal
import GraftUI
import TUIKit
import Testing

@testable import GraftTapes
@testable import GraftTesting

/// Strategies carry their file extension and diffing, so text, ANSI and SVG snapshots sit side by side.
@MainActor
@Suite("Snapshot strategies")
final class SnapshotStrategyTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-snapshot-strategies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private var greeting: Canvas {
        var canvas = Canvas(size: Size(width: 8, height: 2))
        canvas.write("Hello", at: Point(x: 0, y: 0), style: Style(foreground: .red, attributes: .bold))
        canvas.write("world", at: Point(x: 0, y: 1))
        return canvas
    }

    private func record<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, named name: String) -> String? {
        verifySnapshot(of: value, as: strategy, named: name, record: .missing, snapshotDirectory: directory.path, testName: "strategy()")
    }

    private func contents(_ file: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func eachStrategyWritesItsOwnKindOfFile() throws {
        _ = record(greeting, as: .frame, named: "frame")
        _ = record(greeting, as: .ansi, named: "colors")
        _ = record(greeting, as: .svg, named: "picture")
        _ = record("plain\ntext", as: .lines, named: "lines")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["strategy.colors.ansi", "strategy.frame.txt", "strategy.lines.txt", "strategy.picture.svg"])
        #expect(contents("strategy.frame.txt") == Frame(greeting).snapshotText)
        #expect(contents("strategy.colors.ansi") == "\u{1B}[0;1;31mHello\u{1B}[0m   \u{1B}[0m\nworld   \u{1B}[0m\n")
        let svg = try #require(contents("strategy.picture.svg"))
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains(">Hello</text>"))
        #expect(contents("strategy.lines.txt") == "plain\ntext")
    }

    @Test func aRecordedSnapshotMatchesOnTheNextRunAndADifferenceIsShownLineByLine() throws {
        #expect(record("one\ntwo\n", as: .lines, named: "text")?.hasPrefix("Recorded a new reference") == true)
        #expect(record("one\ntwo\n", as: .lines, named: "text") == nil)
        let failure = try #require(record("one\n2\n", as: .lines, named: "text"))
        #expect(failure.contains("(- reference, + actual):\n  1 | one\n- 2 | two\n+ 2 | 2"))
        var changed = greeting
        changed.write("Hello", at: Point(x: 0, y: 0), style: Style(foreground: .green, attributes: .bold))
        _ = record(greeting, as: .ansi, named: "colors")
        #expect(try #require(record(changed, as: .ansi, named: "colors")).contains("+ 1 | \u{1B}[0;1;32mHello"))
    }

    @Test func dumpSnapshotsAModelsFields() {
        struct Order {
            var item = "Lamp"
            var quantity = 2
        }
        _ = record(Order(), as: .dump, named: "order")
        #expect(contents("strategy.order.txt")?.contains("- item: \"Lamp\"\n  - quantity: 2") == true)
    }

    @Test func viewsAndViewControllersSnapshotAsANSIAndSVG() throws {
        let view = Text("Ready").bold()
        _ = record(view, as: .ansi(size: Size(width: 6, height: 1)), named: "view")
        #expect(contents("strategy.view.ansi") == "\u{1B}[0;1mReady\u{1B}[0m \u{1B}[0m\n")
        let label = TUILabel()
        label.text = "Saved"
        _ = record(label, as: .svg(size: Size(width: 6, height: 1)), named: "label")
        #expect(try #require(contents("strategy.label.svg")).contains(">Saved</text>"))
        let controller = TUIViewController()
        controller.view.addSubview(label)
        label.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        _ = record(controller, as: .ansi(size: Size(width: 6, height: 1), colorSupport: .none), named: "controller")
        #expect(contents("strategy.controller.ansi")?.contains("Saved") == true)
    }
}
