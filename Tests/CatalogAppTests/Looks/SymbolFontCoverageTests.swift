import Foundation
import GraftTerminal
import Testing

/// Checks with fontTools (PyPI) that the glyphs Graft draws are in the fonts
/// its SVG recordings name first: DejaVu Sans Mono (Debian's
/// fonts-dejavu-core) and Noto Sans Mono (fonts-noto-mono). Skipped when
/// python3, fontTools or the fonts are missing.
@Suite("Symbol glyphs in common monospace fonts")
struct SymbolFontCoverageTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    static let noto = "/usr/share/fonts/truetype/noto/NotoSansMono-Regular.ttf"

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: dejaVu) && FileManager.default.fileExists(atPath: noto)
            && missing(from: dejaVu, in: "a") != nil
    }

    /// The characters of `text` the font lacks, or nil when fontTools cannot run.
    static func missing(from font: String, in text: String) -> String? {
        let script = packageRoot.appendingPathComponent("Scripts/font-coverage.py").path
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("graft-glyphs-\(UUID().uuidString).txt")
        guard (try? text.write(to: input, atomically: true, encoding: .utf8)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: input) }
        guard let result = ChildProcess.run(["sh", "-c", "python3 \"$0\" \"$1\" < \"$2\"", script, font, input.path]),
            result.status == 0
        else { return nil }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The glyphs of the symbols table that Noto Sans Mono lacks; viewers fall
    /// back to a symbol font for them (DejaVu Sans Mono, first in the stack, has them all).
    static let notInNotoSansMono: Set<Character> = [
        "♡", "♥", "☆", "★", "☺", "☻", "✓", "✗", "⚙", "⌫", "⚠", "♪", "⌂", "☼", "☾", "✉", "✎", "❦",
    ]

    @Test(.enabled(if: isAvailable)) func everySymbolIsInDejaVuSansMono() throws {
        let glyphs = String(Set(SystemSymbols.glyphs.values))
        #expect(try #require(Self.missing(from: Self.dejaVu, in: glyphs)) == "")
    }

    @Test(.enabled(if: isAvailable)) func theSymbolsNotoSansMonoLacksAreOnlyTheKnownOnes() throws {
        let glyphs = String(Set(SystemSymbols.glyphs.values))
        let missing = Set(try #require(Self.missing(from: Self.noto, in: glyphs)))
        #expect(
            missing.subtracting(Self.notInNotoSansMono).isEmpty,
            "Noto Sans Mono lacks \(String(missing.subtracting(Self.notInNotoSansMono)))")
        // The glyphs that used to show as empty boxes are in both fonts now.
        for name in ["magnifyingglass", "lock", "tag", "flame", "cart", "bolt", "info.circle", "chevron.up", "chevron.down"] {
            let glyph = try #require(SystemSymbols.glyph(named: name))
            #expect(!missing.contains(glyph), "\(name) draws \(glyph), which Noto Sans Mono lacks")
        }
    }

    @Test(.enabled(if: isAvailable)) func everyCharacterOfTheREADMEPictureIsInDejaVuSansMono() throws {
        let svg = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/images/catalog-tour.svg"), encoding: .utf8)
        let texts = svg.split(separator: "<text").compactMap { element -> Substring? in
            guard let start = element.firstIndex(of: ">"), let end = element.range(of: "</text>") else { return nil }
            return element[element.index(after: start) ..< end.lowerBound]
        }
        let characters = texts.joined().replacingOccurrences(of: "&#160;", with: " ")
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&apos;", with: "'")
        #expect(try #require(Self.missing(from: Self.dejaVu, in: characters)) == "")
    }
}
