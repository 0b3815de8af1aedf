import Foundation

/// How a snapshot format is stored in its reference file and compared with
/// it: the half of a ``Snapshotting`` strategy that knows the format, not the
/// value it came from.
///
/// ```swift
/// let csv = Diffing<[String]>(
///     toData: { Data($0.joined(separator: "\n").utf8) },
///     fromData: { String(decoding: $0, as: UTF8.self).components(separatedBy: "\n") },
///     diff: { reference, actual in reference == actual ? nil : "rows changed" }
/// )
/// ```
public struct Diffing<Value>: Sendable {
    /// The bytes a reference file holds for a value.
    public var toData: @Sendable (Value) -> Data
    /// The value a reference file's bytes hold.
    public var fromData: @Sendable (Data) -> Value
    /// A description of how `actual` differs from `reference`, or nil when
    /// they match; it goes into the failure message.
    public var diff: @Sendable (_ reference: Value, _ actual: Value) -> String?

    /// Creates a way to store and compare values.
    ///
    /// - Parameters:
    ///   - toData: The bytes a reference file holds for a value.
    ///   - fromData: The value a reference file's bytes hold.
    ///   - diff: How `actual` differs from `reference`, or nil when they match.
    public init(
        toData: @escaping @Sendable (Value) -> Data,
        fromData: @escaping @Sendable (Data) -> Value,
        diff: @escaping @Sendable (_ reference: Value, _ actual: Value) -> String?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension Diffing where Value == String {
    /// UTF-8 text compared line by line, the changed lines shown with their
    /// numbers; Windows line endings in a reference read as `\n`.
    public static var lines: Diffing<String> {
        Diffing(toData: { Data($0.utf8) }, fromData: readText) { reference, actual in
            LineDiff.render(from: textLines(reference), to: textLines(actual)).map { "(- reference, + actual):\n" + $0 }
        }
    }

    /// The text of a `Frame` reference (its `Frame/snapshotText`),
    /// compared as two parts, so a failure says whether the characters, the
    /// styles or both changed.
    public static var frame: Diffing<String> {
        Diffing(toData: { Data($0.utf8) }, fromData: readText) { reference, actual in
            guard reference != actual else { return nil }
            let (referenceText, referenceStyle) = frameSections(of: reference)
            let (actualText, actualStyle) = frameSections(of: actual)
            let text = LineDiff.render(from: referenceText, to: actualText).map { "Text (- reference, + actual):\n" + $0 }
            let style = LineDiff.render(from: referenceStyle, to: actualStyle)
                .map { "Style layer (- reference, + actual):\n" + $0 }
            return [text ?? "Text matches.", style ?? "Style layer matches."].joined(separator: "\n\n")
        }
    }

    /// A reference file's text, with Windows line endings made `\n`.
    @Sendable private static func readText(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// The lines of `text`, without the empty one after a final line break.
    private static func textLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A frame reference's text lines and style-layer lines, split at the
    /// last `--- style ---` line (the style layer never contains one).
    static func frameSections(of reference: String) -> (text: [String], style: [String]) {
        let lines = textLines(reference)
        guard let separator = lines.lastIndex(of: Frame.styleSeparator) else { return (lines, []) }
        return (Array(lines[..<separator]), Array(lines[(separator + 1)...]))
    }
}
