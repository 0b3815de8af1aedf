/// The checksums PNG files carry: CRC-32 on every chunk (ISO 3309, as PNG
/// §5.5 specifies it) and Adler-32 on the zlib stream (RFC 1950 §8).
enum Checksums {
    private static let crcTable: [UInt32] = (0 ..< 256).map { index in
        var value = UInt32(index)
        for _ in 0 ..< 8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 of `bytes[range]`.
    static func crc32(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for index in range { crc = crcTable[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// The Adler-32 of `bytes`.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        // 5552 bytes is the most that can be summed before the 32-bit sums could overflow.
        var start = 0
        while start < bytes.count {
            let end = min(start + 5552, bytes.count)
            for index in start ..< end {
                low &+= UInt32(bytes[index])
                high &+= low
            }
            low %= 65521
            high %= 65521
            start = end
        }
        return high << 16 | low
    }
}
