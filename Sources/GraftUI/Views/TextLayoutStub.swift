import GraftTerminal

// Provisional text layout: one line per paragraph, tail truncation. Replaced
// by the full engine (wrapping, line limits, truncation modes).

struct TextRun: Hashable, Sendable {
    var string: String
    var style: Style
}

typealias TextTruncationMode = Text.TruncationMode

struct TextLayout {
    var runs: [TextRun]
    var lineLimit: Int?
    var truncationMode: TextTruncationMode
    var alignment: TextAlignment

    init(runs: [TextRun], lineLimit: Int?, truncationMode: TextTruncationMode = .tail, alignment: TextAlignment = .leading) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
    }

    private var text: String { runs.map(\.string).joined() }

    func sizeThatFits(width: Int?, height: Int?) -> Size {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard !text.isEmpty else { return .zero }
        let ideal = paragraphs.map(\.displayWidth).max() ?? 0
        let lines = min(paragraphs.count, lineLimit ?? .max)
        return Size(width: min(ideal, width ?? ideal), height: lines)
    }

    func draw(in canvas: inout Canvas, rect: Rect) {
        var y = rect.minY
        var x = rect.minX
        for run in runs {
            for character in run.string {
                if character == "\n" {
                    y += 1
                    x = rect.minX
                    continue
                }
                guard y < rect.maxY else { return }
                x += canvas.put(character, at: Point(x: x, y: y), style: run.style)
            }
        }
    }
}
