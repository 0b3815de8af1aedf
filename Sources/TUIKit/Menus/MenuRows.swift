/// One row of an open menu.
@MainActor
enum MenuRow {
    /// An action, command or submenu, and the menu it belongs to (for
    /// single selection).
    case element(TUIMenuElement, parent: TUIMenu)
    /// A line between groups; an inline submenu's title goes in it.
    case separator(title: String?)
    /// Elements still being loaded.
    case loading

    /// Whether the arrow keys and clicks can highlight the row.
    var isSelectable: Bool {
        guard case .element(let element, _) = self else { return false }
        if let choosable = element as? any MenuChoosable { return !choosable.attributes.contains(.disabled) }
        return element is TUIMenu
    }

    /// The element the row shows, if any.
    var element: TUIMenuElement? {
        if case .element(let element, _) = self { return element }
        return nil
    }

    var isSeparator: Bool {
        if case .separator = self { return true }
        return false
    }

    /// The rows of `menu`: hidden elements left out, inline submenus flattened
    /// between separators, deferred elements loaded (asked to load, and a
    /// `Loading…` row until they arrive; `reload` runs when they do).
    /// The deferred elements met are added to `deferred`.
    static func rows(
        for menu: TUIMenu, deferred: inout [TUIDeferredMenuElement], reload: @escaping @MainActor () -> Void
    ) -> [MenuRow] {
        var rows: [MenuRow] = []
        append(menu.children, parent: menu, to: &rows, deferred: &deferred, reload: reload)
        // No line at the bottom, and no bare line at the top: the border is there.
        while let last = rows.last, last.isSeparator { rows.removeLast() }
        if case .separator(nil) = rows.first { rows.removeFirst() }
        return rows
    }

    private static func append(
        _ elements: [TUIMenuElement], parent: TUIMenu, to rows: inout [MenuRow],
        deferred: inout [TUIDeferredMenuElement], reload: @escaping @MainActor () -> Void
    ) {
        for element in elements {
            switch element {
            case let placeholder as TUIDeferredMenuElement:
                if !deferred.contains(where: { $0 === placeholder }) { deferred.append(placeholder) }
                placeholder.load(then: reload)
                if let loaded = placeholder.loadedElements {
                    append(loaded, parent: parent, to: &rows, deferred: &deferred, reload: reload)
                } else {
                    rows.append(.loading)
                }
            case let submenu as TUIMenu where submenu.options.contains(.displayInline):
                var inner: [MenuRow] = []
                append(submenu.children, parent: submenu, to: &inner, deferred: &deferred, reload: reload)
                guard inner.contains(where: { !$0.isSeparator }) else { continue }
                let title = submenu.title.isEmpty ? nil : submenu.title
                if let last = rows.last, last.isSeparator {
                    if title != nil { rows[rows.count - 1] = .separator(title: title) }
                } else if !rows.isEmpty || title != nil {
                    rows.append(.separator(title: title))
                }
                rows += inner
                rows.append(.separator(title: nil))
            case let choosable as any MenuChoosable where choosable.attributes.contains(.hidden):
                continue
            default:
                rows.append(.element(element, parent: parent))
            }
        }
    }
}
