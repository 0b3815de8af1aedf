import Observation

/// Problems the app tells the user about without stopping them: a save that
/// failed (and is being retried), a state file that was unreadable at launch.
/// The root screen shows them in a line above the key hints.
@MainActor
@Observable
public final class AppNotices {
    /// Why the last save failed, while the state is not on disk; nil once a save succeeds.
    public var saveWarning: String?
    /// A warning from launch, such as a corrupt state file moved aside;
    /// shown until the state file is next written, whole.
    public var launchWarning: String?
    /// What quitting waits for, such as a purchase being paid for.
    public var quitNotice: String?

    /// Creates notices with none showing.
    public init() {}

    /// The line to show now (quitting first, then a save problem), or nil for none.
    public var line: String? {
        quitNotice ?? saveWarning ?? launchWarning
    }
}
