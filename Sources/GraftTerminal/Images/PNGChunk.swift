/// One chunk of a PNG file (PNG §5.3): a length, a four-letter type, the
/// data and a CRC of type and data.
struct PNGChunk {
    /// The four-letter type, such as `IHDR`.
    let type: String
    /// Where the chunk starts in the file, for error messages.
    let offset: Int
    /// Where the chunk's data is in the file.
    let data: Range<Int>

    /// Whether a decoder that does not know the chunk must refuse the file
    /// (an uppercase first letter, PNG §5.4).
    var isCritical: Bool { type.utf8.first.map { $0 & 0x20 == 0 } ?? true }

    /// Reads the chunks after the signature, checking each one's length and CRC.
    static func chunks(in bytes: [UInt8]) throws(ImageDecodingError) -> [PNGChunk] {
        var chunks: [PNGChunk] = []
        var offset = PNGDecoder.signature.count
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { throw .truncatedChunk(chunk: "?", offset: offset) }
            let length = Int(bigEndian32(bytes, at: offset))
            let typeBytes = bytes[offset + 4 ..< offset + 8]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ (65 ... 90).contains($0) || (97 ... 122).contains($0) }) else {
                throw .invalidChunk(chunk: type, offset: offset, reason: "chunk type is not four letters")
            }
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
                throw .truncatedChunk(chunk: type, offset: offset)
            }
            let dataStart = offset + 8
            let stored = bigEndian32(bytes, at: dataStart + length)
            guard stored == Checksums.crc32(bytes, offset + 4 ..< dataStart + length) else {
                throw .badCRC(chunk: type, offset: offset)
            }
            chunks.append(PNGChunk(type: type, offset: offset, data: dataStart ..< dataStart + length))
            offset = dataStart + length + 4
            if type == "IEND" { return chunks }
        }
        throw .missingChunk("IEND")
    }

    /// The big-endian 32-bit number at `offset`, which must be in `bytes`.
    static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset ..< offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
}
