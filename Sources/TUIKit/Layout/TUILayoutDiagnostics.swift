import Foundation

/// Where Auto Layout reports problems it recovered from, such as
/// constraints that cannot all be satisfied.
///
/// A terminal app cannot print to the screen it draws on, so reports go to
/// ``handler`` if one is set, are kept in ``reports`` for tests, and are
/// appended to the file at ``logFilePath``, which the `GRAFT_DEBUG_LOG`
/// environment variable sets. Nothing is ever written to standard output or
/// error.
///
/// ```swift
/// TUILayoutDiagnostics.handler = { report in log.append(report.message) }
/// ```
@MainActor
public enum TUILayoutDiagnostics {
    /// One problem Auto Layout found.
    public struct Report: Sendable {
        /// What went wrong.
        public enum Kind: Sendable, Hashable {
            /// Required constraints contradict each other; one was broken.
            case unsatisfiableConstraints
            /// An unexpected solver failure.
            case internalError
            /// Hosted declarative content could not be laid out or installed
            /// as asked (reported by GraftHosting).
            case hosting
        }

        /// What went wrong.
        public let kind: Kind
        /// The text logged, in the style of UIKit's console messages.
        public let message: String
        /// The constraint that was broken (not applied), if any.
        public let brokenConstraint: TUILayoutConstraint?
        /// The installed constraints it conflicts with.
        public let conflictingConstraints: [TUILayoutConstraint]
    }

    /// Receives every report as it happens.
    public static var handler: (@MainActor (Report) -> Void)?

    /// The most recent reports, oldest first, at most ``reportLimit``.
    public private(set) static var reports: [Report] = []

    /// How many reports ``reports`` keeps.
    public static let reportLimit = 100

    /// The environment variable naming a file that reports are appended to.
    public nonisolated static let logFileEnvironmentVariable = "GRAFT_DEBUG_LOG"

    /// The file reports are appended to, or nil for none; taken from
    /// `GRAFT_DEBUG_LOG` at first use.
    public static var logFilePath: String? = {
        let path = ProcessInfo.processInfo.environment[logFileEnvironmentVariable]
        return path?.isEmpty == false ? path : nil
    }()

    /// Forgets the kept reports.
    public static func removeAllReports() {
        reports.removeAll()
    }

    // MARK: - Reporting

    static func reportUnsatisfiable(
        broken: TUILayoutConstraint, conflicts: [String], conflictingConstraints: [TUILayoutConstraint]
    ) {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tAt least one of the constraints below is probably not wanted. Look for the one you did not",
            "\texpect and find the code that added it. Each line is a required constraint already in place:",
            "(",
        ]
        for conflict in conflicts { lines.append("    \"\(conflict)\",") }
        lines.append("    \"\(broken)\"")
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append("\(broken)")
        lines.append("")
        lines.append("The broken constraint is the newest one; it is tried again when other constraints are removed.")
        record(
            Report(
                kind: .unsatisfiableConstraints, message: lines.joined(separator: "\n"),
                brokenConstraint: broken, conflictingConstraints: conflictingConstraints))
    }

    static func reportInternal(_ message: String) {
        record(Report(kind: .internalError, message: "Auto Layout: " + message, brokenConstraint: nil, conflictingConstraints: []))
    }

    /// Reports a problem found outside the solver, such as by a hosting view.
    package static func report(_ kind: Report.Kind, message: String) {
        record(Report(kind: kind, message: message, brokenConstraint: nil, conflictingConstraints: []))
    }

    private static func record(_ report: Report) {
        reports.append(report)
        if reports.count > reportLimit { reports.removeFirst(reports.count - reportLimit) }
        handler?(report)
        appendToLogFile(report.message)
    }

    private static func appendToLogFile(_ message: String) {
        guard let path = logFilePath else { return }
        guard let data = (message + "\n\n").data(using: .utf8) else { return }
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let file = FileHandle(forWritingAtPath: path) else { return }
        defer { try? file.close() }
        _ = try? file.seekToEnd()
        try? file.write(contentsOf: data)
    }
}
