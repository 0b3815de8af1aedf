/// A title with a symbol: `Label("Cart", systemImage: "cart")` shows `⊔ Cart`.
/// The ``LabelStyle`` in the environment decides which parts show.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// Creates a label from a title and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as its style draws it: by default the icon, then the title.
    public var body: some View {
        let style = style ?? AnyLabelStyle(DefaultLabelStyle())
        return style.makeBody(
            LabelStyleConfiguration(
                title: AnyView(title), icon: AnyView(icon),
                titleText: (title as? Text)?.string))
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a symbol.
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
}

/// A value with a label, as in a form row: the label on the left, the value
/// on the right in the secondary style.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a row with a label and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label, space, and the value.
    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a row titled `title` showing `value`.
    public init(_ title: String, value: String) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

/// Rows of controls in sections, as in a settings screen: a scrolling column
/// with each section's header and footer.
///
/// On a terminal wider than 80 columns the rows keep that width and are
/// centered, as forms on a large iPad keep to a readable width, so a
/// label and its control never end up a screen apart.
public struct Form<Content: View>: View {
    /// The widest a form's rows get, in cells, scroll indicator margin included.
    static var readableWidth: CGFloat { 80 }

    let content: Content

    /// Creates a form.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows, leading-aligned in a scroll view.
    public var body: some View {
        ScrollView {
            // The scroll indicator is drawn over the last column: the
            // trailing padding keeps a cell between it and the rows.
            VStack(alignment: .leading, spacing: 0) { content }
                .padding(.leading, 1)
                .padding(.trailing, 2)
                .frame(maxWidth: Self.readableWidth)
                .frame(maxWidth: .infinity)
        }
    }
}
