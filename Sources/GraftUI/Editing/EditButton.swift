/// A button that toggles the environment's ``EditMode`` between
/// ``EditMode/active`` and ``EditMode/inactive``, titled "Edit", or "Done"
/// (bold) while editing, as SwiftUI's `EditButton`. In a `.toolbar` the
/// host shows it as a bar button of its own.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an edit button.
    public init() {}

    /// A button toggling the edit mode; it does nothing without one.
    public var body: some View {
        let description = EditButtonDescription(editMode: editMode)
        Button(description.title, action: description.action).bold(description.isProminent)
    }
}

/// An ``EditButton`` as it is in a given edit mode, for a host that shows
/// it as one of its own buttons.
@MainActor
struct EditButtonDescription: ButtonDescribing {
    let editMode: Binding<EditMode>?

    /// "Done" while editing, else "Edit".
    var title: String { isProminent ? "Done" : "Edit" }
    var role: ButtonRole? { nil }
    /// Done is bold, as a bar's `.done` item is.
    var isProminent: Bool { editMode?.wrappedValue.isEditing == true }
    var action: @MainActor () -> Void {
        let editMode = editMode
        return {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
