extension TextLayout {
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
        /// The index of the atom's run in ``TextLayout/runs``.
        var run: Int
        /// Where the atom starts in its run's string; a cluster boundary.
        var start: String.Index
        /// Where the atom ends in its run's string; a cluster boundary.
        var end: String.Index
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

        /// Appends the atoms of an ASCII string from its bytes, where every byte is a
        /// cluster except CR LF.
        private static func appendASCII(
            _ bytes: UnsafeBufferPointer<UInt8>, of string: String, run: Int, to atoms: inout [Atom]
        ) {
            let utf8 = string.utf8
            let count = bytes.count
            func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            func lineBreakLength(at offset: Int) -> Int {
                switch bytes[offset] {
                case 0x0A: 1
                case 0x0D where offset + 1 < count && bytes[offset + 1] == 0x0A: 2
                default: 0
                }
            }
            var offset = 0
            while offset < count {
                let start = offset
                let breakLength = lineBreakLength(at: offset)
                if breakLength > 0 {
                    offset += breakLength
                    atoms.append(Atom(kind: .lineBreak, isSimple: false, run: run,
                                      start: index(start), end: index(offset), width: 0))
                } else if bytes[offset] == 0x20 {
                    repeat { offset += 1 } while offset < count && bytes[offset] == 0x20
                    atoms.append(Atom(kind: .spaces, isSimple: true, run: run,
                                      start: index(start), end: index(offset), width: offset - start))
                } else {
                    repeat {
                        offset += 1
                    } while offset < count && bytes[offset] != 0x20 && lineBreakLength(at: offset) == 0
                    let range = index(start) ..< index(offset)
                    // Printable ASCII is one cell a byte; controls (a lone CR, a tab) are zero.
                    let width = string[range].displayWidth
                    atoms.append(Atom(kind: .word, isSimple: width == offset - start, run: run,
                                      start: range.lowerBound, end: range.upperBound, width: width))
                }
            }
        }

        /// Appends the atoms of any string, cluster by cluster.
        private static func appendCharacters(of string: String, run: Int, to atoms: inout [Atom]) {
            let utf8 = string.utf8
            var index = string.startIndex
            for character in string {
                let next = utf8.index(index, offsetBy: character.utf8.count)
                defer { index = next }
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
                    isSimple = width == 1 && character.utf8.count == 1
                }
                if kind != .lineBreak, let last = atoms.last, last.run == run, last.kind == kind {
                    atoms[atoms.count - 1].end = next
                    atoms[atoms.count - 1].width += width
                    atoms[atoms.count - 1].isSimple = last.isSimple && isSimple
                } else {
                    atoms.append(Atom(kind: kind, isSimple: isSimple, run: run,
                                      start: index, end: next, width: width))
                }
            }
        }
    }
}
