import Foundation

/// Compares a snapshot with its reference file and records it as the mode
/// says: the part of a snapshot assertion that does not depend on a test
/// framework.
enum SnapshotVerifier {
    /// What a comparison came to.
    enum Outcome: Hashable, Sendable {
        /// The snapshot matches the reference.
        case matched
        /// The assertion fails with this message (which may say a reference was written).
        case failed(String)
    }

    /// Compares `actual` with the reference at `url`, writing the reference
    /// when `mode` asks for it.
    ///
    /// - Parameters:
    ///   - actual: The snapshot the test produced.
    ///   - diffing: How the snapshot is stored and compared.
    ///   - url: The reference file.
    ///   - name: How the failure message names the snapshot.
    ///   - mode: When to write the reference.
    static func verify<Format>(
        _ actual: Format, diffing: Diffing<Format>, reference url: URL, name: String,
        mode: SnapshotTestingConfiguration.Record
    ) -> Outcome {
        let path = url.path
        let variable = SnapshotTestingConfiguration.Record.environmentVariable
        guard let data = FileManager.default.contents(atPath: path) else {
            if mode == .never {
                return .failed(
                    """
                    No reference for snapshot '\(name)' at \(path), and recording is off (record mode 'never').
                    Record it by running with \(variable)=missing.
                    """)
            }
            return write(actual, diffing, to: url)
                ?? .failed(
                    """
                    Recorded a new reference for snapshot '\(name)' at \(path).
                    Check that it shows what you expect, then run the test again.

                    \(String(decoding: diffing.toData(actual), as: UTF8.self))
                    """)
        }
        let difference = diffing.diff(diffing.fromData(data), actual)
        switch (mode, difference) {
        case (.all, nil):
            return write(actual, diffing, to: url)
                ?? .failed(
                    """
                    Recorded snapshot '\(name)' at \(path) (record mode 'all'); it matches the reference it replaced.
                    Turn recording off to compare again.
                    """)
        case (_, nil):
            return .matched
        case (.missing, let difference?), (.never, let difference?):
            return .failed(
                """
                Snapshot '\(name)' does not match its reference at \(path).

                \(difference)

                If the change is intended, re-record by running with \(variable)=failed \
                (or pass record: .failed) and run the test again.
                """)
        case (.all, let difference?), (.failed, let difference?):
            return write(actual, diffing, to: url)
                ?? .failed(
                    """
                    Snapshot '\(name)' did not match its reference at \(path); recorded the new snapshot there \
                    (record mode '\(mode.rawValue)').

                    \(difference)

                    Review the change, then run the test again with recording off.
                    """)
        }
    }

    /// Writes a reference, creating its directory; a failure when that fails.
    private static func write<Format>(_ value: Format, _ diffing: Diffing<Format>, to url: URL) -> Outcome? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try diffing.toData(value).write(to: url, options: .atomic)
            return nil
        } catch {
            return .failed("Could not write the snapshot reference at \(url.path): \(error.localizedDescription)")
        }
    }
}
