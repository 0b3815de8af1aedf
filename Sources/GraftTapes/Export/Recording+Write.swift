import Foundation

extension Recording {
    /// Writes the recording to a file, in the format its extension names:
    /// `.txt`, `.ansi`, `.cast` or `.svg` (see ``RecordingFormat``).
    ///
    /// ```swift
    /// try recording.write(toFile: "docs/tour.cast")
    /// ```
    ///
    /// - Parameters:
    ///   - path: Where to write; an existing file is replaced whole.
    ///   - options: The SVG's look and the asciicast's header.
    /// - Throws: ``RecordingWriteError`` for an unknown extension or a failed write.
    public func write(toFile path: String, options: RecordingExportOptions = RecordingExportOptions()) throws(RecordingWriteError) {
        let format = try RecordingFormat(path: path)
        do {
            try Data(format.render(self, options: options).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}

/// How ``Recording/write(toFile:options:)`` draws an SVG and heads an asciicast.
public struct RecordingExportOptions: Hashable, Sendable {
    /// The SVG's metrics, fonts and colors.
    public var svg: SVGRenderer
    /// The asciicast's header.
    public var asciicast: AsciicastOptions

    /// Creates options; the defaults are Graft's look and a bare header.
    public init(svg: SVGRenderer = SVGRenderer(), asciicast: AsciicastOptions = AsciicastOptions()) {
        self.svg = svg
        self.asciicast = asciicast
    }

    /// The options for a tape's look, with `TERM` and the tape's `Env`
    /// variables and the theme in the asciicast header.
    public init(look: RecordingLook, environment: [String: String]) {
        self.init(svg: look.renderer, asciicast: AsciicastOptions(environment: environment, theme: look.theme))
    }
}

extension RecordingWriteError {
    /// Checks, before anything is recorded, that a recording could be written
    /// to `path`: its extension names a format and its folder exists.
    ///
    /// - Throws: ``unsupportedFormat(path:)`` or ``cannotWrite(path:reason:)``.
    public static func check(path: String) throws(RecordingWriteError) {
        _ = try RecordingFormat(path: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .cannotWrite(path: path, reason: "the folder '\(folder)' does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw .cannotWrite(path: path, reason: "the folder '\(folder)' is not writable")
        }
    }
}
