import Foundation

/// Which drawing glyphs this process's terminal can show: braille and block
/// elements, whole-cell symbols, or ASCII only.
///
/// Chosen once from the locale (a UTF-8 `LC_ALL`, `LC_CTYPE` or `LANG` has
/// them all) unless `GRAFT_GLYPHS` says `subcell`, `cells` or `ascii`, for
/// a terminal whose font lacks braille. Charts also honour
/// `GRAFT_CHART_GLYPHS`, their older name for the same choice.
package enum GlyphSupport: Sendable {
    /// Braille dots and block elements.
    case subCell
    /// Whole-cell blocks and symbols.
    case wholeCells
    /// Plain ASCII.
    case ascii

    /// What this process's environment and locale allow.
    package static let processDefault = resolve(ProcessInfo.processInfo.environment)

    /// The choice for `environment`, with `override` naming a variable read first.
    package static func resolve(_ environment: [String: String], override: String? = nil) -> GlyphSupport {
        for name in [override, "GRAFT_GLYPHS"].compactMap({ $0 }) {
            switch environment[name]?.lowercased() {
            case "cells", "wholecells": return .wholeCells
            case "ascii": return .ascii
            case "subcell", "braille": return .subCell
            default: continue
            }
        }
        let locale =
            environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_CTYPE"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8") ? .subCell : .ascii
    }
}
