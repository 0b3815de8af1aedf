/// Decodes baseline and extended sequential JPEG files (ITU-T T.81 with
/// Huffman coding, 8-bit samples): grayscale and YCbCr (JFIF) or RGB
/// (Adobe) color, any chroma subsampling, interleaved or one-component
/// scans, restart intervals. Progressive, lossless and arithmetic-coded
/// files are refused by name; EXIF orientation is not applied.
///
/// Bad input throws an ``ImageDecodingError`` naming the marker segment
/// and its byte offset; nothing in a file can crash the decoder or make it
/// allocate more than its pixel limit allows.
package enum JPEGDecoder {
    /// Whether `bytes` starts like a JPEG file (SOI, then another marker).
    package static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// The picture in `bytes`, a whole JPEG file.
    package static func decode(
        _ bytes: [UInt8], maximumPixels: Int = PNGDecoder.maximumPixelCount
    ) throws(ImageDecodingError) -> RGBAImage {
        guard isJPEG(bytes) else { throw .notJPEG }
        var state = JPEGState()
        var reader = JPEGSegmentReader(bytes: bytes, position: 2)
        while let segment = try reader.next() {
            switch segment.marker {
            case 0xC0, 0xC1:
                guard state.frame == nil else { throw .invalidChunk(chunk: "SOF", offset: segment.offset, reason: "appears twice") }
                state.frame = try JPEGFrame(bytes, segment: segment, maximumPixels: maximumPixels)
            case 0xC2, 0xC6, 0xCA, 0xCE: throw .unsupported("progressive JPEG (save it as baseline)")
            case 0xC3, 0xC7, 0xCB, 0xCF: throw .unsupported("lossless JPEG")
            case 0xC5, 0xC9, 0xCD: throw .unsupported("arithmetic-coded JPEG")
            case 0xC4: try state.readHuffmanTables(bytes, segment: segment)
            case 0xDB: try state.readQuantizationTables(bytes, segment: segment)
            case 0xDD:
                guard segment.data.count == 2 else { throw .invalidChunk(chunk: "DRI", offset: segment.offset, reason: "length is not 4") }
                state.restartInterval = Int(bytes[segment.data.lowerBound]) << 8 | Int(bytes[segment.data.lowerBound + 1])
            case 0xEE: state.readAdobe(bytes, segment: segment)
            case 0xDA:
                guard var frame = state.frame else { throw .invalidChunk(chunk: "SOS", offset: segment.offset, reason: "comes before SOF") }
                let scan = try JPEGScan(bytes, segment: segment, frame: frame, state: state)
                reader.position = try scan.decode(bytes, from: segment.data.upperBound, into: &frame, state: state)
                state.frame = frame
                state.scanCount += 1
            case 0xD9:
                return try finish(state, offset: segment.offset)
            default:
                break  // APPn, COM and other segments carry nothing the pixels need.
            }
        }
        return try finish(state, offset: bytes.count)
    }

    private static func finish(_ state: JPEGState, offset: Int) throws(ImageDecodingError) -> RGBAImage {
        guard let frame = state.frame else { throw .missingChunk("SOF") }
        guard state.scanCount > 0 else { throw .missingChunk("SOS") }
        guard let image = JPEGColor.image(of: frame, transform: state.colorTransform) else {
            throw .tooLarge(width: frame.width, height: frame.height)
        }
        return image
    }
}
