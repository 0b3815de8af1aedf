/// Reads entropy-coded data bit by bit: a 0xFF byte is followed by a
/// stuffed zero, and a marker ends the data (the reader then gives zeros,
/// as T.81 F.2.2.5 allows, so a short scan decodes as gray, not a crash).
struct JPEGBitReader {
    private let bytes: [UInt8]
    /// The next byte to read.
    private(set) var position: Int
    private var buffer: UInt32 = 0
    private var count = 0
    /// Where a marker ended the data, once one did.
    private(set) var markerPosition: Int?

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    mutating func bit() -> UInt32 {
        if count == 0 { refill() }
        count -= 1
        return (buffer >> UInt32(count)) & 1
    }

    mutating func bits(_ n: Int) -> Int32 {
        var value: Int32 = 0
        for _ in 0 ..< n { value = value << 1 | Int32(bit()) }
        return value
    }

    /// The next `n` bits as a signed difference (T.81 F.2.2.1, EXTEND).
    mutating func receiveExtend(_ n: Int) -> Int32 {
        guard n > 0 else { return 0 }
        let value = bits(n)
        return value < 1 << (n - 1) ? value - (1 << n) + 1 : value
    }

    private mutating func refill() {
        count = 8
        guard markerPosition == nil, position < bytes.count else {
            buffer = 0
            return
        }
        let byte = bytes[position]
        if byte == 0xFF {
            let next = position + 1 < bytes.count ? bytes[position + 1] : 0xD9
            if next == 0x00 {
                position += 2
                buffer = 0xFF
                return
            }
            markerPosition = position
            buffer = 0
            return
        }
        position += 1
        buffer = UInt32(byte)
    }

    /// At a restart: drops the partial byte and steps over the RSTn marker.
    mutating func restart() throws(ImageDecodingError) {
        count = 0
        if markerPosition == nil {
            // Padding bits may leave the reader just before the marker.
            while position < bytes.count, bytes[position] != 0xFF { position += 1 }
            markerPosition = position
        }
        guard let marker = markerPosition, marker + 1 < bytes.count, (0xD0 ... 0xD7).contains(bytes[marker + 1]) else {
            throw .invalidChunk(chunk: "SOS", offset: markerPosition ?? position, reason: "expected a restart marker")
        }
        position = marker + 2
        markerPosition = nil
    }

    /// Where the segment after the entropy-coded data starts.
    mutating func end() -> Int {
        if let markerPosition { return markerPosition }
        while position < bytes.count {
            if bytes[position] == 0xFF, position + 1 < bytes.count, bytes[position + 1] != 0x00,
                !(0xD0 ... 0xD7).contains(bytes[position + 1])
            {
                return position
            }
            position += 1
        }
        return bytes.count
    }
}
