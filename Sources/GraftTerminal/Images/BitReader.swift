/// Reads deflate's bit stream: bits are packed from each byte's least
/// significant bit up (RFC 1951 §3.1.1).
struct BitReader {
    let bytes: [UInt8]
    /// The next byte not yet loaded into `buffer`.
    private(set) var position: Int
    private var buffer: UInt64 = 0
    private var count = 0

    init(_ bytes: [UInt8], from position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// The byte holding the next unread bit, for error messages.
    var byteOffset: Int { position - (count + 7) / 8 }

    /// The next `width` bits (at most 32) as a number, first bit lowest.
    mutating func bits(_ width: Int) throws(ImageDecodingError) -> Int {
        while count < width {
            guard position < bytes.count else { throw .truncatedData(offset: position) }
            buffer |= UInt64(bytes[position]) << UInt64(count)
            position += 1
            count += 8
        }
        let value = buffer & ((1 << UInt64(width)) - 1)
        buffer >>= UInt64(width)
        count -= width
        return Int(value)
    }

    /// Drops the rest of the current byte: stored blocks and the Adler-32
    /// trailer start on a byte boundary. Bytes loaded whole but unread are
    /// given back.
    mutating func alignToByte() {
        position -= count / 8
        buffer = 0
        count = 0
    }

    /// The next whole byte, after ``alignToByte()``.
    mutating func byte() throws(ImageDecodingError) -> UInt8 {
        guard position < bytes.count else { throw .truncatedData(offset: position) }
        defer { position += 1 }
        return bytes[position]
    }
}
