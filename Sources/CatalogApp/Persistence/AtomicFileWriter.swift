import Foundation

/// Replaces a file's contents so that a crash or kill at any moment leaves
/// either the old file or the new one, never a mix:
///
/// ```
/// write .state.json.<pid>.<n>.tmp -> fsync it -> rename over state.json -> fsync the directory
/// ```
///
/// `rename` is atomic within a directory; the first `fsync` makes sure the
/// new contents are on disk before the name points at them, the second that
/// the rename itself survives a power loss.
struct AtomicFileWriter {
    /// The steps of a write, in order, for tests that stop a write part way.
    enum Step: Int, CaseIterable, Sendable {
        case createdTemporaryFile, wroteChunk, synchronizedFile, closedFile, renamed, synchronizedDirectory
    }

    /// Thrown by ``write(_:to:)`` when ``stopAfter`` says so, leaving
    /// everything as a crash at that moment would.
    struct SimulatedCrash: Error {}

    /// Stops the write (without cleaning up) after this step: for tests.
    /// With ``Step/wroteChunk``, after `stopAfterChunk` chunks.
    var stopAfter: Step?
    /// How many chunks ``Step/wroteChunk`` lets through before stopping.
    var stopAfterChunk = 1
    /// The most bytes one `write` call sends; small in tests to leave torn temporary files.
    var chunkSize = 1 << 20

    /// The prefix of temporary files for `url`; files with it that belong to
    /// no running process are left over from a crash.
    static func temporaryPrefix(for url: URL) -> String {
        "." + url.lastPathComponent + "."
    }

    /// Atomically replaces the file at `url` with `data`.
    ///
    /// - Throws: ``FileSystemError`` naming the step that failed; the old
    ///   file is then untouched and no temporary file is left.
    func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent().path
        let temporaryPath = directory + "/" + Self.temporaryPrefix(for: url) + "\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileSystemError(operation: "create a file in", path: directory, code: errno) }
        var isOpen = true
        var succeeded = false
        defer {
            if !succeeded {
                if isOpen { close(descriptor) }
                unlink(temporaryPath)
            }
        }
        try checkpoint(.createdTemporaryFile, succeeded: &succeeded)
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            var chunks = 0
            while offset < bytes.count {
                let length = min(chunkSize, bytes.count - offset)
                let written = writeBytes(descriptor, bytes.baseAddress.map { $0 + offset }, length)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileSystemError(operation: "write", path: url.path, code: errno)
                }
                offset += written
                chunks += 1
                if stopAfter == .wroteChunk, chunks >= stopAfterChunk, offset < bytes.count {
                    succeeded = true
                    throw SimulatedCrash()
                }
            }
        }
        guard fsync(descriptor) == 0 else { throw FileSystemError(operation: "flush", path: url.path, code: errno) }
        try checkpoint(.synchronizedFile, succeeded: &succeeded)
        isOpen = false
        guard close(descriptor) == 0 else { throw FileSystemError(operation: "close", path: url.path, code: errno) }
        try checkpoint(.closedFile, succeeded: &succeeded)
        guard rename(temporaryPath, url.path) == 0 else { throw FileSystemError(operation: "replace", path: url.path, code: errno) }
        succeeded = true
        try checkpoint(.renamed, succeeded: &succeeded)
        // The new file is in place; failing to flush the directory is not worth losing it over.
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
        try checkpoint(.synchronizedDirectory, succeeded: &succeeded)
    }

    private func checkpoint(_ step: Step, succeeded: inout Bool) throws {
        if stopAfter == step {
            succeeded = true  // a crash cleans nothing up
            throw SimulatedCrash()
        }
    }
}

/// A file system call that failed, with what it was for.
public struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done, such as "create a file in".
    public var operation: String
    /// The file or directory.
    public var path: String
    /// The `errno` value.
    public var code: Int32

    /// `cannot <operation> '<path>': <reason>`.
    public var description: String {
        "cannot \(operation) '\(path)': \(String(cString: strerror(code)))"
    }
}

private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
