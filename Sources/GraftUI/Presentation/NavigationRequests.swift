import GraftTerminal

/// How a navigation title is shown by the host's navigation bar.
public enum NavigationBarTitleDisplayMode: Hashable, Sendable {
    /// The host decides.
    case automatic
    /// A bold title line under the bar.
    case large
    /// The title inside the bar.
    case inline
}

/// The innermost navigation title set below a host, for its navigation bar.
public struct NavigationTitleKey: PreferenceKey {
    /// No title.
    public static let defaultValue: String? = nil
    /// The innermost title wins.
    public static func reduce(value: inout String?, nextValue: () -> String?) {
        if let next = nextValue() { value = next }
    }
}

/// The title display mode set below a host.
public struct NavigationBarTitleDisplayModeKey: PreferenceKey {
    /// The host decides.
    public static let defaultValue = NavigationBarTitleDisplayMode.automatic
    /// The innermost mode wins.
    public static func reduce(value: inout NavigationBarTitleDisplayMode, nextValue: () -> NavigationBarTitleDisplayMode) {
        let next = nextValue()
        if next != .automatic { value = next }
    }
}

/// Where a toolbar item goes in the host's bars.
public enum ToolbarItemPlacement: Hashable, Sendable {
    /// The host decides (trailing in the navigation bar).
    case automatic
    /// Leading in the navigation bar.
    case navigationBarLeading
    /// Trailing in the navigation bar.
    case navigationBarTrailing
    /// The principal (title) position.
    case principal
    /// In the bottom bar.
    case bottomBar
    /// The confirming action of a sheet (its trailing button).
    case confirmationAction
    /// The cancelling action of a sheet (its leading button).
    case cancellationAction
}

/// One item of a ``View/toolbar(content:)``.
public struct ToolbarItem<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.editMode) private var editMode

    /// Creates an item at `placement`. A `disabled(_:)` on the item, around
    /// the toolbar, or on the item's button disables the host's button for it.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Marks the content for the host's bars.
    public var body: some View {
        content.preference(
            key: ToolbarItemsKey.self,
            value: [ToolbarRequest(placement: placement, content: content, isEnabled: isEnabled, editMode: editMode)])
    }
}

/// A toolbar item a host shows in its bars.
@MainActor
public struct ToolbarRequest {
    /// Where it goes.
    public let placement: ToolbarItemPlacement
    /// What it shows.
    public let content: AnyView
    /// Whether it can be used; false under `disabled(true)`, on the item or
    /// on its button.
    public var isEnabled = true
    /// The item's button, seen through modifiers that only change the
    /// environment (`disabled`, `keyboardShortcut`, ...).
    let button: (any ButtonDescribing)?
    /// Whether the host shows the button bold, as a bar's `.done` item: an
    /// ``EditButton``'s "Done".
    public private(set) var isProminent = false

    init<Content: View>(placement: ToolbarItemPlacement, content: Content, isEnabled: Bool, editMode: Binding<EditMode>? = nil) {
        self.placement = placement
        self.content = AnyView(content)
        // Apply the modifiers around the button, outermost first, to learn
        // whether the button ends up disabled.
        var environment = EnvironmentValues()
        environment.isEnabled = isEnabled
        var view: any View = content
        while let writer = view as? any EnvironmentWriting {
            writer.write(&environment)
            view = writer.writtenContent
        }
        self.isEnabled = environment.isEnabled
        // An edit button's title and action depend on the edit mode where the item is.
        if view is EditButton {
            let editButton = EditButtonDescription(editMode: editMode)
            button = editButton
            isProminent = editButton.isProminent
        } else {
            button = view as? any ButtonDescribing
        }
    }
}

extension ToolbarRequest {
    /// The title of the item's button, for a host that shows the item as one
    /// of its own bar buttons; nil when the item is not a `Button`.
    public var buttonTitle: String? {
        button?.title
    }

    /// The role of the item's button, if it is a button with one.
    public var buttonRole: ButtonRole? {
        button?.role
    }

    /// Runs the item's button action, as a host's bar button does when pressed.
    /// - Returns: Whether the item is a button (and so ran).
    @discardableResult
    public func performButtonAction() -> Bool {
        guard let button else { return false }
        button.action()
        return true
    }
}

/// The toolbar items set below a host, in order.
public struct ToolbarItemsKey: PreferenceKey {
    /// No items.
    public static var defaultValue: [ToolbarRequest] { [] }
    /// Items accumulate in tree order.
    public static func reduce(value: inout [ToolbarRequest], nextValue: () -> [ToolbarRequest]) {
        value += nextValue()
    }
}

extension View {
    /// Sets the title the host's navigation bar shows for this screen.
    public func navigationTitle(_ title: String) -> some View {
        preference(key: NavigationTitleKey.self, value: title)
    }

    /// Sets how the host shows the navigation title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> some View {
        preference(key: NavigationBarTitleDisplayModeKey.self, value: mode)
    }

    /// Places items in the host's bars. The items are not drawn in place:
    /// the host draws them where their placement says. A view that is not a
    /// ``ToolbarItem`` (a bare `Button`) is an item at the `.automatic`
    /// placement, as in SwiftUI.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarHolder(content: self, items: ToolbarItemList(items: ToolbarContent.items(in: content())))
    }
}

/// Lays out the screen's content only; the toolbar items are kept as
/// preferences for the host and take no space.
struct ToolbarHolder<Content: View, Items: View>: View {
    let content: Content
    let items: Items

    var body: some View {
        ZStack(alignment: .topLeading) {
            content.layoutPriority(1)
            items.frame(width: 0, height: 0).clipped()
        }
    }
}
