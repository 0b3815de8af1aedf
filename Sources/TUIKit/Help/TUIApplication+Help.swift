extension TUIApplication {
    /// The key that opens the help overlay.
    nonisolated static let helpKeyInput = "?"

    /// The commands `?` and F1 that open the help overlay, which
    /// ``keyCommands`` offers while ``showsHelpOverlayOnQuestionMark`` is on;
    /// made once, so listing them each frame costs nothing.
    var helpCommands: (question: TUIKeyCommand, functionKey: TUIKeyCommand) {
        if let storedHelpKeyCommands { return storedHelpKeyCommands }
        let commands = [Self.helpKeyInput, TUIKeyCommand.f1].map { input in
            TUIKeyCommand(title: "Help", input: input, discoverabilityTitle: "Show all keys") { [weak self] _ in
                self?.showHelpOverlay()
            }
        }
        storedHelpKeyCommands = (commands[0], commands[1])
        return (commands[0], commands[1])
    }

    /// Presents a ``TUIHelpViewController`` listing the key window's
    /// ``TUIWindow/discoverableKeyCommands`` (and the disabled ones, dimmed),
    /// then the keys that move focus, from the controller on top of
    /// the key window's root view controller. Does nothing when the key
    /// window has no root view controller or help is already up.
    ///
    /// - Returns: Whether the overlay was presented.
    @discardableResult
    public func showHelpOverlay() -> Bool {
        guard let window = keyWindow, var top = window.rootViewController else { return false }
        while let presented = top.presentedViewController { top = presented }
        guard !(top is TUIHelpViewController), top.viewIfLoaded?.window === window else { return false }
        let commands = window.helpKeyCommands.filter { $0.input != Self.helpKeyInput && $0.input != TUIKeyCommand.f1 }
        top.present(TUIHelpViewController(keyCommands: commands), animated: true)
        return true
    }
}
