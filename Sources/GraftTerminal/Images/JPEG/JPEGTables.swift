/// The tables and settings segments define for the scans after them.
struct JPEGState {
    var frame: JPEGFrame?
    /// Quantization tables by slot, in zigzag order.
    var quantization: [[Int32]?] = Array(repeating: nil, count: 4)
    var dcTables: [JPEGHuffmanTable?] = Array(repeating: nil, count: 4)
    var acTables: [JPEGHuffmanTable?] = Array(repeating: nil, count: 4)
    /// MCUs between restart markers; 0 when there are none.
    var restartInterval = 0
    /// The Adobe segment's color transform: 0 means the samples are RGB
    /// (or CMYK), 1 YCbCr; nil without the segment.
    var colorTransform: UInt8?
    var scanCount = 0

    mutating func readQuantizationTables(_ bytes: [UInt8], segment: JPEGSegment) throws(ImageDecodingError) {
        var position = segment.data.lowerBound
        while position < segment.data.upperBound {
            let precision = bytes[position] >> 4
            let slot = Int(bytes[position] & 0x0F)
            position += 1
            let size = precision == 0 ? 64 : 128
            guard precision <= 1, slot < 4, position + size <= segment.data.upperBound else {
                throw .invalidChunk(chunk: "DQT", offset: segment.offset, reason: "bad table \(slot) of precision \(precision)")
            }
            var table = [Int32](repeating: 0, count: 64)
            for index in 0 ..< 64 {
                table[index] =
                    precision == 0
                    ? Int32(bytes[position + index]) : Int32(bytes[position + 2 * index]) << 8 | Int32(bytes[position + 2 * index + 1])
            }
            quantization[slot] = table
            position += size
        }
    }

    mutating func readHuffmanTables(_ bytes: [UInt8], segment: JPEGSegment) throws(ImageDecodingError) {
        var position = segment.data.lowerBound
        while position < segment.data.upperBound {
            let tableClass = bytes[position] >> 4
            let slot = Int(bytes[position] & 0x0F)
            position += 1
            guard tableClass <= 1, slot < 4, position + 16 <= segment.data.upperBound else {
                throw .invalidChunk(chunk: "DHT", offset: segment.offset, reason: "bad table class \(tableClass) or slot \(slot)")
            }
            let counts = (0 ..< 16).map { Int(bytes[position + $0]) }
            position += 16
            let total = counts.reduce(0, +)
            guard position + total <= segment.data.upperBound,
                let table = JPEGHuffmanTable(counts: counts, symbols: Array(bytes[position ..< position + total]))
            else {
                throw .invalidChunk(chunk: "DHT", offset: segment.offset, reason: "the code lengths do not make a Huffman code")
            }
            position += total
            if tableClass == 0 { dcTables[slot] = table } else { acTables[slot] = table }
        }
    }

    mutating func readAdobe(_ bytes: [UInt8], segment: JPEGSegment) {
        let data = bytes[segment.data]
        guard data.count >= 12, data.starts(with: Array("Adobe".utf8)) else { return }
        colorTransform = data[data.startIndex + 11]
    }
}

/// A canonical Huffman code (T.81 annex C), decoded with the lengths'
/// largest codes as in F.2.2.3.
struct JPEGHuffmanTable {
    /// The largest code of each length 1...16, or -1 when there is none.
    private var maximumCode = [Int32](repeating: -1, count: 17)
    /// For each length, the index of its first symbol minus its first code.
    private var offset = [Int32](repeating: 0, count: 17)
    private let symbols: [UInt8]

    init?(counts: [Int], symbols: [UInt8]) {
        self.symbols = symbols
        var code: Int32 = 0
        var index: Int32 = 0
        for length in 1 ... 16 {
            let count = Int32(counts[length - 1])
            if count > 0 {
                offset[length] = index - code
                code += count
                maximumCode[length] = code - 1
                index += count
            }
            // Every code of this length must fit in `length` bits.
            guard code <= 1 << length else { return nil }
            code <<= 1
        }
    }

    /// The next symbol from `bits`.
    func decode(_ bits: inout JPEGBitReader) throws(ImageDecodingError) -> UInt8 {
        var code: Int32 = 0
        for length in 1 ... 16 {
            code = code << 1 | Int32(bits.bit())
            if code <= maximumCode[length] {
                let index = Int(code + offset[length])
                guard index >= 0, index < symbols.count else { break }
                return symbols[index]
            }
        }
        throw .badEntropyData(reason: "no Huffman code matches", offset: bits.position)
    }
}
