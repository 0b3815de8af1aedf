import Foundation

/// The file that keeps ``SavedState`` between runs: `state.json` in the
/// state directory.
///
/// The directory is `--state-dir DIR` when given, else
/// `$XDG_STATE_HOME/graft-catalog`, else `~/.local/state/graft-catalog`.
/// Saving replaces the file atomically (see ``AtomicFileWriter``). A file
/// that cannot be decoded is moved aside as `state.json.corrupt-<time>` and
/// the app starts clean.
public struct StateFile: Sendable {
    /// The directory the file is in.
    public let directory: URL

    /// The file.
    public var url: URL { directory.appendingPathComponent("state.json") }

    /// What ``load()`` found.
    public enum LoadResult: Equatable, Sendable {
        /// There was no state file yet: a first run.
        case missing
        /// The saved state.
        case loaded(SavedState)
        /// The saved state without the values in it that were not valid,
        /// which `problems` list (`state.json:3:14: settings.theme: ...`);
        /// the file as it was is copied to `copiedTo`.
        case partial(SavedState, problems: [String], copiedTo: URL?)
        /// The file could not be decoded; it was moved to `movedTo`, and the
        /// app starts clean. `reason` says what was wrong.
        case corrupt(reason: String, movedTo: URL)

        /// The state to start with: the saved one, or nil for a clean start.
        public var state: SavedState? {
            switch self {
            case .loaded(let state), .partial(let state, _, _): state
            case .missing, .corrupt: nil
            }
        }

        /// A warning to show the user, if the load was not clean.
        public var warning: String? {
            switch self {
            case .missing, .loaded:
                return nil
            case .corrupt(let reason, let movedTo):
                return "the saved state was unreadable (\(reason)); it was moved to '\(movedTo.path)' and the app starts clean"
            case .partial(_, let problems, let copiedTo):
                let copy = copiedTo.map { "; the file as it was is copied to '\($0.path)'" } ?? ""
                return "part of the saved state was left out, the rest is kept (\(problems.joined(separator: "; ")))\(copy)"
            }
        }
    }

    /// Creates the state file in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The state directory when none is given: `$XDG_STATE_HOME/graft-catalog`,
    /// falling back to `~/.local/state/graft-catalog` as the XDG base
    /// directory specification says, when the variable is unset, empty or relative.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return URL(fileURLWithPath: stateHome).appendingPathComponent("graft-catalog")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/graft-catalog")
    }

    /// Creates the directory if needed and checks that a state can be saved
    /// in it, so the app fails before it starts rather than at the first save.
    ///
    /// - Throws: ``FileSystemError`` naming the directory.
    public func prepare() throws(FileSystemError) {
        // A file (or a path through one) where the directory should be is
        // "not a directory", whatever createDirectory would say.
        if let type = Self.fileType(atPath: directory.path), type != S_IFDIR {
            throw FileSystemError(operation: "use as the state directory", path: directory.path, code: ENOTDIR)
        }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw FileSystemError(operation: "create the state directory", path: directory.path, code: Self.errorCode(error) ?? EACCES)
        }
        guard access(directory.path, W_OK | X_OK) == 0 else {
            throw FileSystemError(operation: "save state in", path: directory.path, code: errno)
        }
        removeLeftoverTemporaryFiles()
    }

    /// Reads the saved state.
    ///
    /// - Throws: ``FileSystemError`` when the file exists but cannot be read,
    ///   or is corrupt and cannot be moved aside.
    public func load(now: Date = .now) throws(FileSystemError) -> LoadResult {
        try load(now: now, copyingPartialFile: true)
    }

    /// Reads the saved state; a file some of whose values are left out is
    /// copied aside only with `copyingPartialFile` (a merge that rewrites
    /// it at once needs no second copy).
    private func load(now: Date, copyingPartialFile: Bool) throws(FileSystemError) -> LoadResult {
        if Self.fileType(atPath: url.path) == S_IFDIR {
            throw FileSystemError(operation: "read the state file", path: url.path, code: EISDIR)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let code = Self.errorCode(error) ?? EIO
            if code == ENOENT { return .missing }
            throw FileSystemError(operation: "read", path: url.path, code: code)
        }
        let text = StateFileText(path: url.path, bytes: Array(data))
        if let problem = text.syntaxProblem() {
            return .corrupt(reason: problem, movedTo: try moveAside(now: now))
        }
        let warnings = StateWarnings()
        let state: SavedState
        do {
            state = try SavedState.decode(data, warnings: warnings)
        } catch {
            return .corrupt(reason: Self.describe(error, in: text), movedTo: try moveAside(now: now))
        }
        let problems = warnings.entries.map { entry in
            let found = text.kind(at: entry.codingPath).map { ", found \($0)" } ?? ""
            let foundPart = entry.message.hasPrefix("expected ") && !entry.message.contains("found") ? found : ""
            return "\(text.location(of: entry.codingPath)): \(entry.pathDescription): \(entry.message)\(foundPart)"
        }
        guard !problems.isEmpty else { return .loaded(state) }
        return .partial(state, problems: problems, copiedTo: copyingPartialFile ? copyAside(data, now: now) : nil)
    }

    /// Atomically replaces the saved state with `state`.
    ///
    /// - Throws: ``FileSystemError`` naming the file; the previous state is then intact.
    public func save(_ state: SavedState) throws(FileSystemError) {
        do {
            try save(state, writer: AtomicFileWriter())
        } catch let error as FileSystemError {
            throw error
        } catch {
            throw FileSystemError(operation: "save", path: url.path, code: EIO)
        }
    }

    /// Saves with `writer`, which tests set up to stop part way.
    func save(_ state: SavedState, writer: AtomicFileWriter) throws {
        let data: Data
        do {
            data = try state.encoded()
        } catch {
            preconditionFailure("StateFile.save: a SavedState must always encode, but \(error)")
        }
        try writer.write(data, to: writableURL)
    }

    /// Where a save writes: the file, or when `state.json` is a symbolic
    /// link, the file it points to (followed through every link), so the
    /// link stays a link.
    var writableURL: URL {
        var path = url.path
        for _ in 0 ..< 32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { break }
            path = destination.hasPrefix("/") ? destination : (path as NSString).deletingLastPathComponent + "/" + destination
        }
        return URL(fileURLWithPath: path)
    }

    // MARK: - Sharing with other instances

    /// Merges this instance's changes into the file, holding the lock (see
    /// ``StateFileLock``): reads what the file holds now, applies the
    /// changes `mine` made since `base` (see ``SavedState/merging(base:mine:theirs:)``),
    /// and writes the result unless the file holds it already.
    ///
    /// A file that is missing, or corrupt (moved aside, as ``load(now:)``
    /// does), counts as unchanged since `base`.
    ///
    /// - Returns: The merged state, which the file now holds, and the file's
    ///   signature after the merge.
    /// - Throws: ``FileSystemError`` naming the file; the file is then unchanged.
    func synchronize(mine: SavedState, base: SavedState) throws(FileSystemError) -> (state: SavedState, signature: FileSignature?) {
        do {
            return try StateFileLock.withLock(for: url) {
                let loaded = try load(now: .now, copyingPartialFile: false)
                let theirs = loaded.state ?? base
                let merged = SavedState.merging(base: base, mine: mine, theirs: theirs)
                // A file with values left out is rewritten without them (it was copied aside at launch).
                var isPartial = false
                if case .partial = loaded { isPartial = true }
                if loaded.state != merged || isPartial {
                    try save(merged, writer: AtomicFileWriter())
                }
                return (merged, signature())
            }
        } catch let error as FileSystemError {
            throw error
        } catch {
            throw FileSystemError(operation: "save", path: url.path, code: EIO)
        }
    }

    /// What identifies one version of the file: its inode, size and
    /// modification time. Another instance's save changes it.
    struct FileSignature: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modificationSeconds: Int
        var modificationNanoseconds: Int
    }

    /// The file's signature now, or nil when there is no file.
    func signature() -> FileSignature? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return FileSignature(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modificationSeconds: Int(status.st_mtim.tv_sec), modificationNanoseconds: Int(status.st_mtim.tv_nsec))
    }

    // MARK: - Recovery

    /// A name beside the file that no file has yet: `state.json.corrupt-<time>`.
    private func asideURL(now: Date) -> URL {
        let stamp = now.formatted(
            .iso8601.year().month().day().dateSeparator(.omitted).time(includingFractionalSeconds: false).timeSeparator(.omitted))
        var destination = URL(fileURLWithPath: url.path + ".corrupt-" + stamp)
        var suffix = 2
        while FileManager.default.fileExists(atPath: destination.path) {
            destination = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)-\(suffix)")
            suffix += 1
        }
        return destination
    }

    /// Keeps a copy of a file some of whose values were left out, since the
    /// next save drops them; nil when it cannot be written.
    private func copyAside(_ data: Data, now: Date) -> URL? {
        let destination = asideURL(now: now)
        return (try? data.write(to: destination, options: .withoutOverwriting)) == nil ? nil : destination
    }

    private func moveAside(now: Date) throws(FileSystemError) -> URL {
        let destination = asideURL(now: now)
        guard rename(url.path, destination.path) == 0 else {
            throw FileSystemError(operation: "move the unreadable state file aside from", path: url.path, code: errno)
        }
        return destination
    }

    /// Removes temporary files a crashed save left behind: those whose
    /// process is gone. A live process may be saving right now.
    private func removeLeftoverTemporaryFiles() {
        let prefix = AtomicFileWriter.temporaryPrefix(for: url)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let fields = name.dropFirst(prefix.count).split(separator: ".")
            guard let pid = fields.first.flatMap({ pid_t($0) }), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    /// The type bits (`S_IFDIR`, `S_IFREG`, …) of what is at `path`,
    /// following links, or nil when there is nothing there.
    private static func fileType(atPath path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOTDIR ? S_IFREG : nil }
        return status.st_mode & S_IFMT
    }

    private static func errorCode(_ error: any Error) -> Int32? {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return ENOENT
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return EACCES
            default: return nil
            }
        }
        return nil
    }

    /// Why a file that is JSON is not a state file, with where.
    private static func describe(_ error: any Error, in text: StateFileText) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "\(text.location(of: context.codingPath)): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, let context):
            return "\(text.location(of: context.codingPath)): \"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let found = text.kind(at: context.codingPath).map { ", found \($0)" } ?? ""
            let what =
                context.codingPath.isEmpty
                ? "a state file must be an object such as {\"version\": 1}"
                : "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" is not what a state file holds"
            return "\(text.location(of: context.codingPath)): \(what)\(found)"
        default:
            return "\(text.path): \(error)"
        }
    }
}
