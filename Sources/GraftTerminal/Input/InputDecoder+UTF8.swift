extension InputDecoder {
    /// The result of reading one UTF-8 encoded scalar.
    enum ScalarScan: Equatable {
        /// A well-formed scalar and the number of bytes it occupies.
        case scalar(Unicode.Scalar, length: Int)
        /// An ill-formed subsequence of this many bytes (at least one), to be replaced by
        /// U+FFFD: the lead byte and the continuation bytes that were valid after it.
        case invalid(length: Int)
        /// The bytes so far are a valid prefix of a scalar, but the buffer ends before it does.
        case incomplete
    }

    /// Reads the UTF-8 scalar that starts at `start`.
    ///
    /// Follows the Unicode "maximal subpart" practice: each ill-formed subsequence is as long
    /// as the valid prefix it begins with, so it replaces with exactly one U+FFFD, and
    /// overlong forms, surrogates and values past U+10FFFF are rejected by their second byte.
    ///
    /// - Parameters:
    ///   - bytes: The buffer.
    ///   - start: A valid index of `bytes`.
    /// - Returns: The scalar, an ill-formed subsequence, or `.incomplete`.
    static func scanScalar(in bytes: [UInt8], at start: Int) -> ScalarScan {
        let lead = bytes[start]
        if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
        let length: Int
        var value: UInt32
        var secondByteRange: ClosedRange<UInt8> = 0x80 ... 0xBF
        switch lead {
        case 0xC2 ... 0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0 ... 0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
            if lead == 0xE0 { secondByteRange = 0xA0 ... 0xBF }  // no overlong forms
            if lead == 0xED { secondByteRange = 0x80 ... 0x9F }  // no surrogates
        case 0xF0 ... 0xF4:
            length = 4
            value = UInt32(lead & 0x07)
            if lead == 0xF0 { secondByteRange = 0x90 ... 0xBF }  // no overlong forms
            if lead == 0xF4 { secondByteRange = 0x80 ... 0x8F }  // nothing past U+10FFFF
        default:
            return .invalid(length: 1)
        }
        for offset in 1 ..< length {
            let index = start + offset
            guard index < bytes.count else { return .incomplete }
            let byte = bytes[index]
            let validRange = offset == 1 ? secondByteRange : 0x80 ... 0xBF
            guard validRange.contains(byte) else { return .invalid(length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
        return .scalar(scalar, length: length)
    }
}
