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
    /// list 4 (``NcursesSurface`` asks for them at start-up when nothing
    /// else decided); inside tmux (`TMUX`), which passes neither on, cells. A
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

    /// Whether asking the terminal for its device attributes could find
    /// sixels: nothing else decided, 256 colors or more, and not inside
    /// tmux or screen, which answer for themselves and pass no graphics on.
    package static func asksForDeviceAttributes(environment: [String: String], colorSupport: ColorSupport) -> Bool {
        guard colorSupport >= .indexed256, detect(environment: environment, colorSupport: colorSupport) == nil else { return false }
        if let chosen = environment["GRAFT_GRAPHICS"], !chosen.isEmpty { return false }
        if let tmux = environment["TMUX"], !tmux.isEmpty { return false }
        let term = environment["TERM"] ?? ""
        return !term.hasPrefix("screen") && !term.hasPrefix("tmux")
    }

    /// A primary device attributes reply (`ESC [ ? … c`) found in `bytes`,
    /// and the bytes around it (keys typed while the reply was awaited), or
    /// nil while no whole reply is there.
    package static func deviceAttributesReply(in bytes: [UInt8]) -> (reply: String, rest: [UInt8])? {
        var start = 0
        while start + 2 < bytes.count {
            defer { start += 1 }
            guard bytes[start] == 0x1B, bytes[start + 1] == UInt8(ascii: "["), bytes[start + 2] == UInt8(ascii: "?") else { continue }
            var end = start + 3
            while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(bytes[end]) {
                end += 1
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "c") else { continue }
            let reply = String(decoding: bytes[start ... end], as: UTF8.self)
            return (reply, Array(bytes[..<start]) + Array(bytes[(end + 1)...]))
        }
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
