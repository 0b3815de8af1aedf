/// Why a picture (PNG or JPEG) could not be decoded: what was wrong and where, so a bad
/// file can be found and fixed rather than guessed at.
package enum ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data does not start with a JPEG start-of-image marker.
    case notJPEG
    /// The data is neither a PNG nor a JPEG file.
    case unknownFormat
    /// A JPEG's entropy-coded data is wrong; `offset` is the byte it was read at.
    case badEntropyData(reason: String, offset: Int)
    /// A chunk runs past the end of the data; `offset` is where the chunk starts.
    case truncatedChunk(chunk: String, offset: Int)
    /// A chunk's CRC does not match its type and data.
    case badCRC(chunk: String, offset: Int)
    /// A chunk the decoder needs is missing.
    case missingChunk(String)
    /// A chunk's content or position breaks the format.
    case invalidChunk(chunk: String, offset: Int, reason: String)
    /// A valid file uses a feature the decoder does not have.
    case unsupported(String)
    /// The picture has more pixels than ``PNGDecoder/maximumPixelCount``.
    case tooLarge(width: Int, height: Int)
    /// The zlib wrapper is wrong; `offset` counts bytes into the compressed stream.
    case badZlib(reason: String, offset: Int)
    /// The deflate data is wrong; `offset` counts bytes into the compressed stream.
    case badDeflate(reason: String, offset: Int)
    /// The compressed stream ended before the picture's data did.
    case truncatedData(offset: Int)
    /// A scanline starts with a filter type other than 0 to 4.
    case badFilter(type: UInt8, row: Int)

    package var description: String {
        switch self {
        case .notPNG: "not a PNG file (bad signature)"
        case .notJPEG: "not a JPEG file (no start-of-image marker)"
        case .unknownFormat: "neither a PNG nor a JPEG file"
        case .badEntropyData(let reason, let offset): "JPEG entropy-coded data at byte \(offset): \(reason)"
        case .truncatedChunk(let chunk, let offset): "\(chunk) chunk at byte \(offset) is truncated"
        case .badCRC(let chunk, let offset): "\(chunk) chunk at byte \(offset) has a bad CRC"
        case .missingChunk(let chunk): "no \(chunk) chunk"
        case .invalidChunk(let chunk, let offset, let reason): "\(chunk) chunk at byte \(offset): \(reason)"
        case .unsupported(let feature): "unsupported: \(feature)"
        case .tooLarge(let width, let height): "\(width)×\(height) pixels is too large"
        case .badZlib(let reason, let offset): "zlib stream at byte \(offset): \(reason)"
        case .badDeflate(let reason, let offset): "deflate data at byte \(offset): \(reason)"
        case .truncatedData(let offset): "compressed data ends early at byte \(offset)"
        case .badFilter(let type, let row): "row \(row) has unknown filter type \(type)"
        }
    }
}
