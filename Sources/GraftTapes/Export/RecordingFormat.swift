/// A file format a ``Recording`` can be written in, chosen by file extension.
public enum RecordingFormat: String, CaseIterable, Hashable, Sendable {
    /// `.txt`: the screenshots and final frame as plain text; see ``Recording/plainText()``.
    case text = "txt"
    /// `.ansi`: the same with ANSI styling; see ``Recording/ansiText(colorSupport:)``.
    case ansi = "ansi"
    /// `.cast`: an asciicast v2 of the timed frames; see ``Recording/asciicast(_:)``.
    case asciicast = "cast"
    /// `.svg`: a picture of the final frame; see ``Recording/svg(_:)``.
    case svg = "svg"

    /// The format a path's extension names, in any letter case.
    ///
    /// ```swift
    /// try RecordingFormat(path: "docs/tour.svg")  // .svg
    /// ```
    ///
    /// - Parameter path: A file path or name.
    /// - Throws: ``RecordingWriteError/unsupportedFormat(path:)`` when the
    ///   extension is missing or not one of `txt`, `ansi`, `cast` and `svg`.
    public init(path: String) throws(RecordingWriteError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
            let format = RecordingFormat(rawValue: name[name.index(after: dot)...].lowercased())
        else {
            throw .unsupportedFormat(path: path)
        }
        self = format
    }

    /// Whether the format shows the timed frames (an asciicast), rather
    /// than only the screenshots and the final frame.
    public var usesTimedFrames: Bool { self == .asciicast }

    /// The recording in this format, with default options.
    public func render(_ recording: Recording) -> String {
        render(recording, options: RecordingExportOptions())
    }

    /// The recording in this format, with the look and header `options` give.
    public func render(_ recording: Recording, options: RecordingExportOptions) -> String {
        switch self {
        case .text: recording.plainText()
        case .ansi: recording.ansiText()
        case .asciicast: recording.asciicast(options.asciicast)
        case .svg: recording.svg(options.svg)
        }
    }

    /// The extensions, as `.txt, .ansi, .cast, .svg`, for messages.
    public static var extensionList: String {
        allCases.map { "." + $0.rawValue }.joined(separator: ", ")
    }
}
