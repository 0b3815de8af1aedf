import Foundation

/// Tells a ``TUIPickerView`` how many components (columns) it has and how
/// many rows each of them holds; both methods are required, as in UIKit.
@MainActor
public protocol TUIPickerViewDataSource: AnyObject {
    /// The number of components the picker view shows side by side.
    func numberOfComponents(in pickerView: TUIPickerView) -> Int

    /// The number of rows in `component`.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view asking.
    ///   - component: A component's index, counted from the left.
    func pickerView(_ pickerView: TUIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a ``TUIPickerView`` its rows' titles and sizes, and hears when the
/// user selects a row.
///
/// Every method has a default, as every method of UIKit's delegate is
/// optional: no title (the row shows `?`), a width that fits the widest
/// title, one-cell rows, and nothing done on selection.
@MainActor
public protocol TUIPickerViewDelegate: AnyObject {
    /// The width of `component` in cells; 0 (the default) fits its widest
    /// title.
    func pickerView(_ pickerView: TUIPickerView, widthForComponent component: Int) -> CGFloat

    /// The height of a row in `component`; ignored, since every row of a
    /// terminal picker is one cell tall.
    func pickerView(_ pickerView: TUIPickerView, rowHeightForComponent component: Int) -> CGFloat

    /// The title of `row` in `component`, or nil to show `?`.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view asking.
    ///   - row: A row's index, counted from the top.
    ///   - component: A component's index, counted from the left.
    func pickerView(_ pickerView: TUIPickerView, titleForRow row: Int, forComponent component: Int) -> String?

    /// The user selected `row` in `component`: with a key, a click or the
    /// wheel, once the row settled in the middle (never for
    /// ``TUIPickerView/selectRow(_:inComponent:animated:)``).
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The selected row.
    ///   - component: Its component.
    func pickerView(_ pickerView: TUIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension TUIPickerViewDelegate {
    /// 0: the component fits its widest title.
    public func pickerView(_ pickerView: TUIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// One cell.
    public func pickerView(_ pickerView: TUIPickerView, rowHeightForComponent component: Int) -> CGFloat { 1 }
    /// No title.
    public func pickerView(_ pickerView: TUIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Does nothing.
    public func pickerView(_ pickerView: TUIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
