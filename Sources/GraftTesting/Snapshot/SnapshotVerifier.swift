import Foundation

/// Compares a frame with its reference file and records it as the mode
/// says: the part of a snapshot assertion that does not depend on a test
/// framework.
enum SnapshotVerifier {
    /// What a comparison came to.
    enum Outcome: Hashable, Sendable {
        /// The frame matches the reference.
        case matched
        /// The assertion fails with this message (which may say a reference was written).
        case failed(String)
    }

    /// Compares `frame` with the reference at `url`, writing the reference
    /// when `mode` asks for it.
    ///
    /// - Parameters:
    ///   - frame: The frame the test produced.
    ///   - url: The reference file.
    ///   - name: How the failure message names the snapshot.
    ///   - mode: When to write the reference.
    static func verify(_ frame: Frame, reference url: URL, name: String, mode: SnapshotRecordMode) -> Outcome {
        let actual = frame.snapshotText
        let path = url.path
        guard let data = FileManager.default.contents(atPath: path) else {
            if mode == .never {
                return .failed("""
                    No reference for snapshot '\(name)' at \(path), and recording is off (record mode 'never').
                    Record it by running with \(SnapshotRecordMode.environmentVariable)=missing.
                    """)
            }
            if let problem = write(actual, to: url) { return .failed(problem) }
            return .failed("""
                Recorded a new reference for snapshot '\(name)' at \(path).
                Check that it shows what you expect, then run the test again.

                \(actual)
                """)
        }
        let expected = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        guard expected != actual else { return .matched }
        let difference = describeDifference(from: expected, to: actual)
        switch mode {
        case .missing, .never:
            return .failed("""
                Snapshot '\(name)' does not match its reference at \(path).

                \(difference)

                If the change is intended, re-record by running with \(SnapshotRecordMode.environmentVariable)=failed \
                (or pass record: .failed) and run the test again.
                """)
        case .all, .failed:
            if let problem = write(actual, to: url) { return .failed(problem) }
            return .failed("""
                Snapshot '\(name)' did not match its reference at \(path); recorded the new frame there \
                (record mode '\(mode.rawValue)').

                \(difference)

                Review the change, then run the test again with recording off.
                """)
        }
    }

    /// The text and style-layer differences between two reference texts.
    static func describeDifference(from expected: String, to actual: String) -> String {
        let (expectedText, expectedStyle) = sections(of: expected)
        let (actualText, actualStyle) = sections(of: actual)
        var parts: [String] = []
        if let diff = LineDiff.render(from: expectedText, to: actualText) {
            parts.append("Text (- reference, + actual):\n" + diff)
        } else {
            parts.append("Text matches.")
        }
        if let diff = LineDiff.render(from: expectedStyle, to: actualStyle) {
            parts.append("Style layer (- reference, + actual):\n" + diff)
        } else {
            parts.append("Style layer matches.")
        }
        return parts.joined(separator: "\n\n")
    }

    /// A reference's text lines and style-layer lines, split at the last
    /// `--- style ---` line (the style layer never contains one).
    static func sections(of reference: String) -> (text: [String], style: [String]) {
        var lines = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let separator = lines.lastIndex(of: Frame.styleSeparator) else { return (lines, []) }
        return (Array(lines[..<separator]), Array(lines[(separator + 1)...]))
    }

    /// Writes a reference, creating its directory; a message when that fails.
    private static func write(_ text: String, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            return "Could not write the snapshot reference at \(url.path): \(error.localizedDescription)"
        }
    }
}
