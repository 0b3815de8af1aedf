/// How a ``List`` looks: set with `.listStyle(_:)`.
public protocol ListStyle: Sendable {}

/// Which built-in look a list style stands for.
enum ListStyleKind: Sendable {
    case plain, inset, grouped, insetGrouped, sidebar

    /// Columns left blank on each side of the rows.
    var horizontalInset: CGFloat {
        switch self {
        case .plain, .grouped: 0
        case .inset, .sidebar: 1
        case .insetGrouped: 2
        }
    }

    /// Whether sections read as groups: secondary headers and a gap after each.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}

/// A list style that is one of the built-in looks.
protocol BuiltInListStyle: ListStyle {
    var kind: ListStyleKind { get }
}

/// Rows edge to edge with bold section headers: the default.
public struct PlainListStyle: BuiltInListStyle {
    /// Creates the plain style.
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// Plain rows set in from the list's edges.
public struct InsetListStyle: BuiltInListStyle {
    /// Creates the inset style.
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// Sections as groups: secondary headers and a blank line between groups.
public struct GroupedListStyle: BuiltInListStyle {
    /// Creates the grouped style.
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// Grouped sections set in from the list's edges.
public struct InsetGroupedListStyle: BuiltInListStyle {
    /// Creates the inset grouped style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// A navigation sidebar: set-in rows with bold headers.
public struct SidebarListStyle: BuiltInListStyle {
    /// Creates the sidebar style.
    public init() {}
    var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge with bold section headers.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain rows set in from the list's edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as groups, with secondary headers.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Grouped sections set in from the list's edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A navigation sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.plain
}

extension EnvironmentValues {
    /// The look of lists in this environment.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this view.
    public func listStyle<Style: ListStyle>(_ style: Style) -> some View {
        environment(\.listStyleKind, (style as? any BuiltInListStyle)?.kind ?? .plain)
    }
}
