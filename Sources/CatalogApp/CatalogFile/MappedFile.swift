#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file mapped read-only into memory, whose pages can be given
/// back once read.
///
/// A mapped file's pages count towards the process's memory as they are
/// touched, so reading a 230 MB catalog front to back would hold all of it
/// at the moment the products are complete. Pages behind the reader are
/// released as it goes; should anything look back (an error message
/// counting lines from the start), the kernel reads them from the file again.
final class MappedFile {
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    private let pageSize: Int
    /// Bytes before this offset have been released already.
    private var releasedUpTo = 0

    /// Maps the file at `path`; nil when it is not a non-empty regular file
    /// or cannot be opened, for the caller to read it some other way (and
    /// to say why it cannot).
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else { return nil }
        let count = Int(status.st_size)
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        // Read front to back: the kernel may read ahead further.
        _ = madvise(address, count, MADV_SEQUENTIAL)
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count)
        pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
    }

    /// Gives back the whole pages before `offset`.
    func releasePages(before offset: Int) {
        guard let base = bytes.baseAddress else { return }
        let end = min(offset, bytes.count) / pageSize * pageSize
        guard end > releasedUpTo else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base) + releasedUpTo, end - releasedUpTo, MADV_DONTNEED)
        releasedUpTo = end
    }

    deinit {
        if let base = bytes.baseAddress {
            _ = munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
        }
    }
}
