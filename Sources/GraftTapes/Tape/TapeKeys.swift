import GraftTerminal

/// Key names and chords as tapes write them.
enum TapeKeys {
    /// The keys that are commands of their own, taking a count.
    static let commandKeys: [(name: String, key: Key)] = [
        ("Enter", .enter), ("Escape", .escape), ("Tab", .tab), ("Space", .character(" ")),
        ("Backspace", .backspace), ("Delete", .delete), ("Insert", .insert),
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
        ("Home", .home), ("End", .end), ("PageUp", .pageUp), ("PageDown", .pageDown),
    ]

    /// The modifier names a chord may start with, in the order they are listed.
    static let modifiers: [(name: String, modifier: KeyModifiers)] = [
        ("Ctrl", .control), ("Alt", .alt), ("Shift", .shift),
    ]

    /// The key of a command name such as `Down`, or nil.
    static func commandKey(named name: String) -> Key? {
        commandKeys.first { $0.name == name }?.key
    }

    /// Every key name: the command keys and `F1`–`F12`.
    static var keyNames: [String] {
        commandKeys.map(\.name) + (1 ... 12).map { "F\($0)" }
    }

    /// The key a name or single character stands for: `Enter`, `F5`, `x`, `+`.
    static func key(named name: String) -> Key? {
        if let key = commandKey(named: name) { return key }
        if name.count == 1, let character = name.first, !character.isWhitespace {
            return .character(character)
        }
        if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1 ... 12).contains(number),
            name.dropFirst().allSatisfy(\.isNumber)
        {
            return .function(number)
        }
        return nil
    }

    /// Whether a word is a chord such as `Ctrl+C`: more than one character, with a `+`.
    static func isChord(_ word: String) -> Bool {
        word.count > 1 && word.contains("+")
    }

    /// The key event of a single key or chord such as `Ctrl+C`, `Alt+x`,
    /// `Shift+Tab` or `Ctrl+Alt+Left`.
    ///
    /// Letters follow what a terminal sends: with Ctrl a letter is lowercase
    /// (`Ctrl+C` is `c` with Control), and Shift on a letter makes it
    /// uppercase instead of adding a modifier (`Shift+a` is `A`).
    ///
    /// - Parameters:
    ///   - text: The chord as written, such as `Ctrl+Alt+Left`.
    ///   - column: The column it starts at, for errors.
    /// - Throws: ``TapeKeyError`` for an unknown modifier or key, a repeated
    ///   modifier, or a chord without a key.
    static func keyEvent(_ text: String, column startColumn: Int) throws(TapeKeyError) -> KeyEvent {
        var modifiers: KeyModifiers = []
        var rest = Substring(text)
        var column = startColumn
        // A single character, even `+`, is a key; otherwise peel "Modifier+" prefixes.
        while rest.count > 1, let plus = rest.firstIndex(of: "+") {
            let name = String(rest[..<plus])
            guard let modifier = modifier(named: name) else {
                throw TapeKeyError(column: column, message: "unknown modifier '\(name)'; valid modifiers are Ctrl, Alt and Shift")
            }
            guard !modifiers.contains(modifier) else {
                throw TapeKeyError(column: column, message: "'\(name)' appears twice in '\(text)'")
            }
            modifiers.insert(modifier)
            column += name.count + 1
            rest = rest[rest.index(after: plus)...]
        }
        guard !rest.isEmpty else {
            throw TapeKeyError(
                column: column,
                message: "expected a key after '\(text)', such as a letter or \(TapeKeys.keyNames.prefix(3).joined(separator: ", "))")
        }
        guard let key = key(named: String(rest)) else {
            throw TapeKeyError(
                column: column,
                message: "unknown key '\(rest)'; expected one character or one of \(TapeKeys.keyNames.joined(separator: ", "))")
        }
        return normalized(KeyEvent(key, modifiers: modifiers))
    }

    private static func modifier(named name: String) -> KeyModifiers? {
        modifiers.first { $0.name == name }?.modifier
    }

    /// The event a terminal reports for a letter chord: lowercase with Ctrl,
    /// uppercase (and no Shift) with Shift alone or with Alt.
    private static func normalized(_ event: KeyEvent) -> KeyEvent {
        guard case .character(let character) = event.key, character.isLetter, !event.modifiers.isEmpty else {
            return event
        }
        var modifiers = event.modifiers
        let text: String
        if modifiers.contains(.control) {
            text = String(character).lowercased()
        } else if modifiers.contains(.shift) {
            modifiers.remove(.shift)
            text = String(character).uppercased()
        } else {
            text = String(character)
        }
        guard text.count == 1, let letter = text.first else { return event }
        return KeyEvent(.character(letter), modifiers: modifiers)
    }
}

/// A key or chord that is not valid, and the column of the mistake.
struct TapeKeyError: Error {
    var column: Int
    var message: String
}
