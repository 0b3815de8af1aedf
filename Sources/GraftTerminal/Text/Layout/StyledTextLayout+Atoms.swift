extension StyledTextLayout {
    /// A stretch of one run that wrapping treats as a unit: part of a word, spaces, or a
    /// line break.
    ///
    /// A word is a maximal sequence of clusters other than spaces and line breaks; when it
    /// spans several runs it is several consecutive `.word` atoms. Consecutive spaces of
    /// one run are one `.spaces` atom; each line break is an atom of its own.
    struct Atom: Sendable {
        /// What the atom holds.
        enum Kind: UInt8, Sendable {
            /// Part of a word.
            case word
            /// One or more U+0020 SPACE characters.
            case spaces
            /// "\n" or "\r\n".
            case lineBreak
        }

        /// What the atom holds.
        var kind: Kind
        /// Whether every byte is printable ASCII, so that one byte is one cluster and one
        /// cell, and positions inside the atom can be found without forming characters.
        var isSimple: Bool
        /// The index of the atom's run in ``StyledTextLayout/runs``.
        var run: Int
        /// Where the atom starts: a UTF-8 offset in its run's string, at a cluster boundary.
        var start: Int
        /// Where the atom ends: a UTF-8 offset in its run's string, at a cluster boundary.
        var end: Int
        /// The display width in cells; 0 for a line break.
        var width: Int
        /// For a word atom, the width from its start to the end of the word (this atom and
        /// the word atoms right after it); 0 for other atoms.
        var wordWidth: Int = 0

        /// Appends the atoms of `string`, the string of run `run`.
        static func append(_ string: String, run: Int, to atoms: inout [Atom]) {
            let scannedAsASCII = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                for byte in bytes where byte >= 0x80 { return false }
                appendASCII(bytes, of: string, run: run, to: &atoms)
                return true
            }
            if scannedAsASCII != true {
                appendCharacters(of: string, run: run, to: &atoms)
            }
        }

        /// Appends the atoms of an ASCII string from its bytes, in which every byte is a
        /// cluster except CR LF.
        private static func appendASCII(
            _ bytes: UnsafeBufferPointer<UInt8>, of string: String, run: Int, to atoms: inout [Atom]
        ) {
            let count = bytes.count
            var offset = 0
            while offset < count {
                let start = offset
                let byte = bytes[offset]
                offset &+= 1
                if byte == 0x20 {
                    while offset < count, bytes[offset] == 0x20 { offset &+= 1 }
                    atoms.append(
                        Atom(
                            kind: .spaces, isSimple: true, run: run,
                            start: start, end: offset, width: offset &- start))
                } else if byte == 0x0A {
                    atoms.append(
                        Atom(
                            kind: .lineBreak, isSimple: false, run: run,
                            start: start, end: offset, width: 0))
                } else if byte == 0x0D, offset < count, bytes[offset] == 0x0A {
                    offset &+= 1
                    atoms.append(
                        Atom(
                            kind: .lineBreak, isSimple: false, run: run,
                            start: start, end: offset, width: 0))
                } else {
                    // Printable ASCII (U+0021-U+007E here) is one cell a byte (see
                    // `Character.displayWidth`); a word with a control in it (a tab, a lone
                    // CR) is measured.
                    var isPrintable = byte &- 0x21 < 0x5E
                    while offset < count {
                        let next = bytes[offset]
                        if next == 0x20 || next == 0x0A { break }
                        if next == 0x0D, offset &+ 1 < count, bytes[offset &+ 1] == 0x0A { break }
                        isPrintable = isPrintable && next &- 0x21 < 0x5E
                        offset &+= 1
                    }
                    let width = isPrintable ? offset &- start : StyledTextLayout.slice(string, start, offset).displayWidth
                    atoms.append(
                        Atom(
                            kind: .word, isSimple: isPrintable, run: run,
                            start: start, end: offset, width: width))
                }
            }
        }

        /// Appends the atoms of any string, cluster by cluster.
        private static func appendCharacters(of string: String, run: Int, to atoms: inout [Atom]) {
            var offset = 0
            for character in string {
                let start = offset
                offset += character.utf8.count
                let kind: Kind
                let width: Int
                let isSimple: Bool
                if character == " " {
                    (kind, width, isSimple) = (.spaces, 1, true)
                } else if character == "\n" || character == "\r\n" {
                    (kind, width, isSimple) = (.lineBreak, 0, false)
                } else {
                    width = character.displayWidth
                    kind = .word
                    isSimple = width == 1 && offset - start == 1
                }
                if kind != .lineBreak, let last = atoms.last, last.run == run, last.kind == kind {
                    atoms[atoms.count - 1].end = offset
                    atoms[atoms.count - 1].width += width
                    atoms[atoms.count - 1].isSimple = last.isSimple && isSimple
                } else {
                    atoms.append(
                        Atom(
                            kind: kind, isSimple: isSimple, run: run,
                            start: start, end: offset, width: width))
                }
            }
        }
    }
}

extension StyledTextLayout {
    /// The index `offset` UTF-8 code units from the start of `string`.
    @inline(__always)
    static func index(_ string: String, utf8Offset offset: Int) -> String.Index {
        string.utf8.index(string.utf8.startIndex, offsetBy: offset)
    }

    /// The characters of `string` between two UTF-8 offsets, both at cluster boundaries.
    @inline(__always)
    static func slice(_ string: String, _ lower: Int, _ upper: Int) -> Substring {
        string[index(string, utf8Offset: lower) ..< index(string, utf8Offset: upper)]
    }
}
