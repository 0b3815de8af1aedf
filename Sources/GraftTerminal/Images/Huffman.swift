/// A canonical Huffman code as deflate defines it (RFC 1951 §3.2.2): only
/// each symbol's code length is sent, and codes of one length are
/// consecutive numbers in symbol order.
struct Huffman {
    /// How many codes have each length, 0 to 15.
    private var lengthCounts = [Int](repeating: 0, count: 16)
    /// The symbols ordered by code, shortest codes first.
    private var sortedSymbols: [Int] = []

    /// A code with no symbols, which every read fails.
    init() {}

    /// The code for symbols whose code lengths are `lengths` (0: unused).
    /// A set of lengths that would need more codes than exist is refused;
    /// an incomplete set is allowed, as deflate allows a single distance code.
    init(lengths: [Int], offset: Int) throws(ImageDecodingError) {
        for length in lengths where length > 0 { lengthCounts[length] += 1 }
        var available = 1
        for length in 1 ..< 16 {
            available = available * 2 - lengthCounts[length]
            if available < 0 { throw .badDeflate(reason: "over-subscribed Huffman code", offset: offset) }
        }
        var start = [Int](repeating: 0, count: 16)
        for length in 1 ..< 15 { start[length + 1] = start[length] + lengthCounts[length] }
        sortedSymbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            sortedSymbols[start[length]] = symbol
            start[length] += 1
        }
    }

    /// Reads one code, a bit at a time: Huffman codes are sent from their
    /// most significant bit, unlike deflate's other numbers.
    func decode(_ reader: inout BitReader) throws(ImageDecodingError) -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1 ..< 16 {
            code |= try reader.bits(1)
            let count = lengthCounts[length]
            if code - first < count { return sortedSymbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw .badDeflate(reason: "invalid Huffman code", offset: reader.byteOffset)
    }
}
