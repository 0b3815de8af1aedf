extension TUICellAccessory {
    /// What an accessory with an action runs when the user clicks it.
    public typealias ActionHandler = @MainActor () -> Void

    /// How a delete accessory looks.
    public struct DeleteOptions: Hashable, Sendable {
        /// Whether the accessory is hidden while it would otherwise show.
        public var isHidden: Bool
        /// The symbol's color; nil for the system red.
        public var tintColor: TUIColor?
        /// The color behind the symbol; nil for none.
        public var backgroundColor: TUIColor?

        /// Creates delete options; nil leaves a default.
        public init(isHidden: Bool? = nil, tintColor: TUIColor? = nil, backgroundColor: TUIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// How an insert accessory looks.
    public struct InsertOptions: Hashable, Sendable {
        /// Whether the accessory is hidden while it would otherwise show.
        public var isHidden: Bool
        /// The symbol's color; nil for the system green.
        public var tintColor: TUIColor?
        /// The color behind the symbol; nil for none.
        public var backgroundColor: TUIColor?

        /// Creates insert options; nil leaves a default.
        public init(isHidden: Bool? = nil, tintColor: TUIColor? = nil, backgroundColor: TUIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// How a reorder accessory looks.
    public struct ReorderOptions: Hashable, Sendable {
        /// Whether the accessory is hidden while it would otherwise show.
        public var isHidden: Bool
        /// The symbol's color; nil for gray.
        public var tintColor: TUIColor?
        /// Whether a bar separates it from the accessory before it; kept for
        /// UIKit's shape, a terminal leaves a column of space instead.
        public var showsVerticalSeparator: Bool

        /// Creates reorder options; nil leaves a default.
        public init(isHidden: Bool? = nil, tintColor: TUIColor? = nil, showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// The delete control, `⊖` in red at the leading edge, shown while the
    /// list is editing by default. A click on it (or Delete or Backspace on
    /// the focused row) runs `actionHandler`; without one it shows the row's
    /// trailing swipe actions, as in UIKit.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: ActionHandler? = nil
    ) -> TUICellAccessory {
        TUICellAccessory(
            kind: .delete(actionHandler.map(ActionHandlerBox.init)), displayed: displayed,
            tintColor: options.tintColor ?? .systemRed, isHiddenByOptions: options.isHidden)
    }

    /// The insert control, `⊕` in green at the leading edge, shown while
    /// the list is editing by default. A click on it (or Insert on the
    /// focused row) runs `actionHandler`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(), actionHandler: ActionHandler? = nil
    ) -> TUICellAccessory {
        TUICellAccessory(
            kind: .insert(actionHandler.map(ActionHandlerBox.init)), displayed: displayed,
            tintColor: options.tintColor ?? .systemGreen, isHiddenByOptions: options.isHidden)
    }

    /// The reorder control, `≡` in gray at the trailing edge, shown while
    /// the list is editing by default. Dragging it moves the row; so do
    /// Alt-Up and Alt-Down on the focused row. The collection view's data
    /// source decides which items move (for a diffable data source, its
    /// ``TUICollectionViewDiffableDataSource/reorderingHandlers``).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> TUICellAccessory {
        TUICellAccessory(kind: .reorder, displayed: displayed, tintColor: options.tintColor, isHiddenByOptions: options.isHidden)
    }

    /// The handler of a delete or insert accessory, if it has one.
    var actionHandler: ActionHandler? {
        switch kind {
        case .delete(let box), .insert(let box): box?.handler
        default: nil
        }
    }
}

/// An accessory's action, compared by identity so accessories stay
/// `Hashable` as UIKit's are compared.
final class ActionHandlerBox: Hashable, Sendable {
    let handler: TUICellAccessory.ActionHandler

    init(_ handler: @escaping TUICellAccessory.ActionHandler) {
        self.handler = handler
    }

    static func == (lhs: ActionHandlerBox, rhs: ActionHandlerBox) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
