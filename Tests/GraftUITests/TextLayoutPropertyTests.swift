import GraftTerminal
import Testing

@testable import GraftUI

/// Invariants of text layout over random texts and proposals, from a fixed seed.
@Suite("TextLayout properties")
struct TextLayoutPropertyTests {

    /// Clusters texts are made of, repeated to weight them: mostly letters and spaces,
    /// some line breaks, wide characters, a combining sequence, an emoji with a modifier
    /// and a zero-width space.
    static let tokens: [String] =
        Array(repeating: ["a", "b", "c", "d", "e"], count: 4).flatMap { $0 }
        + Array(repeating: " ", count: 7)
        + ["\n", "\n", "日", "本", "語", "e\u{301}", "👍🏽", "\u{200B}"]

    static let styles = [Style.plain, Style(attributes: .bold), Style(attributes: .italic)]

    /// A random text of up to 60 clusters, as up to 4 runs split between clusters.
    static func randomRuns(using generator: inout SeededGenerator) -> [TextRun] {
        let tokens = (0 ..< Int.random(in: 0 ... 60, using: &generator)).map { _ in
            Self.tokens.randomElement(using: &generator)!
        }
        var runs: [TextRun] = []
        var index = 0
        while index < tokens.count {
            let count = Int.random(in: 1 ... max(1, tokens.count - index), using: &generator)
            let end = min(tokens.count, index + (runs.count == 3 ? tokens.count : count))
            runs.append(TextRun(tokens[index ..< end].joined(), style: styles.randomElement(using: &generator)!))
            index = end
        }
        return runs
    }

    @Test func randomTextsKeepTheLayoutInvariants() {
        var generator = SeededGenerator(seed: 0x6772_6166_74)
        for _ in 0 ..< 600 {
            let runs = Self.randomRuns(using: &generator)
            let text = runs.map(\.string).joined()
            let lineLimit = Bool.random(using: &generator) ? nil : Int.random(in: 1 ... 4, using: &generator)
            let mode = [TextTruncationMode.head, .middle, .tail].randomElement(using: &generator)!
            let layout = TextLayout(runs: runs, lineLimit: lineLimit, truncationMode: mode)
            let widths: [Int?] = [nil, 1, 2] + (0 ..< 5).map { _ in Int.random(in: 0 ... 40, using: &generator) }
            for width in widths {
                let height = Bool.random(using: &generator) ? nil : Int.random(in: 0 ... 5, using: &generator)
                check(layout, text: text, width: width, height: height)
            }
            // Unlimited lines at two or more columns give back the text exactly.
            let unlimited = TextLayout(runs: runs)
            for width in [2, 3, 5, 8, 13, 21] {
                checkReconstruction(unlimited, text: text, width: width)
            }
        }
    }

    /// Sizes agree with lines, lines fit, the cap holds and drawing shows the lines.
    private func check(_ layout: TextLayout, text: String, width: Int?, height: Int?) {
        let proposal = "\(width.map(String.init) ?? "nil")x\(height.map(String.init) ?? "nil")"
        let limit = layout.lineLimit.map(String.init) ?? "nil"
        let context = Comment(
            rawValue: "\(text.debugDescription) at \(proposal), lineLimit \(limit), \(layout.truncationMode)")
        let size = layout.sizeThatFits(width: width, height: height)
        let lines = layout.lines(width: width, height: height)
        #expect(size == Size(width: lines.map(\.width).max() ?? 0, height: lines.count), context)
        #expect(lines.count <= layout.maximumLineCount(height: height), context)
        #expect(text.isEmpty == lines.isEmpty, context)
        for line in lines {
            #expect(line.width <= max(width ?? .max, 0), context)
            #expect(line.width == line.pieces.reduce(0) { $0 + $1.width }, context)
            #expect(line.width == line.string.displayWidth, context)
            for piece in line.pieces {
                #expect(piece.width == piece.text.displayWidth, context)
                #expect(!piece.text.contains("\n"), context)
            }
            if line.string.contains("…") {
                #expect(line.width == layout.layoutWidth(for: width), context)
            }
        }
        // Laying out again at the size chosen gives the same lines (a parent draws there).
        #expect(layout.lines(width: size.width, height: size.height) == lines, context)
        // Drawing shows exactly the lines (zero-width characters draw nothing).
        guard size.width > 0, size.height > 0 else { return }
        var canvas = Canvas(size: size)
        layout.draw(in: &canvas, rect: Rect(origin: .zero, size: size))
        let expected = lines.map { line in
            var string = line.string.replacingOccurrences(of: "\u{200B}", with: "")
            while string.last == " " { string.removeLast() }
            return string
        }
        #expect(canvas.text == expected.joined(separator: "\n"), context)
    }

    /// Each paragraph is its lines in order, with one space eaten at each break at a space.
    private func checkReconstruction(_ layout: TextLayout, text: String, width: Int) {
        let context = Comment(rawValue: "\(text.debugDescription) at \(width)")
        let lines = layout.lines(width: width, height: nil).map { Array($0.string) }
        guard !text.isEmpty else { return #expect(lines.isEmpty, context) }
        var lineIndex = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init) {
            var position = 0
            repeat {
                guard lineIndex < lines.count else {
                    Issue.record(Comment(rawValue: "too few lines for \(text.debugDescription) at \(width)"))
                    return
                }
                let line = lines[lineIndex]
                lineIndex += 1
                let end = min(position + line.count, paragraph.count)
                #expect(Array(paragraph[position ..< end]) == line, context)
                #expect(!line.isEmpty || paragraph.isEmpty, context)
                position = end
                if position < paragraph.count, paragraph[position] == " " { position += 1 }
            } while position < paragraph.count
        }
        #expect(lineIndex == lines.count, context)
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
