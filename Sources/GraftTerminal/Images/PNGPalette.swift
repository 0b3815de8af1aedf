/// The PLTE and tRNS chunks: a palette's colors, and which colors or
/// palette entries are transparent (PNG §11.2.3, §11.3.2.1).
struct PNGPalette {
    /// The palette's colors with their opacity, for color type 3.
    var entries: [RGBAImage.Pixel] = []
    /// For color types 0 and 2: the one sample value (per channel, at the
    /// file's bit depth) that is fully transparent.
    var transparentSamples: [Int]? = nil

    mutating func readPalette(_ bytes: [UInt8], chunk: PNGChunk) throws(ImageDecodingError) {
        let count = chunk.data.count / 3
        guard chunk.data.count % 3 == 0, (1 ... 256).contains(count) else {
            throw .invalidChunk(chunk: "PLTE", offset: chunk.offset, reason: "length \(chunk.data.count)")
        }
        entries = (0 ..< count).map { index in
            let start = chunk.data.lowerBound + index * 3
            return RGBAImage.Pixel(red: bytes[start], green: bytes[start + 1], blue: bytes[start + 2], alpha: 255)
        }
    }

    mutating func readTransparency(_ bytes: [UInt8], chunk: PNGChunk, header: PNGHeader) throws(ImageDecodingError) {
        let data = chunk.data
        switch header.colorType {
        case 3:
            guard !entries.isEmpty else {
                throw .invalidChunk(chunk: "tRNS", offset: chunk.offset, reason: "comes before PLTE")
            }
            guard data.count <= entries.count else {
                throw .invalidChunk(chunk: "tRNS", offset: chunk.offset, reason: "more entries than the palette")
            }
            for (index, byteIndex) in data.enumerated() { entries[index].alpha = bytes[byteIndex] }
        case 0, 2:
            guard data.count == header.channels * 2 else {
                throw .invalidChunk(chunk: "tRNS", offset: chunk.offset, reason: "length \(data.count)")
            }
            transparentSamples = stride(from: data.lowerBound, to: data.upperBound, by: 2).map {
                Int(bytes[$0]) << 8 | Int(bytes[$0 + 1])
            }
        default:
            throw .invalidChunk(chunk: "tRNS", offset: chunk.offset, reason: "color type already has alpha")
        }
    }
}
