import Foundation
import GraftTerminal

/// The clipboard, as UIKit's `UIPasteboard`: text put on ``general`` goes
/// to the system clipboard through the terminal (OSC 52, which most
/// terminals honour; tmux with `set-clipboard on`), so it pastes into any
/// other program.
///
/// A terminal does not let an app read the system clipboard, so what
/// ``string`` gives back is what this app last copied, or the text last
/// pasted into it (a paste is the clipboard, handed over by the terminal).
///
/// ```swift
/// TUIPasteboard.general.string = product.name
/// ```
@MainActor
public final class TUIPasteboard {
    /// The system clipboard.
    public static let general = TUIPasteboard()

    /// Posted when the pasteboard's contents change, by a copy or a paste.
    public static let changedNotification = Notification.Name("TUIPasteboardChangedNotification")

    /// What the pasteboard holds, one string per item.
    private var items: [String] = []

    /// A pasteboard that only the app sees; apps use ``general``.
    package init() {}

    /// The number of times the contents changed; it grows, never resets.
    public private(set) var changeCount = 0

    /// The first item's text; setting it replaces every item (nil empties
    /// the pasteboard) and copies the text to the system clipboard.
    public var string: String? {
        get { items.first }
        set { replaceItems(with: newValue.map { [$0] } ?? []) }
    }

    /// Every item's text, nil when there is none; setting it copies them
    /// to the system clipboard one per line.
    public var strings: [String]? {
        get { items.isEmpty ? nil : items }
        set { replaceItems(with: newValue ?? []) }
    }

    /// The first item as a URL, when it is one with a scheme; setting it
    /// copies the URL's text.
    public var url: URL? {
        get { items.first.flatMap(URL.init(string:)).flatMap { $0.scheme == nil ? nil : $0 } }
        set { string = newValue?.absoluteString }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { !items.isEmpty }

    /// Whether the first item is a URL.
    public var hasURLs: Bool { url != nil }

    /// How many items the pasteboard holds.
    public var numberOfItems: Int { items.count }

    private func replaceItems(with strings: [String]) {
        items = strings
        changed()
        if !strings.isEmpty { TUIApplication.copyToTerminalClipboard(strings.joined(separator: "\n")) }
    }

    /// Records text the terminal pasted: it is the system clipboard's, so
    /// it is not sent back.
    package func receivePaste(_ text: String) {
        guard items != [text] else { return }
        items = [text]
        changed()
    }

    private func changed() {
        changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }
}
