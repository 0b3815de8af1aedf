/// Something a menu shows: an action, a command, a submenu, or elements
/// loaded on demand, as UIKit's `UIMenuElement`.
///
/// Make elements with the subclasses: ``TUIAction``, ``TUICommand``,
/// ``TUIKeyCommand``, ``TUIMenu`` and ``TUIDeferredMenuElement``.
@MainActor
public class TUIMenuElement {
    /// How an action or command behaves in a menu, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt

        /// Creates attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Cannot be chosen: drawn dimmed, and skipped by the arrow keys.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Destroys data: drawn red and bold, so it shows without color too.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs it but leaves the menu open, for toggles.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action or command is checked, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable, Hashable {
        /// Not checked.
        case off = 0
        /// Checked: a menu draws `✓` beside it.
        case on = 1
        /// Partly checked: a menu draws `–` beside it.
        case mixed = 2
    }

    /// The storage of ``title``, which subclasses let change.
    var storedTitle: String
    /// The storage of ``subtitle``.
    var storedSubtitle: String?
    /// The storage of ``image``.
    var storedImage: TUIImage?

    init(title: String, subtitle: String?, image: TUIImage? = nil) {
        storedTitle = title
        storedSubtitle = subtitle
        storedImage = image
    }

    /// The element's name in a menu.
    public var title: String { storedTitle }

    /// A second, quieter line of text a menu shows after the title; nil for none.
    public var subtitle: String? { storedSubtitle }

    /// The picture a menu shows before the title: a symbol's glyph (a
    /// picture of pixels has no room in a row and is left out); nil for none.
    public var image: TUIImage? { storedImage }
}

/// What a menu needs from an element it can choose: actions and commands.
@MainActor
protocol MenuChoosable: TUIMenuElement {
    /// How the element behaves in a menu.
    var attributes: TUIMenuElement.Attributes { get }
    /// Whether the element is checked.
    var state: TUIMenuElement.State { get set }
    /// The key that runs the element without the menu, drawn at the right; nil for none.
    var menuKeyLabel: String? { get }
    /// Runs the element, `sender` being what showed the menu.
    func performFromMenu(sender: AnyObject?)
}
