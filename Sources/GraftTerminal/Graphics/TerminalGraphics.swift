/// A way a terminal draws pictures in real pixels instead of half-block
/// cells (docs/RENDERING.md, "Pictures on graphics terminals").
package enum TerminalGraphics: Hashable, Sendable {
    /// The Kitty graphics protocol (kitty, WezTerm, ghostty): pictures are
    /// sent once and stay placed until deleted.
    case kitty
    /// DEC sixels (xterm -ti vt340, foot, mlterm, ...): pictures are painted
    /// into the cells, so they are painted again whenever those cells are.
    case sixel

    /// The graphics to use, from the environment and the colors the
    /// terminal shows, and from its reply to a primary device attributes
    /// query (`ESC [ c`) when one was made.
    ///
    /// `GRAFT_GRAPHICS` chooses: `kitty`, `sixel`, or `cells`/`off` for
    /// half blocks. Otherwise Kitty graphics are used where the terminal
    /// says it is kitty (`TERM=xterm-kitty`, `KITTY_WINDOW_ID`), WezTerm or
    /// ghostty (`TERM_PROGRAM`), and sixels where the device attributes
    /// list 4; inside tmux (`TMUX`), which passes neither on, cells. A
    /// terminal without 256 colors (`NO_COLOR`, 8 or 16 colors) keeps
    /// cells, which follow those colors, even when asked for graphics.
    package static func detect(
        environment: [String: String], colorSupport: ColorSupport, deviceAttributes: String? = nil
    ) -> TerminalGraphics? {
        guard colorSupport >= .indexed256 else { return nil }
        switch environment["GRAFT_GRAPHICS"]?.lowercased() {
        case "kitty": return .kitty
        case "sixel", "sixels": return .sixel
        case "cells", "off", "none": return nil
        default: break
        }
        if let tmux = environment["TMUX"], !tmux.isEmpty { return nil }
        if environment["TERM"] == "xterm-kitty" { return .kitty }
        if let window = environment["KITTY_WINDOW_ID"], !window.isEmpty { return .kitty }
        if let program = environment["TERM_PROGRAM"]?.lowercased(), ["wezterm", "ghostty"].contains(program) { return .kitty }
        if let deviceAttributes, Self.listsSixels(deviceAttributes) { return .sixel }
        return nil
    }

    /// The environment variables ``detect(environment:colorSupport:deviceAttributes:)`` reads.
    package static let environmentNames = ["GRAFT_GRAPHICS", "TMUX", "TERM", "KITTY_WINDOW_ID", "TERM_PROGRAM"]

    /// Whether a primary device attributes reply (`ESC [ ? 62 ; 4 ; 22 c`)
    /// lists attribute 4, sixel graphics.
    static func listsSixels(_ reply: String) -> Bool {
        guard let start = reply.firstIndex(of: "?"), let end = reply[start...].firstIndex(of: "c") else { return false }
        return reply[reply.index(after: start) ..< end].split(separator: ";").contains("4")
    }
}
