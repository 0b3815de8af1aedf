import Foundation

/// Finds programs on `PATH`, for a tape's `Require`.
enum ProgramSearch {
    /// The full path of an executable named `program` on `PATH` (or `program`
    /// itself when it contains a `/` and is executable), or nil.
    static func find(_ program: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if program.contains("/") {
            return FileManager.default.isExecutableFile(atPath: program) ? program : nil
        }
        for directory in (path ?? "").split(separator: ":") {
            let candidate = directory + "/" + program
            if FileManager.default.isExecutableFile(atPath: candidate) { return String(candidate) }
        }
        return nil
    }
}
