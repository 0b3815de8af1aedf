import GraftTerminal

/// Declarative content for a cell: a content configuration whose view hosts
/// a `View`, as UIKit's `UIHostingConfiguration` does.
///
/// ```swift
/// let registration = CellRegistration<TUICollectionViewListCell, Product> { cell, _, product in
///     cell.contentConfiguration = TUIHostingConfiguration {
///         ProductRow(product: product)
///     }
///     .margins(.horizontal, 2)
/// }
/// ```
///
/// No view controller is made per row: the cell's content view hosts the
/// content directly. When a cell is configured again, the new content is
/// reconciled into the existing hierarchy, so a reconfigured item keeps its
/// state. When the cell shows another item, state starts over: the content's
/// identity is the `id` of the content when it is `Identifiable`, or of its
/// first `Identifiable` stored property (`ProductRow(product:)` is
/// identified by the product); give other content an identity with `.id(_:)`.
///
/// The cell's configuration state reaches the content through the
/// environment: `EnvironmentValues/cellConfigurationState`, and
/// `isFocused` and `isEnabled` follow it.
public struct TUIHostingConfiguration<Content: View, Background: View>: TUIContentConfiguration {
    let content: Content
    let background: Background
    var margins = TUIView.defaultLayoutMargins
    var minWidth: Int?
    var minHeight: Int?
    var state: TUICellConfigurationState?
    /// Who the root view was made by: copies that only change the state
    /// (``updated(for:)``) keep it, so the content view knows the root is
    /// the one it shows and does not reconcile it again.
    private(set) var root = RootIdentity()

    /// Creates a configuration that shows `content`.
    ///
    /// - Parameter content: The cell's content.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        self.background = EmptyView()
    }

    private init(content: Content, background: Background, from other: TUIHostingConfiguration<Content, some View>) {
        self.content = content
        self.background = background
        margins = other.margins
        minWidth = other.minWidth
        minHeight = other.minHeight
        state = other.state
        // A new background is a new root: `root` stays the new identity.
    }

    /// Sets the space between the cell's edges and the content on `edges`.
    ///
    /// - Parameters:
    ///   - edges: The edges to change; all by default.
    ///   - length: The space, in cells.
    public func margins(_ edges: Edge.Set = .all, _ length: Int) -> Self {
        margins(edges, CellInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Sets the space between the cell's edges and the content on `edges`
    /// from the matching edges of `insets`.
    ///
    /// - Parameters:
    ///   - edges: The edges to change; all by default.
    ///   - insets: The space on each edge, in cells.
    public func margins(_ edges: Edge.Set = .all, _ insets: CellInsets) -> Self {
        var copy = self
        if edges.contains(.top) { copy.margins.top = insets.top }
        if edges.contains(.leading) { copy.margins.leading = insets.leading }
        if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
        if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
        copy.root = RootIdentity()
        return copy
    }

    /// Draws `background` behind the content and its margins, filling the cell.
    ///
    /// - Parameter background: The background's content.
    public func background<NewBackground: View>(
        @ViewBuilder _ background: () -> NewBackground
    ) -> TUIHostingConfiguration<Content, NewBackground> {
        TUIHostingConfiguration<Content, NewBackground>(content: content, background: background(), from: self)
    }

    /// Fills the cell behind the content with `color`.
    ///
    /// - Parameter color: The color.
    public func background(_ color: Color) -> TUIHostingConfiguration<Content, Color> {
        TUIHostingConfiguration<Content, Color>(content: content, background: color, from: self)
    }

    /// Keeps the cell at least `width` wide and `height` tall, margins included.
    public func minSize(width: Int? = nil, height: Int? = nil) -> Self {
        var copy = self
        copy.minWidth = width
        copy.minHeight = height
        copy.root = RootIdentity()
        return copy
    }

    /// Makes the view that hosts the content.
    public func makeContentView() -> any TUIView & TUIContentView {
        HostingConfigurationContentView(configuration: self)
    }

    /// A copy that shows the content in `state`; cells call this for their
    /// configuration state (selected, focused, highlighted, swiped).
    public func updated(for state: any TUIConfigurationState) -> Self {
        var copy = self
        copy.state = state as? TUICellConfigurationState ?? TUICellConfigurationState(traitCollection: state.traitCollection)
        return copy
    }

    /// The root view the content view shows: the content inside its
    /// layers, identified by the content's identity.
    var rootView: AnyView {
        let root = content.cellLayers(margins: margins, minWidth: minWidth, minHeight: minHeight, background: background)
        guard let identity = Self.identity(of: content) else { return AnyView(root) }
        return AnyView(root.id(identity))
    }

    /// The content's `id` when it is `Identifiable`, otherwise the `id` of its
    /// first `Identifiable` stored property.
    static func identity(of content: Content) -> AnyHashable? {
        ContentIdentity.of(content)
    }
}

private struct CellConfigurationStateKey: EnvironmentKey {
    static let defaultValue: TUICellConfigurationState? = nil
}

extension EnvironmentValues {
    /// The state of the cell the content is in (selected, focused,
    /// highlighted, swiped…), inside a ``TUIHostingConfiguration``; nil elsewhere.
    public var cellConfigurationState: TUICellConfigurationState? {
        get { self[CellConfigurationStateKey.self] }
        set { self[CellConfigurationStateKey.self] = newValue }
    }
}

/// The content view of a ``TUIHostingConfiguration``: a graph hosted in the
/// cell, whose content counts as on screen while the cell is in a window.
@MainActor
final class HostingConfigurationContentView: GraphHostingView, TUIContentView {
    private var current: any TUIContentConfiguration
    private var appliedState: TUICellConfigurationState?
    /// The identity of the root view shown.
    private var shownRoot: RootIdentity
    /// How many configurations brought a new root view (for tests).
    private(set) var rootsSet = 0

    /// How many content views are alive (for tests of reuse).
    static var liveCount = 0

    init<Content: View, Background: View>(configuration: TUIHostingConfiguration<Content, Background>) {
        current = configuration
        shownRoot = configuration.root
        super.init(rootView: configuration.rootView, isAppeared: false)
        Self.liveCount += 1
        ownerName = "TUIHostingConfiguration"
        backgroundColor = nil
        graph.clicksFocusControls = false
        applyState(configuration.state)
    }

    /// The list is the focus item, not the controls in its rows: Tab moves
    /// past the list, and a click on a row's button acts without moving
    /// focus off the list.
    override var canBecomeFocused: Bool { false }

    var configuration: any TUIContentConfiguration {
        get { current }
        set {
            guard let applying = newValue as? any HostedCellConfiguration else {
                preconditionFailure("TUIHostingConfiguration content view: cannot show a \(type(of: newValue)); check supports(_:) first")
            }
            current = newValue
            // A state change (focus, selection) keeps the root: only the
            // environment the content reads changes, so the row is not
            // reconciled again, as when a cell is restyled as the keys move.
            var changed = false
            if applying.root !== shownRoot {
                shownRoot = applying.root
                rootsSet += 1
                setRoot(applying.rootView)
                changed = true
            }
            if applyState(applying.state) { changed = true }
            // The content may take another height for its new state.
            if changed { invalidateIntrinsicContentSizeIfHeightChanged() }
        }
    }

    @discardableResult
    private func applyState(_ state: TUICellConfigurationState?) -> Bool {
        guard state != appliedState else { return false }
        appliedState = state
        updateEnvironment { environment in
            environment.cellConfigurationState = state
            environment.isFocused = state?.isFocused ?? false
            environment.isEnabled = !(state?.isDisabled ?? false)
        }
        return true
    }

    isolated deinit {
        Self.liveCount -= 1
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        graph.isAppeared = window != nil
    }

    /// The content's height for the width offered (margins included); the
    /// cell's width is the offer's.
    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: graph.sizeThatFits(CellProposal(width: size.width, height: nil)).height)
    }

    /// The content's height at the current width, so Auto Layout self-sizes the row.
    override var intrinsicContentSize: Size {
        let height = heightAtCurrentWidth()
        reportedHeight = height
        return Size(width: TUIView.noIntrinsicMetric, height: height)
    }

    /// The height last reported as the intrinsic size, nil before the first.
    private var reportedHeight: Int?

    private func heightAtCurrentWidth() -> Int {
        let width = bounds.width > 0 ? bounds.width : nil
        return graph.sizeThatFits(CellProposal(width: width, height: nil)).height
    }

    /// Tells Auto Layout only when the content's height changed: a cell
    /// restyled for focus or selection mostly keeps its height, and an
    /// invalidated intrinsic size makes the window solve and apply its
    /// constraints again. Measuring now updates the graph a little earlier
    /// than the layout pass would (which then finds it up to date); a width
    /// change is caught in `layoutSubviews`.
    private func invalidateIntrinsicContentSizeIfHeightChanged() {
        guard let reportedHeight, heightAtCurrentWidth() == reportedHeight else {
            invalidateIntrinsicContentSize()
            return
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != measuredWidth {
            measuredWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    private var measuredWidth = 0
}

/// What the content view needs of any hosting configuration, whatever its types.
@MainActor
protocol HostedCellConfiguration {
    var rootView: AnyView { get }
    var state: TUICellConfigurationState? { get }
    var root: RootIdentity { get }
}

/// The identity of a hosting configuration's root view, shared by the
/// copies that differ only in state.
final class RootIdentity: Sendable {}

extension TUIHostingConfiguration: HostedCellConfiguration {}
