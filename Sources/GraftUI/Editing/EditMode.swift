/// Whether the user can edit a view's content, as SwiftUI's `EditMode`:
/// a ``List`` in editing mode shows its rows' delete and reorder controls.
public enum EditMode: Hashable, Sendable {
    /// The content cannot be edited.
    case inactive
    /// Editing for a moment only (as a swipe to delete is in SwiftUI).
    case transient
    /// The content can be edited.
    case active

    /// Whether the mode is ``active`` or ``transient``, as in SwiftUI.
    public var isEditing: Bool {
        self != .inactive
    }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The edit mode of the views below, if a view above provides one: a
    /// hosting controller provides its own `isEditing`, and a ``List`` with
    /// none above it keeps one of its own.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
