/// What the IHDR chunk says about a PNG picture (PNG §11.2.2).
struct PNGHeader {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let isInterlaced: Bool

    /// Samples per pixel for the color type.
    var channels: Int {
        switch colorType {
        case 2: 3
        case 4: 2
        case 6: 4
        default: 1
        }
    }

    /// Bits per pixel.
    var bitsPerPixel: Int { channels * bitDepth }

    /// The bytes of one filtered row of `width` pixels, without its filter byte.
    func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    /// Which bit depths each color type allows (PNG §11.2.2, table 11.1).
    private static let allowedDepths: [Int: Set<Int>] = [
        0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]

    init(_ bytes: [UInt8], chunk: PNGChunk, maximumPixels: Int) throws(ImageDecodingError) {
        guard chunk.data.count == 13 else {
            throw .invalidChunk(chunk: "IHDR", offset: chunk.offset, reason: "length is \(chunk.data.count), not 13")
        }
        let start = chunk.data.lowerBound
        width = Int(PNGChunk.bigEndian32(bytes, at: start))
        height = Int(PNGChunk.bigEndian32(bytes, at: start + 4))
        bitDepth = Int(bytes[start + 8])
        colorType = Int(bytes[start + 9])
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .invalidChunk(chunk: "IHDR", offset: chunk.offset, reason: "size \(width)×\(height)")
        }
        guard width * height <= maximumPixels else { throw .tooLarge(width: width, height: height) }
        guard let depths = Self.allowedDepths[colorType], depths.contains(bitDepth) else {
            throw .invalidChunk(
                chunk: "IHDR", offset: chunk.offset, reason: "bit depth \(bitDepth) with color type \(colorType)")
        }
        guard bytes[start + 10] == 0, bytes[start + 11] == 0 else {
            throw .invalidChunk(chunk: "IHDR", offset: chunk.offset, reason: "unknown compression or filter method")
        }
        guard bytes[start + 12] <= 1 else {
            throw .invalidChunk(chunk: "IHDR", offset: chunk.offset, reason: "unknown interlace method")
        }
        isInterlaced = bytes[start + 12] == 1
    }
}
