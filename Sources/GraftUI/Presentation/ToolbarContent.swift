// What `.toolbar { }` holds, as SwiftUI reads it: `ToolbarItem`s, and any other view (most often a
// bare `Button`) as an item of its own at the `.automatic` placement. Groups, conditionals and
// loops are looked through; a view inside modifiers (`.disabled`, `.keyboardShortcut`) is an item
// with its modifiers.

/// A `ToolbarItem`, told apart from the views a toolbar wraps in one.
@MainActor
protocol ToolbarItemMarker {}

extension ToolbarItem: ToolbarItemMarker {}

@MainActor
enum ToolbarContent {
    /// The items of `content`, in order, each a `ToolbarItem`.
    static func items(in content: any View) -> [AnyView] {
        var items: [AnyView] = []
        collect(content, into: &items)
        return items
    }

    private static func collect(_ view: any View, into items: inout [AnyView]) {
        if view is ToolbarItemMarker {
            items.append(AnyView(view))
        } else if view is EmptyView {
            return
        } else if let container = view as? any BuilderContentListing {
            for child in container.builderChildren { collect(child, into: &items) }
        } else {
            items.append(automaticItem(view))
        }
    }

    /// `view` in an item of its own, keeping its type so the host sees its button.
    private static func automaticItem<Content: View>(_ view: Content) -> AnyView {
        AnyView(ToolbarItem(placement: .automatic) { view })
    }
}

/// The toolbar's items drawn in order, each reporting itself to the host.
struct ToolbarItemList: View {
    let items: [AnyView]

    var body: some View {
        ForEach(items.indices, id: \.self) { items[$0] }
    }
}
