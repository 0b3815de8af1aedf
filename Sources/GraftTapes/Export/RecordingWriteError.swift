/// Why a recording could not be written to a file.
public enum RecordingWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path's extension names no format a recording can be written in.
    case unsupportedFormat(path: String)
    /// The file system refused the write.
    case cannotWrite(path: String, reason: String)

    /// What went wrong, naming the path and what would be valid.
    public var description: String {
        switch self {
        case .unsupportedFormat(let path):
            let valid = RecordingFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            return "\(path): cannot tell the recording format from the file extension; use one of \(valid)"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write the recording: \(reason)"
        }
    }
}
