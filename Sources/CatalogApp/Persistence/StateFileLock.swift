import Foundation

/// An advisory lock (`flock`) on `state.json.lock` beside the state file,
/// held while one instance reads, merges and replaces the file, so two
/// instances on one state directory take turns rather than overwrite each
/// other. The lock file is never replaced (the state file is, by `rename`,
/// so it cannot carry the lock itself) and is left in place.
struct StateFileLock {
    /// The lock file for the state file at `url`.
    static func url(for stateURL: URL) -> URL {
        URL(fileURLWithPath: stateURL.path + ".lock")
    }

    /// Runs `body` holding the exclusive lock for the state file at `stateURL`,
    /// waiting for another instance to release it first.
    ///
    /// - Throws: ``FileSystemError`` when the lock file cannot be opened or
    ///   locked, or what `body` throws.
    static func withLock<Result>(for stateURL: URL, _ body: () throws -> Result) throws -> Result {
        let path = url(for: stateURL).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileSystemError(operation: "create the lock file", path: path, code: errno) }
        defer { close(descriptor) }  // closing releases the lock
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileSystemError(operation: "lock", path: path, code: errno) }
        }
        return try body()
    }
}
