/// Standard base64 (RFC 4648, with `=` padding), which the Kitty graphics
/// protocol carries pixel data in; Foundation is not linked here.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` encoded as base64 text, as ASCII bytes.
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { result.append(alphabet[Int((value >> UInt32(shift)) & 63)]) }
            index += 3
        }
        let remaining = bytes.count - index
        if remaining > 0 {
            let second = remaining == 2 ? UInt32(bytes[index + 1]) : 0
            let value = UInt32(bytes[index]) << 16 | second << 8
            result.append(alphabet[Int((value >> 18) & 63)])
            result.append(alphabet[Int((value >> 12) & 63)])
            result.append(remaining == 2 ? alphabet[Int((value >> 6) & 63)] : UInt8(ascii: "="))
            result.append(UInt8(ascii: "="))
        }
        return result
    }
}
