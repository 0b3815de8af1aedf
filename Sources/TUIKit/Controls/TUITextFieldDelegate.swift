/// Decides what a ``TUITextField`` may do, and hears about editing.
///
/// Every method has a default: the `should` methods allow, the others do
/// nothing. The order while editing is UIKit's:
///
///     textFieldShouldBeginEditing   (becomes first responder)   textFieldDidBeginEditing   .editingDidBegin
///     textField(_:shouldChangeCharactersIn:replacementString:)   (text changes)   .editingChanged
///     textFieldShouldReturn   .editingDidEndOnExit, .primaryActionTriggered
///     textFieldShouldEndEditing   (resigns)   textFieldDidEndEditing   .editingDidEnd
@MainActor
public protocol TUITextFieldDelegate: AnyObject {
    /// Whether the field may begin editing.
    func textFieldShouldBeginEditing(_ textField: TUITextField) -> Bool

    /// The field began editing.
    func textFieldDidBeginEditing(_ textField: TUITextField)

    /// Whether the field may stop editing.
    func textFieldShouldEndEditing(_ textField: TUITextField) -> Bool

    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: TUITextField)

    /// Whether the user's change may happen: `range` of the current text
    /// is to be replaced by `string` (empty for a deletion).
    ///
    /// - Parameters:
    ///   - textField: The field.
    ///   - range: The part of `textField.text` replaced.
    ///   - string: The replacement.
    /// - Returns: Whether to make the change.
    func textField(_ textField: TUITextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool

    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: TUITextField) -> Bool

    /// Whether Enter sends the field's return events.
    func textFieldShouldReturn(_ textField: TUITextField) -> Bool
}

extension TUITextFieldDelegate {
    /// Allows editing.
    public func textFieldShouldBeginEditing(_ textField: TUITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TUITextField) {}
    /// Allows ending.
    public func textFieldShouldEndEditing(_ textField: TUITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TUITextField) {}
    /// Allows every change.
    public func textField(
        _ textField: TUITextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
    ) -> Bool { true }
    /// Allows clearing.
    public func textFieldShouldClear(_ textField: TUITextField) -> Bool { true }
    /// Allows the return events.
    public func textFieldShouldReturn(_ textField: TUITextField) -> Bool { true }
}
