/// The background of a cell, as a value: a color, and how it changes with
/// the cell's state.
///
/// ```swift
/// var background = TUIBackgroundConfiguration.listPlainCell()
/// background.backgroundColor = .blue
/// cell.backgroundConfiguration = background
/// ```
///
/// ``updated(for:)`` gives a selected cell the tint color and a focused one
/// gray, the way list rows show the selection and the keyboard cursor;
/// ``resolvedBackgroundColor(for:)`` is the color finally drawn.
public struct TUIBackgroundConfiguration: Hashable, Sendable {
    /// The color of the cell's cells; nil is clear.
    public var backgroundColor: TUIColor?

    /// What the state asked for, applied over ``backgroundColor``.
    enum Emphasis: Hashable, Sendable { case none, focused, selected }
    var emphasis = Emphasis.none

    /// Creates a clear background.
    public init() {}

    /// A clear background.
    public static func clear() -> TUIBackgroundConfiguration { TUIBackgroundConfiguration() }

    /// The background of a plain list's row: clear.
    public static func listPlainCell() -> TUIBackgroundConfiguration { TUIBackgroundConfiguration() }

    /// The background of a grouped list's row: clear, inside the group's frame.
    public static func listGroupedCell() -> TUIBackgroundConfiguration { TUIBackgroundConfiguration() }

    /// The background for `state`: the tint color when selected, gray when
    /// focused (the keyboard cursor), otherwise ``backgroundColor``.
    public func updated(for state: any TUIConfigurationState) -> TUIBackgroundConfiguration {
        var configuration = self
        configuration.emphasis = .none
        if let cellState = state as? TUICellConfigurationState {
            if cellState.isSelected {
                configuration.emphasis = .selected
            } else if cellState.isFocused || cellState.isHighlighted {
                configuration.emphasis = .focused
            }
        }
        return configuration
    }

    /// The color drawn, given the cell's tint color.
    public func resolvedBackgroundColor(for tintColor: TUIColor) -> TUIColor? {
        switch emphasis {
        case .none: backgroundColor
        case .focused: .gray
        case .selected: tintColor
        }
    }
}
