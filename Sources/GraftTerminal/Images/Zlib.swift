/// Unwraps a zlib stream (RFC 1950): a two-byte header, deflate data and
/// the Adler-32 of what it decompresses to.
enum Zlib {
    /// The decompressed data of the zlib stream `data`, at most `limit` bytes.
    static func decompress(_ data: [UInt8], limit: Int) throws(ImageDecodingError) -> [UInt8] {
        guard data.count >= 2 else { throw .badZlib(reason: "stream shorter than its header", offset: 0) }
        let method = data[0]
        let flags = data[1]
        guard (Int(method) << 8 | Int(flags)) % 31 == 0 else { throw .badZlib(reason: "header check fails", offset: 0) }
        guard method & 0x0F == 8, method >> 4 <= 7 else {
            throw .badZlib(reason: "compression method is not deflate", offset: 0)
        }
        guard flags & 0x20 == 0 else { throw .badZlib(reason: "preset dictionary is not allowed", offset: 1) }
        let (output, end) = try Inflate.decompress(data, from: 2, limit: limit)
        guard end + 4 <= data.count else { throw .truncatedData(offset: end) }
        let stored = data[end ..< end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == Checksums.adler32(output) else { throw .badZlib(reason: "Adler-32 does not match", offset: end) }
        return output
    }
}
