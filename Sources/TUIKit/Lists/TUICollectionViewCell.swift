/// A row or tile of a collection view, reused as items scroll in and out.
///
/// Describe what the cell shows with a ``contentConfiguration`` (such as a
/// ``TUIListContentConfiguration``) and how its background looks with a
/// ``backgroundConfiguration``. Both follow the cell's
/// ``configurationState`` (selected, focused, swiped…): whenever the state
/// changes, ``updateConfiguration(using:)`` runs, which applies the
/// configurations updated for the state and then calls
/// ``configurationUpdateHandler``.
///
/// ```swift
/// cell.configurationUpdateHandler = { cell, state in
///     var content = TUIListContentConfiguration.cell().updated(for: state)
///     content.text = state.isSelected ? "● \(name)" : name
///     cell.contentConfiguration = content
/// }
/// ```
@MainActor
open class TUICollectionViewCell: TUICollectionReusableView {
    // MARK: - Storage

    private var storedContentConfiguration: (any TUIContentConfiguration)?
    private var configuredContentView: (any TUIView & TUIContentView)?
    private var needsUpdateConfigurationFlag = true
    var cellState = CellFlags()
    /// The swipe actions showing on this cell, if any.
    var swipeActionsView: SwipeState? {
        didSet { if swipeActionsView != oldValue { updateSwipeActionsView() } }
    }
    var swipeActionsSubview: SwipeActionsView?

    /// Per-cell flags the collection view sets, which make up the state.
    struct CellFlags: Hashable {
        var isSelected = false
        var isHighlighted = false
        var isFocused = false
        var isSwiped = false
        var isEditing = false
        var isDisabled = false
    }

    /// The view the content goes in; add subviews here, or set a
    /// ``contentConfiguration``. It fills the cell (a list cell leaves room
    /// for its accessories).
    public let contentView = TUIView()

    /// Creates a cell.
    public required init(frame: Rect) {
        super.init(frame: frame)
        contentView.isUserInteractionEnabled = true
        addSubview(contentView)
    }

    // MARK: - Configurations

    /// What the cell shows. Setting a configuration of the same kind as the
    /// current one updates the content view in place; another kind replaces
    /// the content view. Nil removes it.
    public var contentConfiguration: (any TUIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            applyContentConfiguration(newValue.map { $0.updated(for: configurationState) })
        }
    }

    /// How the cell's background looks; nil draws no background.
    /// Clear by default, so selection and focus still show.
    public var backgroundConfiguration: TUIBackgroundConfiguration? = .clear() {
        didSet { setNeedsDisplay() }
    }

    /// Whether a state change applies the content configuration updated for
    /// the new state; true by default.
    public var automaticallyUpdatesContentConfiguration = true

    /// Whether a state change applies the background configuration updated
    /// for the new state; true by default.
    public var automaticallyUpdatesBackgroundConfiguration = true

    /// Called with the cell and its new state after each state change, after
    /// the configurations were updated: the place to restyle the cell.
    public var configurationUpdateHandler: (@MainActor (TUICollectionViewCell, TUICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The content view made by the current content configuration, if any.
    var contentConfigurationView: (any TUIView & TUIContentView)? { configuredContentView }

    private func applyContentConfiguration(_ configuration: (any TUIContentConfiguration)?) {
        guard let configuration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let view = configuredContentView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        contentView.addSubview(view)
        configuredContentView = view
        setNeedsLayout()
    }

    // MARK: - State

    /// The cell's state: its traits and whether it is selected, focused,
    /// swiped and so on.
    public var configurationState: TUICellConfigurationState {
        var state = TUICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = cellState.isSelected
        state.isHighlighted = cellState.isHighlighted
        state.isFocused = cellState.isFocused
        state.isSwiped = cellState.isSwiped
        state.isEditing = cellState.isEditing
        state.isDisabled = cellState.isDisabled
        return state
    }

    /// Whether the cell is selected; the collection view sets this.
    open var isSelected: Bool {
        get { cellState.isSelected }
        set { updateFlags { $0.isSelected = newValue } }
    }

    /// Whether the cell is highlighted; the collection view sets this.
    open var isHighlighted: Bool {
        get { cellState.isHighlighted }
        set { updateFlags { $0.isHighlighted = newValue } }
    }

    /// Changes the flags, asking for a configuration update when they changed.
    func updateFlags(_ change: (inout CellFlags) -> Void) {
        var flags = cellState
        change(&flags)
        guard flags != cellState else { return }
        cellState = flags
        setNeedsUpdateConfiguration()
    }

    /// Asks for ``updateConfiguration(using:)`` before the cell is next laid
    /// out or shown.
    public func setNeedsUpdateConfiguration() {
        needsUpdateConfigurationFlag = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Runs ``updateConfiguration(using:)`` now if an update is pending.
    func updateConfigurationIfNeeded() {
        guard needsUpdateConfigurationFlag else { return }
        needsUpdateConfigurationFlag = false
        updateConfiguration(using: configurationState)
    }

    /// Applies the configurations updated for `state`, then calls the
    /// ``configurationUpdateHandler``. Override to restyle the cell; call
    /// `super`.
    ///
    /// - Parameter state: The cell's current state.
    open func updateConfiguration(using state: TUICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = storedContentConfiguration {
            applyContentConfiguration(configuration.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            let updated = background.updated(for: state)
            if updated != background { backgroundConfiguration = updated }
        }
        configurationUpdateHandler?(self, state)
    }

    /// Clears the selection-related state; subclasses call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    // MARK: - Layout and drawing

    /// The part of the bounds the content view fills.
    var contentFrame: Rect { bounds }

    /// The height the cell needs at `size.width`: its content view's
    /// configuration view's fitting height, or what Auto Layout gives the
    /// content view.
    open override func sizeThatFits(_ size: Size) -> Size {
        updateConfigurationIfNeeded()
        let width = max(0, size.width - (bounds.width - contentFrame.width))
        if let view = configuredContentView {
            return Size(width: size.width, height: view.sizeThatFits(Size(width: width, height: 0)).height)
        }
        let fitting = contentView.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return Size(width: size.width, height: fitting.height)
    }

    /// Applies a pending configuration update and fills the content view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        contentView.frame = contentFrame
        configuredContentView?.frame = contentView.bounds
        layoutSwipeActionsView()
    }

    /// A selected cell that is not the list's keyboard row is a selection,
    /// not the focus: without colors it is underlined, not reversed.
    override var attributesOverSubviews: TextAttributes? {
        cellState.isSelected && !cellState.isFocused ? .nonFocusHighlight : nil
    }

    /// Fills the background with the resolved background color.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        guard let color = backgroundConfiguration?.resolvedBackgroundColor(for: tintColor) else { return }
        canvas.fill(bounds, with: .blank(Style(background: terminalColor(color))))
    }
}
