/// Decodes PNG files (ISO/IEC 15948): every color type and bit depth,
/// palettes with transparency, and Adam7 interlacing. Ancillary chunks
/// other than tRNS (gamma, color profiles, text) are skipped.
///
/// Bad input throws an ``ImageDecodingError`` that names the chunk and
/// byte offset; nothing in a file can crash the decoder or make it
/// allocate more than its pixel limit allows.
package enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The most pixels a picture may have: 16 Mi, 64 MiB decoded.
    package static let maximumPixelCount = 16 * 1024 * 1024

    /// Whether `bytes` starts like a PNG file.
    package static func isPNG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: signature) }

    /// The picture in `bytes`, a whole PNG file.
    package static func decode(
        _ bytes: [UInt8], maximumPixels: Int = maximumPixelCount
    ) throws(ImageDecodingError)
        -> RGBAImage
    {
        guard isPNG(bytes) else { throw .notPNG }
        let chunks = try PNGChunk.chunks(in: bytes)
        guard let first = chunks.first, first.type == "IHDR" else { throw .missingChunk("IHDR") }
        let header = try PNGHeader(bytes, chunk: first, maximumPixels: maximumPixels)
        var palette = PNGPalette()
        var compressed: [UInt8] = []
        var lastIDAT: Int? = nil
        for (position, chunk) in chunks.enumerated().dropFirst() {
            switch chunk.type {
            case "IHDR": throw .invalidChunk(chunk: "IHDR", offset: chunk.offset, reason: "appears twice")
            case "PLTE":
                guard lastIDAT == nil else {
                    throw .invalidChunk(chunk: "PLTE", offset: chunk.offset, reason: "comes after IDAT")
                }
                try palette.readPalette(bytes, chunk: chunk)
            case "tRNS":
                guard lastIDAT == nil else {
                    throw .invalidChunk(chunk: "tRNS", offset: chunk.offset, reason: "comes after IDAT")
                }
                try palette.readTransparency(bytes, chunk: chunk, header: header)
            case "IDAT":
                if let lastIDAT, lastIDAT != position - 1 {
                    throw .invalidChunk(chunk: "IDAT", offset: chunk.offset, reason: "IDAT chunks are not consecutive")
                }
                compressed.append(contentsOf: bytes[chunk.data])
                lastIDAT = position
            case "IEND": break
            default:
                if chunk.isCritical { throw .unsupported("critical chunk \(chunk.type)") }
            }
        }
        guard lastIDAT != nil else { throw .missingChunk("IDAT") }
        if header.colorType == 3, palette.entries.isEmpty { throw .missingChunk("PLTE") }
        let expected = PNGScanlines.expectedSize(for: header)
        var data = try Zlib.decompress(compressed, limit: expected)
        guard data.count == expected else { throw .truncatedData(offset: compressed.count) }
        return try pixels(from: &data, header: header, palette: palette)
    }

    private static func pixels(from data: inout [UInt8], header: PNGHeader, palette: PNGPalette) throws(ImageDecodingError) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var offset = 0
        var rowIndex = 0
        for pass in PNGScanlines.passes(for: header) {
            offset = try PNGScanlines.unfilter(&data, pass: pass, from: offset, header: header, rowIndex: &rowIndex) {
                row, y throws(ImageDecodingError) in
                try PNGPixels.expand(
                    row, y: y, pass: pass, header: header, palette: palette, imageWidth: header.width, into: &pixels)
            }
        }
        guard let image = RGBAImage(width: header.width, height: header.height, pixels: pixels) else {
            throw .unsupported("picture size")
        }
        return image
    }
}
