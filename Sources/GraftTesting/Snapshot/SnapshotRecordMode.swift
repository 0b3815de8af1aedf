/// When a snapshot assertion writes its reference file.
///
/// Set it per assertion with the `record:` argument, or for a whole run with
/// the environment variable `GRAFT_SNAPSHOT_RECORD` (`missing`, `all`,
/// `failed` or `never`), which takes precedence:
///
/// ```sh
/// GRAFT_SNAPSHOT_RECORD=failed swift test
/// ```
public enum SnapshotRecordMode: String, CaseIterable, Hashable, Sendable {
    /// Record references that do not exist yet; the assertion fails once,
    /// saying it recorded. The default.
    case missing
    /// Rewrite every reference; an assertion whose reference was missing or
    /// different fails, saying what changed.
    case all
    /// Record missing references and overwrite the ones that do not match;
    /// those assertions fail, showing the difference.
    case failed
    /// Never write; a missing reference is a failure. For CI.
    case never

    /// The environment variable that sets the mode for a whole run.
    public static let environmentVariable = "GRAFT_SNAPSHOT_RECORD"

    /// The mode to use: the environment variable's when set, else `explicit`,
    /// else ``missing``.
    ///
    /// - Returns: The mode, and a complaint when the variable holds something
    ///   other than a mode's name (the variable is then ignored).
    static func resolve(_ explicit: SnapshotRecordMode?, environment: [String: String]) -> (mode: SnapshotRecordMode, complaint: String?) {
        let fallback = explicit ?? .missing
        guard let value = environment[environmentVariable], !value.isEmpty else { return (fallback, nil) }
        guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
            let valid = allCases.map(\.rawValue).joined(separator: ", ")
            return (fallback, "\(environmentVariable)=\(value) is not a record mode; use one of \(valid). Using '\(fallback.rawValue)'.")
        }
        return (mode, nil)
    }
}
