/// Decompresses deflate data (RFC 1951): stored, fixed-Huffman and
/// dynamic-Huffman blocks. Written for Graft because Foundation on Linux
/// has no public zlib API.
enum Inflate {
    /// Decompresses the deflate stream starting at `start`, refusing to
    /// produce more than `limit` bytes, so a hostile stream cannot exhaust
    /// memory. Returns the output and the offset just after the last block.
    static func decompress(
        _ data: [UInt8], from start: Int, limit: Int
    ) throws(ImageDecodingError) -> (
        output: [UInt8], end: Int
    ) {
        var reader = BitReader(data, from: start)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, 1 << 20))
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try copyStored(&reader, into: &output, limit: limit)
            case 1:
                try inflateBlock(
                    &reader, literals: FixedCodes.literals, distances: FixedCodes.distances, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try readDynamicCodes(&reader)
                try inflateBlock(&reader, literals: literals, distances: distances, into: &output, limit: limit)
            default: throw .badDeflate(reason: "reserved block type 3", offset: reader.byteOffset)
            }
        }
        reader.alignToByte()
        return (output, reader.position)
    }

    private static func copyStored(
        _ reader: inout BitReader, into output: inout [UInt8], limit: Int
    ) throws(ImageDecodingError) {
        reader.alignToByte()
        let offset = reader.position
        let length = Int(try reader.byte()) | Int(try reader.byte()) << 8
        let complement = Int(try reader.byte()) | Int(try reader.byte()) << 8
        guard length == ~complement & 0xFFFF else {
            throw .badDeflate(reason: "stored block length does not match its complement", offset: offset)
        }
        guard output.count + length <= limit else { throw .badDeflate(reason: "more data than expected", offset: offset) }
        for _ in 0 ..< length { output.append(try reader.byte()) }
    }

    /// The order code-length code lengths are sent in (RFC 1951 §3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func readDynamicCodes(_ reader: inout BitReader) throws(ImageDecodingError) -> (Huffman, Huffman) {
        let offset = reader.byteOffset
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw .badDeflate(reason: "too many literal or distance codes", offset: offset)
        }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0 ..< codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengths = try Huffman(lengths: codeLengthLengths, offset: offset)
        var lengths: [Int] = []
        let total = literalCount + distanceCount
        while lengths.count < total {
            let symbol = try codeLengths.decode(&reader)
            let repeated: Int
            let count: Int
            switch symbol {
            case 0 ... 15:
                lengths.append(symbol)
                continue
            case 16:
                guard let previous = lengths.last else {
                    throw .badDeflate(reason: "repeat with no previous length", offset: reader.byteOffset)
                }
                (repeated, count) = (previous, 3 + (try reader.bits(2)))
            case 17: (repeated, count) = (0, 3 + (try reader.bits(3)))
            default: (repeated, count) = (0, 11 + (try reader.bits(7)))
            }
            guard lengths.count + count <= total else {
                throw .badDeflate(reason: "code lengths overflow", offset: reader.byteOffset)
            }
            lengths.append(contentsOf: repeatElement(repeated, count: count))
        }
        guard lengths[256] > 0 else { throw .badDeflate(reason: "no end-of-block code", offset: offset) }
        return (
            try Huffman(lengths: Array(lengths[0 ..< literalCount]), offset: offset),
            try Huffman(lengths: Array(lengths[literalCount...]), offset: offset)
        )
    }

    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static func inflateBlock(
        _ reader: inout BitReader, literals: Huffman, distances: Huffman, into output: inout [UInt8], limit: Int
    ) throws(ImageDecodingError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else {
                    throw .badDeflate(reason: "more data than expected", offset: reader.byteOffset)
                }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < lengthBases.count else {
                throw .badDeflate(reason: "invalid length code \(symbol)", offset: reader.byteOffset)
            }
            let length = lengthBases[lengthIndex] + (try reader.bits(lengthExtraBits[lengthIndex]))
            let distanceCode = try distances.decode(&reader)
            guard distanceCode < distanceBases.count else {
                throw .badDeflate(reason: "invalid distance code \(distanceCode)", offset: reader.byteOffset)
            }
            let distance = distanceBases[distanceCode] + (try reader.bits(distanceExtraBits[distanceCode]))
            guard distance <= output.count else {
                throw .badDeflate(reason: "distance \(distance) reaches before the start", offset: reader.byteOffset)
            }
            guard output.count + length <= limit else {
                throw .badDeflate(reason: "more data than expected", offset: reader.byteOffset)
            }
            // Byte by byte: a copy may overlap what it produces (distance < length).
            var from = output.count - distance
            for _ in 0 ..< length {
                output.append(output[from])
                from += 1
            }
        }
    }
}

/// The fixed Huffman codes of block type 1 (RFC 1951 §3.2.6), built once.
private enum FixedCodes {
    static let literals: Huffman = {
        let lengths =
            [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8)
        return (try? Huffman(lengths: lengths, offset: 0)) ?? Huffman()
    }()
    static let distances: Huffman = (try? Huffman(lengths: [Int](repeating: 5, count: 30), offset: 0)) ?? Huffman()
}
