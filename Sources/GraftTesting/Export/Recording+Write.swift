import Foundation

extension Recording {
    /// Writes the recording to a file, in the format its extension names:
    /// `.txt`, `.ansi`, `.cast` or `.svg` (see ``RecordingFormat``).
    ///
    /// ```swift
    /// try recording.write(toFile: "docs/tour.cast")
    /// ```
    ///
    /// - Parameter path: Where to write; an existing file is replaced whole.
    /// - Throws: ``RecordingWriteError`` for an unknown extension or a failed write.
    public func write(toFile path: String) throws(RecordingWriteError) {
        let format = try RecordingFormat(path: path)
        do {
            try Data(format.render(self).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}
