import GraftTerminal

/// A height a sheet can rest at; the host that presents the sheet reads
/// the detents its content asks for.
public struct PresentationDetent: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case medium, large }
    private let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole screen but its top row.
    public static let large = PresentationDetent(kind: .large)

    /// Whether this is ``medium``.
    public var isMedium: Bool { kind == .medium }
}

/// The detents the content of a sheet asks for; empty when it asks for none.
public struct PresentationDetentsKey: PreferenceKey {
    /// No preference: the host's default.
    public static var defaultValue: Set<PresentationDetent> { [] }
    /// The innermost request wins.
    public static func reduce(value: inout Set<PresentationDetent>, nextValue: () -> Set<PresentationDetent>) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

/// Whether the content of a sheet refuses to be dismissed by the user.
public struct InteractiveDismissDisabledKey: PreferenceKey {
    /// Dismissal allowed.
    public static let defaultValue = false
    /// Any view that disables it wins.
    public static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

extension View {
    /// Sets the heights the sheet this view is in can rest at, such as
    /// `[.medium, .large]`; the sheet opens at the smallest.
    ///
    /// - Parameter detents: The heights; an empty set keeps the host's default.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsKey.self, value: detents)
    }

    /// Keeps the user from dismissing the sheet this view is in with Escape
    /// while `isDisabled` is true; the content can still dismiss it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}
