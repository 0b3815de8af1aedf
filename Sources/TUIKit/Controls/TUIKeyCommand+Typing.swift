extension TUIKeyCommand {
    /// Whether the command's key types a character: a printable input with
    /// no modifier but Shift. Such commands step aside while a text input
    /// is the first responder, so "q" types a q in a search field instead
    /// of quitting, and they are left out of key hints then.
    var typesText: Bool {
        guard let input, input.count == 1, let character = input.first else { return false }
        return modifierFlags.subtracting(.shift).isEmpty && !character.isNewline && character != "\t"
            && !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false)
    }
}
