/// An environment a node derives for its children, kept while the inherited
/// environment and the node's own input are unchanged, so that the derived
/// environment's version stays the same and readers below are not re-evaluated.
struct DerivedEnvironment<Input: Equatable> {
    private var cached: (inheritedVersion: UInt64, input: Input, derived: EnvironmentValues)?

    /// `inherited` changed by `change`, reusing the last result when neither
    /// `inherited` nor `input` changed.
    mutating func derive(from inherited: EnvironmentValues, input: Input, _ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues
    {
        if let cached, cached.inheritedVersion == inherited.version, cached.input == input { return cached.derived }
        var derived = inherited
        change(&derived)
        cached = (inherited.version, input, derived)
        return derived
    }
}

/// For derivations that depend on the inherited environment only.
struct NoInput: Equatable {}
