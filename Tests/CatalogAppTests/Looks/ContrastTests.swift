import Foundation
import Testing

/// No text is drawn in the color of its own background: every snapshot
/// reference of every test target is read, and each cell that shows a glyph
/// must have a foreground that differs from its background.
@Suite("Contrast of every snapshot reference")
struct ContrastTests {
    /// One reference file: its screen text and the style of each cell.
    struct Reference {
        let path: String
        let text: [[Character]]
        let styles: [[Character]]
        let legend: [Character: String]

        init?(path: String) {
            guard let contents = try? String(contentsOfFile: path, encoding: .utf8),
                let marker = contents.range(of: "\n--- style ---\n")
            else { return nil }
            self.path = path
            text = contents[..<marker.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
            let rest = contents[marker.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            styles = rest.prefix { !$0.isEmpty }.map(Array.init)
            var legend: [Character: String] = [:]
            for line in rest.drop(while: { !$0.isEmpty }) where line.count > 3 && line.dropFirst().hasPrefix(": ") {
                if let letter = line.first { legend[letter] = String(line.dropFirst(3)) }
            }
            self.legend = legend
        }

        /// The cells whose glyph has the same foreground and background color.
        var invisibleGlyphs: [String] {
            var found: [String] = []
            for (row, line) in text.enumerated() where row < styles.count {
                // Wide glyphs take two style cells but one character.
                var column = 0
                for character in line {
                    defer { column += Self.width(of: character) }
                    // A picture's half blocks are pixels, not text: two pixels of one color make a solid cell.
                    guard !character.isWhitespace, character != "▀", character != "▄", column < styles[row].count,
                        let style = legend[styles[row][column]]
                    else { continue }
                    let parts = style.split(separator: " ")
                    let foreground = parts.first { $0.hasPrefix("fg=") }?.dropFirst(3)
                    let background = parts.first { $0.hasPrefix("bg=") }?.dropFirst(3)
                    if let foreground, let background, foreground == background {
                        found.append("\"\(character)\" at \(column),\(row) (\(style))")
                    }
                }
            }
            return found
        }

        private static func width(of character: Character) -> Int {
            guard let scalar = character.unicodeScalars.first else { return 1 }
            // The references' wide glyphs (CJK, fullwidth forms, emoji) take two cells.
            switch scalar.value {
            case 0x1100 ... 0x115F, 0x2E80 ... 0xA4CF, 0xAC00 ... 0xD7A3, 0xF900 ... 0xFAFF, 0xFF00 ... 0xFF60,
                0xFFE0 ... 0xFFE6, 0x1F300 ... 0x1FAFF:
                return 2
            default: return 1
            }
        }
    }

    static var referencePaths: [String] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard let enumerator = FileManager.default.enumerator(atPath: tests.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.contains("__Snapshots__/") && $0.hasSuffix(".txt") }
            .sorted()
            .map { tests.appendingPathComponent($0).path }
    }

    @Test func noSnapshotReferenceDrawsTextInItsOwnBackgroundColor() {
        let references = Self.referencePaths.compactMap(Reference.init(path:))
        #expect(references.count > 50, "the references were found")
        for reference in references {
            let invisible = reference.invisibleGlyphs
            #expect(invisible.isEmpty, "\(reference.path): \(invisible.prefix(5).joined(separator: "; "))")
        }
    }
}
