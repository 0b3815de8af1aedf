import Foundation
import Synchronization

/// Finds and decodes pictures for `Image` and `TUIImage`, keeping recent
/// ones: views make their images again in every body, and decoding a file
/// each time would be slow.
package enum ImageLoading {
    private static let cache = Mutex<[String: RGBAImage]>([:])
    /// Enough for an app's icons and pictures; the cache starts over when full.
    private static let cacheLimit = 64

    /// The picture resource `name` in `bundle` (the main bundle when nil):
    /// `name.png`, `name.jpg` or `name.jpeg`, or `name` itself when it ends
    /// with one of those.
    package static func image(named name: String, in bundle: Bundle?) -> RGBAImage? {
        let bundle = bundle ?? Bundle.main
        let lowered = name.lowercased()
        let hasExtension = pictureExtensions.contains { lowered.hasSuffix("." + $0) }
        let url =
            hasExtension
            ? bundle.url(forResource: name, withExtension: nil)
            : pictureExtensions.lazy.compactMap { bundle.url(forResource: name, withExtension: $0) }.first
        guard let url else { return nil }
        return image(contentsOfFile: url.path)
    }

    /// The file name extensions of the pictures Graft decodes, in the order resources are looked up.
    private static let pictureExtensions = ["png", "jpg", "jpeg"]

    /// The PNG or JPEG file at `path`.
    package static func image(contentsOfFile path: String) -> RGBAImage? {
        if let cached = cache.withLock({ $0[path] }) { return cached }
        guard let data = FileManager.default.contents(atPath: path), let image = image(data: data) else { return nil }
        cache.withLock { cache in
            if cache.count >= cacheLimit { cache.removeAll() }
            cache[path] = image
        }
        return image
    }

    /// The picture in `data`, a PNG or JPEG file; nil when it does not decode.
    package static func image(data: Data) -> RGBAImage? {
        try? decode([UInt8](data))
    }

    /// The picture in `bytes`, a PNG or JPEG file, told apart by how it starts.
    package static func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> RGBAImage {
        if PNGDecoder.isPNG(bytes) { return try PNGDecoder.decode(bytes) }
        if JPEGDecoder.isJPEG(bytes) { return try JPEGDecoder.decode(bytes) }
        throw .unknownFormat
    }
}

/// Things worth a developer's attention that should not interrupt the
/// screen, such as an image name that loads nothing. Each message is kept
/// once; when `GRAFT_DEBUG_LOG` names a file, it is appended there too
/// (standard error belongs to the terminal while an app runs).
package enum DebugLog {
    private static let notes = Mutex<[String]>([])

    /// Records `message` unless it was recorded before.
    package static func noteOnce(_ message: String) {
        let isNew = notes.withLock { notes in
            guard !notes.contains(message) else { return false }
            notes.append(message)
            return true
        }
        guard isNew, let path = ProcessInfo.processInfo.environment["GRAFT_DEBUG_LOG"], !path.isEmpty else { return }
        let line = Data((message + "\n").utf8)
        if let handle = FileHandle(forWritingAtPath: path) {
            handle.seekToEndOfFile()
            handle.write(line)
            handle.closeFile()
        } else {
            FileManager.default.createFile(atPath: path, contents: line)
        }
    }

    /// Every message recorded so far, in order.
    package static var messages: [String] { notes.withLock { $0 } }
}
