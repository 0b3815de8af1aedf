extension TUIWindow {
    /// The key commands the user can discover now: those with a
    /// ``TUICommand/discoverabilityTitle``, collected from the responder
    /// key presses start from (the first responder, else the focused view,
    /// else the controller on screen) out along the responder chain, then
    /// from the controller on screen outward, leaving out responders behind
    /// a modal presentation; the commands a key would run, in that order.
    ///
    /// Disabled commands are left out, and so is a command whose key an
    /// earlier responder already takes, since it would never run. While a
    /// text input is the first responder, commands on printable keys are
    /// left out too, because those keys type. ``TUIKeyHintsView`` and
    /// ``TUIHelpViewController`` show these.
    public var discoverableKeyCommands: [TUIKeyCommand] {
        keyCommandsInScope(includingDisabled: false)
    }

    /// The commands the help overlay lists: the discoverable ones, and
    /// disabled ones too (shown dimmed), each key once.
    var helpKeyCommands: [TUIKeyCommand] {
        keyCommandsInScope(includingDisabled: true)
    }

    /// A number that changes whenever ``discoverableKeyCommands`` would list
    /// something else: a footer compares it before each frame, which costs
    /// a walk of the commands but none of the strings a footer draws.
    var discoverableKeyCommandsFingerprint: Int {
        var hasher = Hasher()
        forEachCommandInScope(includingDisabled: false) { command in
            hasher.combine(command.input)
            hasher.combine(command.modifierFlags.rawValue)
            hasher.combine(command.hintTitle)
        }
        return hasher.finalize()
    }

    private func keyCommandsInScope(includingDisabled: Bool) -> [TUIKeyCommand] {
        var found: [TUIKeyCommand] = []
        forEachCommandInScope(includingDisabled: includingDisabled) { found.append($0) }
        return found
    }

    /// Calls `body` with each discoverable command in scope, in the order a
    /// key would find them, skipping one whose press an earlier command
    /// takes (it would never run) and, while a text input is the first
    /// responder, those on printable keys.
    private func forEachCommandInScope(includingDisabled: Bool, _ body: (TUIKeyCommand) -> Void) {
        let isTyping = storedFirstResponder is TUIKeyInput
        // A few dozen commands: scanning beats hashing.
        var taken: [(input: String?, modifiers: KeyModifiers)] = []
        // Listed last, so a short footer gives the menu key up before the
        // screen's own keys: the menu repeats what those keys do.
        var menuCommands: [TUIKeyCommand] = []
        for responder in commandResponders() {
            for command in responder.keyCommands ?? [] where (includingDisabled || !command.isDisabled) && !(isTyping && command.typesText)
            {
                let key = command.normalizedKey
                guard !taken.contains(where: { $0.input == key.input && $0.modifiers == key.modifiers }) else { continue }
                taken.append(key)
                if command.discoverabilityTitle != nil { body(command) }
            }
            // A view's context menu key comes after its own commands, which may take the key.
            if let command = responder.contextMenuKeyCommand {
                let key = command.normalizedKey
                guard !taken.contains(where: { $0.input == key.input && $0.modifiers == key.modifiers }) else { continue }
                taken.append(key)
                menuCommands.append(command)
            }
        }
        for command in menuCommands { body(command) }
    }
}

extension TUIKeyCommand {
    /// The key as a footer shows it: `↵`, `Esc`, `Ctrl-S`, `F1`, `/`.
    func makeKeyLabel() -> String {
        guard let input else { return "" }
        var key: String
        switch input {
        case "\r": key = "↵"
        case "\t": key = "Tab"
        case " ": key = "Space"
        case "\u{8}": key = "⌫"
        case Self.inputEscape: key = "Esc"
        case Self.inputUpArrow: key = "↑"
        case Self.inputDownArrow: key = "↓"
        case Self.inputLeftArrow: key = "←"
        case Self.inputRightArrow: key = "→"
        case Self.inputPageUp: key = "PgUp"
        case Self.inputPageDown: key = "PgDn"
        case Self.inputHome: key = "Home"
        case Self.inputEnd: key = "End"
        case Self.inputDelete: key = "Del"
        case Self.inputInsert: key = "Ins"
        default:
            key = input.hasPrefix("TUIKeyInput") ? String(input.dropFirst("TUIKeyInput".count)) : input
        }
        var modifiers = modifierFlags
        if key.count == 1, let letter = key.first, letter.isLetter {
            // A letter with Shift or Ctrl reads as its capital: "S", "Ctrl-S".
            if letter.isUppercase || modifiers.contains(.shift) || modifiers.contains(.control) {
                key = key.uppercased()
                if letter.isUppercase || modifiers.contains(.shift) { modifiers.remove(.shift) }
            }
        }
        if modifiers.contains(.shift) { key = "Shift-" + key }
        if modifiers.contains(.alt) { key = "Alt-" + key }
        if modifiers.contains(.control) { key = "Ctrl-" + key }
        return key
    }

    /// The short name a footer shows: the title, else the discoverability title.
    var hintTitle: String {
        title.isEmpty ? discoverabilityTitle ?? "" : title
    }
}
