import Foundation

/// Reads a catalog that is not a regular file (a pipe, a FIFO, a device),
/// or an empty one, checking it as it streams: reading stops at the first
/// byte no JSON may hold (`/dev/zero`'s NUL bytes stop it at once) and past
/// ``Catalog/maximumFileSize``, instead of reading an endless input to its
/// end before looking at it.
enum CatalogStream {
    /// How much is read at a time.
    static let chunkSize = 1 << 16

    /// Reads and checks the catalog at `path`.
    ///
    /// - Parameters:
    ///   - waiting: Told `true` before waiting for a FIFO's writer to open
    ///     it, and `false` once one has.
    /// - Throws: ``CatalogLoadError`` naming the path and the problem.
    ///   - limit: The most bytes read; ``Catalog/maximumFileSize`` but in tests.
    static func load(
        path: String, progress: (@Sendable (Int) -> Void)?, waiting: (@Sendable (Bool) -> Void)?,
        limit: Int = Catalog.maximumFileSize
    ) throws(CatalogLoadError) -> Catalog {
        let isFIFO = fileType(path) == S_IFIFO
        if isFIFO { waiting?(true) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        let openError = errno
        if isFIFO { waiting?(false) }
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason(openError)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        // A check that only found the input cut short waits until twice as
        // much is read, so that checking costs O(n) in all.
        var nextCheckSize = 0
        var sawBadByte = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: reason(errno))
            }
            guard count > 0 else { break }
            let start = bytes.count
            bytes += buffer[..<count]
            sawBadByte = sawBadByte || bytes[start...].contains(where: isNeverInJSON)
            if sawBadByte, bytes.count >= nextCheckSize {
                // The file has a problem by now: unless it is only that the
                // input stops here (a string the bad byte is in is not closed
                // yet), it is the file's first problem.
                if let problem = firstProblem(in: bytes, path: path), !problem.message.contains("end of") { throw .invalid(problem) }
                nextCheckSize = 2 * bytes.count
            }
            guard bytes.count <= limit else {
                throw .unreadable(
                    path: path, reason: "it goes on past \(limit.formatted()) bytes, the most a catalog may be (is it the right file?)")
            }
            progress?(bytes.count)
        }
        return try check(bytes, path: path)
    }

    private static func firstProblem(in bytes: [UInt8], path: String) -> CatalogError? {
        do {
            _ = try Catalog(json: bytes, fileName: path)
            return nil
        } catch {
            return error
        }
    }

    private static func check(_ bytes: [UInt8], path: String) throws(CatalogLoadError) -> Catalog {
        do {
            return try Catalog(json: bytes, fileName: path)
        } catch {
            throw .invalid(error)
        }
    }

    /// Bytes that no JSON text holds anywhere: control characters other
    /// than tab, line feed and carriage return, and bytes UTF-8 never uses.
    private static func isNeverInJSON(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0xC0 || byte == 0xC1 || byte >= 0xF5
    }

    /// The type bits of what is at `path`, following links; nil when nothing is.
    static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Why a file could not be opened or read, as the catalog's messages say it.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case EISDIR: "it is a directory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
