extension Character {
    /// The number of terminal cells this grapheme cluster occupies: 0, 1 or 2.
    ///
    /// Provisional: ASCII and common ranges only. Replaced by the table-driven version.
    public var displayWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || value == 0x7F { return 0 }
        if value < 0x300 { return 1 }
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFF60).contains(value) || (0x1F300...0x1FAFF).contains(value) {
            return 2
        }
        return 1
    }
}

extension StringProtocol {
    /// The number of terminal cells the string occupies: the sum of its grapheme clusters' widths.
    public var displayWidth: Int {
        var total = 0
        for character in self { total += character.displayWidth }
        return total
    }
}
