import Foundation

/// Decides what a ``TUITextView`` may do, and hears about editing, as
/// UIKit's `UITextViewDelegate`.
///
/// Every method has a default (UIKit's are optional): the `should` methods
/// allow, the others do nothing. Set a text view's ``TUIScrollView/delegate``
/// to an object adopting this protocol; it hears about scrolling too. The
/// order while editing is UIKit's:
///
///     textViewShouldBeginEditing   (becomes first responder)   textViewDidBeginEditing
///     textView(_:shouldChangeTextIn:replacementText:)   (text changes)   textViewDidChangeSelection   textViewDidChange
///     textViewShouldEndEditing   (resigns)   textViewDidEndEditing
@MainActor
public protocol TUITextViewDelegate: TUIScrollViewDelegate {
    /// Whether the text view may begin editing.
    func textViewShouldBeginEditing(_ textView: TUITextView) -> Bool

    /// The text view began editing.
    func textViewDidBeginEditing(_ textView: TUITextView)

    /// Whether the text view may stop editing.
    func textViewShouldEndEditing(_ textView: TUITextView) -> Bool

    /// The text view stopped editing.
    func textViewDidEndEditing(_ textView: TUITextView)

    /// Whether the user's change may happen: `range` of the current text is
    /// to be replaced by `text` (empty for a deletion).
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - range: The part of `textView.text` replaced, in UTF-16 units as in UIKit.
    ///   - text: The replacement.
    /// - Returns: Whether to make the change.
    func textView(_ textView: TUITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool

    /// The user changed the text (setting ``TUITextView/text`` does not call it).
    func textViewDidChange(_ textView: TUITextView)

    /// The selection or insertion point moved.
    func textViewDidChangeSelection(_ textView: TUITextView)
}

extension TUITextViewDelegate {
    /// Allows editing.
    public func textViewShouldBeginEditing(_ textView: TUITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TUITextView) {}
    /// Allows ending.
    public func textViewShouldEndEditing(_ textView: TUITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TUITextView) {}
    /// Allows every change.
    public func textView(_ textView: TUITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: TUITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: TUITextView) {}
}
