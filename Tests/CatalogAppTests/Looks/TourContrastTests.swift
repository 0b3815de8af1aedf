import GraftTerminal
import GraftTesting
import Testing

/// The tour's screens as each kind of terminal shows them: in both themes
/// and every color mode, no glyph is drawn in its own background color, and
/// without colors every screen still marks where the user is, with at most
/// one reversed area (the one focus mark).
@MainActor
@Suite("Contrast of the tour in every theme and color mode")
struct TourContrastTests {
    static let modes: [ColorSupport] = [.trueColor, .indexed256, .ansi16, .ansi8, .none]

    /// The glyphs of `frame` whose color, as `support` shows it, is their background's.
    static func invisibleGlyphs(in frame: Canvas, as support: ColorSupport) -> [String] {
        var found: [String] = []
        for y in 0 ..< frame.size.height {
            for x in 0 ..< frame.size.width {
                let cell = frame[x, y]
                // A picture's half blocks are pixels, not text: two pixels of one color make a solid cell.
                guard !cell.isContinuation, !cell.character.isWhitespace, cell.character != "▀", cell.character != "▄" else { continue }
                let style = cell.downgraded(to: support).style
                if style.foreground != .default, style.foreground == style.background {
                    found.append("\"\(cell.character)\" at \(x),\(y)")
                }
            }
        }
        return found
    }

    /// Whether some cell of `frame` is reversed or underlined as `support` shows it.
    static func marksAPlace(_ frame: Canvas, as support: ColorSupport) -> Bool {
        for y in 0 ..< frame.size.height {
            for x in 0 ..< frame.size.width {
                let attributes = frame[x, y].downgraded(to: support).style.attributes
                if attributes.contains(.reverse) || attributes.contains(.underline) { return true }
            }
        }
        return false
    }

    /// How many separate areas of reversed cells `frame` shows as `support`
    /// draws it (cells side by side or one above the other are one area).
    static func reversedAreas(in frame: Canvas, as support: ColorSupport) -> Int {
        let width = frame.size.width
        var reversed = Set<Int>()
        // A picture in a selected row is shaded, not reversed; the mark on either side of it is still one.
        var pictures = Set<Int>()
        for y in 0 ..< frame.size.height {
            for x in 0 ..< width {
                if frame[x, y].downgraded(to: support).style.attributes.contains(.reverse) {
                    reversed.insert(y * width + x)
                } else if "▀▄░▒▓█".contains(frame[x, y].character) {
                    pictures.insert(y * width + x)
                }
            }
        }
        var areas = 0
        while let start = reversed.first {
            areas += 1
            var pending = [start]
            reversed.remove(start)
            while let cell = pending.popLast() {
                let (x, y) = (cell % width, cell / width)
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && nx < width {
                    if reversed.remove(ny * width + nx) != nil || pictures.remove(ny * width + nx) != nil {
                        pending.append(ny * width + nx)
                    }
                }
            }
        }
        return areas
    }

    @Test(arguments: ["light", "dark"])
    func noTourScreenHidesTextInAnyColorMode(theme: String) async throws {
        let tape = try TourFiles.tape()
        for support in Self.modes {
            let headless = try TourHeadlessApp(
                size: try #require(tape.initialSize),
                arguments: TourFiles.appArguments + ["--theme", theme], colorSupport: support)
            let recording = try await TapePlayer(target: headless.target, mode: .headless).play(tape)
            #expect(recording.screenshots.count > 10, "the tour's screenshots were taken")
            for shot in recording.screenshots {
                let invisible = Self.invisibleGlyphs(in: shot.frame, as: support)
                #expect(invisible.isEmpty, "\(theme), \(support), '\(shot.name)': \(invisible.prefix(5).joined(separator: "; "))")
                if support == .none {
                    #expect(
                        Self.marksAPlace(shot.frame, as: support), "\(theme), no colors, '\(shot.name)': nothing shows where the user is")
                    let areas = Self.reversedAreas(in: shot.frame, as: support)
                    #expect(areas <= 1, "\(theme), no colors, '\(shot.name)': \(areas) reversed areas, one focus mark expected")
                }
            }
        }
    }
}
