import GraftTerminal

/// A scrolling list of rows, built lazily: `List { ForEach(items) { … } }`,
/// with ``Section`` headers and footers, and optionally a selection.
///
/// With `List(items, selection: $selected) { … }` a row's selection value is
/// its `ForEach` element's ID, or its `.tag(_:)` when the row has one (a row
/// outside a `ForEach` is selectable only with a tag). The list takes focus (Tab), the arrow keys,
/// `j`/`k`, Page Up/Down, Home and End move the selection, a click selects a
/// row, and with a set of selections a click or Space toggles a row.
///
/// In editing mode (``EnvironmentValues/editMode``, which ``EditButton``
/// toggles) the rows of a `ForEach` with `onDelete` show a red `⊖` and those
/// with `onMove` a gray `≡`; Delete or Backspace deletes the cursor row and
/// Alt-Up/Alt-Down move it.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?
    @Environment(\.listStyleKind) private var style
    @Environment(\.editMode) private var inheritedEditMode
    /// The edit mode when none above provides one, as a SwiftUI list keeps.
    @State private var ownEditMode = EditMode.inactive
    /// The row editing keys act on in a list without a selection, while editing.
    @State private var editingRow: AnyHashable?

    /// Creates a list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        selection = nil
    }

    /// Creates a list whose rows can be selected one at a time.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(single: selection)
    }

    /// Creates a list whose rows can be selected several at a time.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(multiple: selection)
    }

    /// A list with a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by the property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each element of `data`, selected one at a time by ID.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, selected several at a time by ID.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by the property
    /// at `id` and selected one at a time by it.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by the property
    /// at `id` and selected several at a time by it.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// The list: a scroll view of a lazy, leading-aligned column, inset as
    /// the list style says, that takes focus when rows can be selected, or
    /// while editing (a list without a selection then has a cursor row of
    /// its own for the editing keys). Its rows see the edit mode from above,
    /// or the list's own.
    public var body: some View {
        let editMode = inheritedEditMode ?? $ownEditMode
        let isEditing = editMode.wrappedValue.isEditing
        let rowsSelection = selection ?? (isEditing ? ListSelection(single: $editingRow) : nil)
        SelectableList(selection: rowsSelection, isEditing: isEditing) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    content
                }
                .padding(.horizontal, style.horizontalInset)
            }
        }
        .environment(\.editMode, editMode)
    }
}

/// A group of rows in a ``List`` or ``Form``, with an optional header and footer.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    @Environment(\.listStyleKind) private var style

    /// The header (bold in plain lists, secondary in grouped ones), the rows,
    /// the footer (secondary), and in grouped lists a blank line closing the group.
    ///
    /// In a lazy stack or grid the header and footer are marked as such, so
    /// the container can pin them (`pinnedViews:`) or stretch them across
    /// its columns.
    public var body: some View {
        SectionGroupView(content: parts)
    }

    @ViewBuilder private var parts: some View {
        if style.isGrouped {
            SectionPartView(content: header.foregroundStyle(.secondary), role: .header)
        } else {
            SectionPartView(content: header.font(.headline), role: .header)
        }
        content
        SectionPartView(content: footer.foregroundStyle(.secondary), role: .footer)
        if style.isGrouped {
            Text(" ")
        }
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) where Parent == Text {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}
