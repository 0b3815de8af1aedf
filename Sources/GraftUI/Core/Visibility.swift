/// Whether a piece of interface shows: decided by the system, always, or never.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides (in Graft: shown).
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
}
