import Foundation

/// Which terminfo entry a terminal is started with, and which terminal
/// types are refused.
///
/// - `COLORTERM=truecolor` (or `24bit`) is how terminals say they show 24-bit
///   color when their `TERM` (such as `xterm-256color`) cannot: the entry's
///   direct-color sibling (`xterm-direct`, `tmux-direct`, …) is tried first,
///   and the type as given if the database has no such sibling.
/// - `TERM=dumb`, or an empty `TERM`, cannot place the cursor, so no screen
///   can be drawn: it is refused up front rather than showing a blank screen.
enum TerminalTypeChoice {
    /// The `COLORTERM` values that promise 24-bit color.
    static let trueColorValues: Set<String> = ["truecolor", "24bit"]

    /// The terminal types to try, in order, for `terminalType` from `TERM`.
    ///
    /// ```swift
    /// TerminalTypeChoice.candidates(for: "xterm-256color", colorTerm: "truecolor")
    /// // ["xterm-direct", "xterm-256color"]
    /// ```
    static func candidates(for terminalType: String, colorTerm: String?) -> [String] {
        guard let colorTerm, trueColorValues.contains(colorTerm.lowercased()), !terminalType.contains("direct") else {
            return [terminalType]
        }
        var base = Substring(terminalType)
        for suffix in ["-256color", "-88color", "-16color", "-color"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        return [String(base) + "-direct", terminalType]
    }

    /// The error for a terminal type that cannot show a screen, or nil.
    static func refusal(for terminalType: String) -> TerminalError? {
        let trimmed = terminalType.trimmingCharacters(in: .whitespaces)
        guard trimmed.isEmpty || trimmed == "dumb" else { return nil }
        return .cannotDrawScreen(terminalType: trimmed)
    }
}
