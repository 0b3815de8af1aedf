import Foundation

/// Reads a tape file's text, saying what is wrong in the user's terms: a
/// path that is a directory or missing, or text that is not UTF-8 (with
/// the line and column of the first bad byte).
enum TapeSource {
    /// Why a tape cannot be played, with the exit status the command uses.
    struct Failure: Error, CustomStringConvertible {
        /// The message, naming the tape.
        var description: String
        /// 66 when it cannot be read, 65 when it is not UTF-8 text.
        var exitStatus: Int32
    }

    /// The most a tape may hold: far more than any hand-written one.
    static let maximumSize = 16_000_000

    /// The text of the tape at `path`.
    static func read(_ path: String) throws(Failure) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path, reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path, reason(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw unreadable(path, "it is a directory") }
        guard status.st_size <= maximumSize else {
            throw unreadable(path, "it is \(Int(status.st_size).formatted()) bytes, more than the \(maximumSize.formatted()) a tape may be")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw unreadable(path, reason(errno)) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
            // A pipe or device (`/dev/zero`) may never end.
            guard bytes.count <= maximumSize else {
                throw unreadable(path, "it goes on past \(maximumSize.formatted()) bytes, the most a tape may be")
            }
        }
        if let offset = firstInvalidUTF8(in: bytes) {
            throw Failure(
                description: "\(path):\(location(of: offset, in: bytes)): this text is not valid UTF-8; tapes must be UTF-8", exitStatus: 65
            )
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func unreadable(_ path: String, _ reason: String) -> Failure {
        Failure(description: "cannot read tape '\(path)': \(reason)", exitStatus: 66)
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The offset of the first byte that does not belong to valid UTF-8, or nil.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// `line:column` of the byte at `offset`, counted from 1 as editors count.
    static func location(of offset: Int, in bytes: [UInt8]) -> String {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
        }
        return "\(line):\(column)"
    }
}
