/// The content of a cell or other container view, as a value: what to show,
/// and how to make the view that shows it.
///
/// A configuration is a description; ``makeContentView()`` builds a view for
/// it once, and later configurations of the same kind are handed to that view
/// through ``TUIContentView/configuration`` instead of building a new one.
///
/// ```swift
/// var content = TUIListContentConfiguration.cell()
/// content.text = product.name
/// cell.contentConfiguration = content
/// ```
@MainActor
public protocol TUIContentConfiguration {
    /// Makes a new view that shows this configuration.
    func makeContentView() -> any TUIView & TUIContentView

    /// Returns a copy of this configuration adjusted for a state (selected,
    /// focused, disabled and so on).
    func updated(for state: any TUIConfigurationState) -> Self
}

/// A view made by a ``TUIContentConfiguration``, which shows whatever
/// configuration it is given.
@MainActor
public protocol TUIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view in place.
    var configuration: any TUIContentConfiguration { get set }

    /// Whether the view can show a configuration in place. The default accepts
    /// configurations of the same type as the current one.
    func supports(_ configuration: any TUIContentConfiguration) -> Bool
}

extension TUIContentView {
    /// Accepts configurations of the same type as the current one.
    public func supports(_ configuration: any TUIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for: the traits of the view it
/// appears in, plus whatever the container adds (see
/// ``TUICellConfigurationState``).
@MainActor
public protocol TUIConfigurationState {
    /// The traits of the view the configuration appears in.
    var traitCollection: TUITraitCollection { get set }
}

/// The state of a cell: what a cell's content and background configurations
/// are updated for, and what a `configurationUpdateHandler` receives.
public struct TUICellConfigurationState: TUIConfigurationState, Hashable, Sendable {
    /// The traits of the cell.
    public var traitCollection: TUITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted (pressed or hovered).
    public var isHighlighted = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the list is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline is expanded.
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    /// Creates a cell state with traits and every flag off.
    public init(traitCollection: TUITraitCollection) {
        self.traitCollection = traitCollection
    }
}
