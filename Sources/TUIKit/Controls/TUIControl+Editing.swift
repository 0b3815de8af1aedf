extension TUIControl.Event {
    /// Editing began: a text field became the first responder.
    public static let editingDidBegin = TUIControl.Event(rawValue: 1 << 16)
    /// The user changed a text field's text (setting ``TUITextField/text`` does not send it).
    public static let editingChanged = TUIControl.Event(rawValue: 1 << 17)
    /// Editing ended: a text field stopped being the first responder.
    public static let editingDidEnd = TUIControl.Event(rawValue: 1 << 18)
    /// The user pressed Enter in a text field whose delegate allowed it.
    public static let editingDidEndOnExit = TUIControl.Event(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents = TUIControl.Event(rawValue: 0x000F_0000)
}

/// A responder that edits text and shows the terminal's text cursor while
/// it is the first responder; a small part of UIKit's `UITextInput`.
///
/// The application places the terminal cursor at ``caretRect`` after each
/// frame, so the user sees where typing goes.
@MainActor
public protocol TUITextInput: TUIKeyInput {
    /// Where the insertion point is, in the responder's bounds coordinates;
    /// nil hides the terminal cursor.
    var caretRect: Rect? { get }
}
