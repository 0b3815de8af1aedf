import Foundation

/// Folds text for matching: lower case, no diacritics, full-width forms
/// as ASCII (`Crème` and `CREME` both become `creme`).
///
/// ASCII text, nearly every catalog string, is folded byte by byte; any
/// other character is folded once with Foundation and remembered, because
/// Foundation's `folding` costs microseconds a call and a large catalog has
/// hundreds of thousands of strings.
struct SearchFolding {
    private var foldedScalars: [Unicode.Scalar: [UInt8]] = [:]

    /// Appends the folded UTF-8 of `text` to `bytes`.
    ///
    /// NUL and other control characters fold to nothing: the search index uses
    /// NUL to separate fields, so a query can never match across two.
    mutating func fold(_ text: String, into bytes: inout [UInt8]) {
        let utf8 = text.utf8
        let isPlainASCII =
            utf8.withContiguousStorageIfAvailable { buffer in
                buffer.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            } ?? false
        if isPlainASCII {
            // Copy in one go, then lower the capitals in place.
            let start = bytes.count
            bytes.append(contentsOf: utf8)
            bytes.withUnsafeMutableBufferPointer { buffer in
                for index in start ..< buffer.count where buffer[index] &- UInt8(ascii: "A") < 26 {
                    buffer[index] |= 0x20
                }
            }
            return
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                guard byte >= 0x20, byte != 0x7F else { continue }
                bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            } else {
                bytes += foldedScalar(scalar)
            }
        }
    }

    /// `text` folded, as a string.
    mutating func folded(_ text: String) -> String {
        var bytes: [UInt8] = []
        fold(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func foldedScalar(_ scalar: Unicode.Scalar) -> [UInt8] {
        if let known = foldedScalars[scalar] { return known }
        var bytes: [UInt8] = []
        // A combining mark typed on its own (decomposed text) is a diacritic too.
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format:
            break
        default:
            let folded = String(scalar).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            bytes = Array(folded.utf8)
        }
        foldedScalars[scalar] = bytes
        return bytes
    }
}
