import GraftTerminal

/// A row of a `ForEach` with `onDelete` or `onMove`: while the list is
/// editing, a red `⊖` at its leading edge when it can be deleted and a gray
/// `≡` at its trailing edge when it can be moved. The row keeps its place in
/// the tree whether or not the list is editing, so its state survives.
struct EditableRow<Content: View>: View {
    let content: Content
    let permissions: RowEditPermissions
    @Environment(\.editMode) private var editMode

    var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        let showsDelete = isEditing && permissions.canDelete
        let showsMove = isEditing && permissions.canMove
        HStack(spacing: 1) {
            if showsDelete {
                Text("⊖").foregroundStyle(.red)
            }
            content.frame(maxWidth: showsMove ? .infinity : nil, alignment: .leading)
            if showsMove {
                Text("≡").foregroundStyle(.gray)
            }
        }
    }
}
