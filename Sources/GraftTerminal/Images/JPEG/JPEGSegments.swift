/// One marker segment: its marker byte, where it starts and its payload.
struct JPEGSegment {
    let marker: UInt8
    let offset: Int
    let data: Range<Int>
}

/// Walks a JPEG file's marker segments; entropy-coded data is skipped by
/// the scan that reads it, which moves `position` past it.
struct JPEGSegmentReader {
    let bytes: [UInt8]
    var position: Int

    /// The next segment, or nil at the end of the data.
    mutating func next() throws(ImageDecodingError) -> JPEGSegment? {
        guard position < bytes.count else { return nil }
        guard bytes[position] == 0xFF else {
            throw .invalidChunk(chunk: "marker", offset: position, reason: "expected a marker, found byte \(bytes[position])")
        }
        // Any number of 0xFF fill bytes may come before a marker.
        while position < bytes.count, bytes[position] == 0xFF { position += 1 }
        guard position < bytes.count else { throw .truncatedData(offset: position) }
        let marker = bytes[position]
        let offset = position - 1
        position += 1
        // Markers without a length: TEM, RSTn, SOI, EOI.
        if marker == 0x01 || (0xD0 ... 0xD9).contains(marker) {
            return JPEGSegment(marker: marker, offset: offset, data: position ..< position)
        }
        guard position + 2 <= bytes.count else { throw .truncatedChunk(chunk: Self.name(marker), offset: offset) }
        let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
        guard length >= 2, position + length <= bytes.count else { throw .truncatedChunk(chunk: Self.name(marker), offset: offset) }
        let data = position + 2 ..< position + length
        position += length
        return JPEGSegment(marker: marker, offset: offset, data: data)
    }

    /// A marker's name, for errors.
    static func name(_ marker: UInt8) -> String {
        switch marker {
        case 0xC0 ... 0xC3, 0xC5 ... 0xC7, 0xC9 ... 0xCB, 0xCD ... 0xCF: "SOF"
        case 0xC4: "DHT"
        case 0xDA: "SOS"
        case 0xDB: "DQT"
        case 0xDD: "DRI"
        case 0xE0 ... 0xEF: "APP\(marker - 0xE0)"
        case 0xFE: "COM"
        default: "marker 0x" + String(marker, radix: 16, uppercase: true)
        }
    }
}
