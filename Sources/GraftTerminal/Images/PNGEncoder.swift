/// Writes an ``RGBAImage`` as a PNG file: 8-bit RGBA, no interlacing, every
/// scanline unfiltered, the zlib stream in stored (uncompressed) deflate
/// blocks. Files come out larger than a compressing encoder's, which does
/// not matter for the small generated pictures it is for, and the same
/// picture always gives the same bytes.
package enum PNGEncoder {
    /// The PNG file for `image`.
    package static func encode(_ image: RGBAImage) -> [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        append(UInt32(image.width), to: &header)
        append(UInt32(image.height), to: &header)
        // Bit depth 8, color type 6 (RGBA), deflate, adaptive filtering, no interlace.
        header += [8, 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", zlibStream(scanlines(of: image)), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// Each row behind a filter-type byte of 0 (none).
    private static func scanlines(of image: RGBAImage) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(image.height * (image.width * 4 + 1))
        let stride = image.width * 4
        for row in 0 ..< image.height {
            bytes.append(0)
            bytes += image.pixels[row * stride ..< (row + 1) * stride]
        }
        return bytes
    }

    /// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951 §3.2.4).
    private static func zlibStream(_ data: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes CMF·256+FLG a multiple of 31.
        var stream: [UInt8] = [0x78, 0x01]
        let blockLimit = 65_535
        var start = 0
        repeat {
            let end = min(start + blockLimit, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start ..< end]
            start = end
        } while start < data.count
        append(Checksums.adler32(data), to: &stream)
        return stream
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        append(UInt32(data.count), to: &file)
        let typeStart = file.count
        file += Array(type.utf8)
        file += data
        append(Checksums.crc32(file, typeStart ..< file.count), to: &file)
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
