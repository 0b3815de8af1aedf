/// A menu or submenu: a titled list of elements, as UIKit's `UIMenu`.
///
/// ```swift
/// let menu = TUIMenu(title: "Sort", options: .singleSelection, children: [
///     TUIAction(title: "Name", state: .on) { _ in sort(by: .name) },
///     TUIAction(title: "Price") { _ in sort(by: .price) },
/// ])
/// button.menu = menu
/// button.showsMenuAsPrimaryAction = true
/// ```
///
/// A submenu shows as a row with `›`; Right or Enter opens it beside its
/// parent and Left closes it. A submenu with ``Options-swift.struct/displayInline``
/// shows its children in place instead, between separators.
@MainActor
public final class TUIMenu: TUIMenuElement {
    /// A name that identifies a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children show in the parent menu, between separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is drawn as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is checked: choosing one checks it and unchecks the others.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier; a unique one unless given.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The elements, in order.
    public let children: [TUIMenuElement]
    private static var nextIdentifier = 0

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: The title: a submenu's row, or the top of the menu's border.
    ///   - subtitle: Quieter text after a submenu's title; nil for none.
    ///   - image: A symbol drawn before a submenu's title.
    ///   - identifier: An identifier; a unique one when nil.
    ///   - options: How the menu shows its children.
    ///   - children: The elements, in order.
    public init(
        title: String = "", subtitle: String? = nil, image: TUIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [TUIMenuElement] = []
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            TUIMenu.nextIdentifier += 1
            self.identifier = Identifier("TUIMenu.\(TUIMenu.nextIdentifier)")
        }
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children: the same title, identifier and options.
    ///
    /// - Parameter newChildren: The copy's elements.
    /// - Returns: The new menu.
    public func replacingChildren(_ newChildren: [TUIMenuElement]) -> TUIMenu {
        TUIMenu(title: title, subtitle: subtitle, identifier: identifier, options: options, children: newChildren)
    }

    /// The checked actions and commands among the children, as UIKit's `selectedElements`.
    public var selectedElements: [TUIMenuElement] {
        children.filter { ($0 as? any MenuChoosable)?.state == .on }
    }
}
