extension TUIApplication {
    /// The application handling an event now: a copy made while it does
    /// goes to its terminal.
    static weak var handlingEvent: TUIApplication?
    /// The application last attached to a run loop: copies made outside
    /// events (a timer, a task) go to its terminal.
    static weak var lastAttached: TUIApplication?

    /// Puts `text` on the system clipboard through the terminal of the
    /// application it was copied in.
    static func copyToTerminalClipboard(_ text: String) {
        (handlingEvent ?? lastAttached)?.mainLoop?.surface.copyToClipboard(text)
    }
}
