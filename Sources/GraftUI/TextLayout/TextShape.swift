import GraftTerminal

/// Tells, without laying text out, when two texts take the same size for
/// every proposal, so a `Text` whose characters changed need not be measured
/// again.
///
/// ``StyledTextLayout`` sizes text from its words, spaces and line breaks and
/// their widths in cells, run by run; styles play no part. Two runs of
/// printable ASCII (one cell a byte, never a break) with spaces at the same
/// offsets give it the same words of the same widths.
enum TextShape {
    /// Whether `old` and `new` take the same size for any proposal: the same
    /// strings, or strings of the same shape run by run.
    static func takeSameSizes(_ old: [TextRun], _ new: [TextRun]) -> Bool {
        guard old.count == new.count else { return false }
        for (before, after) in zip(old, new) where before.string != after.string {
            guard haveSameASCIIShape(before.string, after.string) else { return false }
        }
        return true
    }

    /// Whether both strings are printable ASCII and spaces, of the same
    /// length, with spaces at the same offsets.
    static func haveSameASCIIShape(_ first: String, _ second: String) -> Bool {
        var first = first
        var second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                guard a.count == b.count else { return false }
                for index in a.indices {
                    let x = a[index]
                    let y = b[index]
                    if x == 0x20 || y == 0x20 {
                        if x != y { return false }
                    } else if x &- 0x21 >= 0x5E || y &- 0x21 >= 0x5E {
                        // A control, line break or non-ASCII byte: its width is not one cell.
                        return false
                    }
                }
                return true
            }
        }
    }
}
