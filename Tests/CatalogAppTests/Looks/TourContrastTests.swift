import GraftTerminal
import GraftTesting
import Testing

/// The tour's screens as each kind of terminal shows them: in both themes
/// and every color mode, no glyph is drawn in its own background color, and
/// without colors every screen still marks where the user is.
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
                guard !cell.isContinuation, !cell.character.isWhitespace else { continue }
                let style = cell.style.downgraded(to: support)
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
                let attributes = frame[x, y].style.downgraded(to: support).attributes
                if attributes.contains(.reverse) || attributes.contains(.underline) { return true }
            }
        }
        return false
    }

    @Test(arguments: ["light", "dark"])
    func noTourScreenHidesTextInAnyColorMode(theme: String) async throws {
        let tape = try TourFiles.tape()
        for support in Self.modes {
            let headless = try TourHeadlessApp(size: try #require(tape.initialSize),
                                               arguments: TourFiles.appArguments + ["--theme", theme], colorSupport: support)
            let recording = try await TapePlayer(target: headless.target, mode: .headless).play(tape)
            #expect(recording.screenshots.count > 10, "the tour's screenshots were taken")
            for shot in recording.screenshots {
                let invisible = Self.invisibleGlyphs(in: shot.frame, as: support)
                #expect(invisible.isEmpty, "\(theme), \(support), '\(shot.name)': \(invisible.prefix(5).joined(separator: "; "))")
                if support == .none {
                    #expect(Self.marksAPlace(shot.frame, as: support), "\(theme), no colors, '\(shot.name)': nothing shows where the user is")
                }
            }
        }
    }
}
