/// A rectangular area of the terminal that draws content, lays out
/// subviews, and handles events: the base of every TUIKit view.
///
/// Geometry is in whole cells. A view's ``frame`` places it in its
/// superview's coordinate system; its ``bounds`` is its own coordinate system
/// (origin zero unless it scrolls). Subviews draw on top of their superview,
/// later subviews on top of earlier ones.
///
/// ```swift
/// let panel = TUIView(frame: Rect(x: 2, y: 1, width: 30, height: 8))
/// panel.backgroundColor = .blue
/// window.addSubview(panel)
/// ```
///
/// Subclasses draw by overriding ``draw(_:in:)``, lay out subviews by hand in
/// ``layoutSubviews()`` or with Auto Layout (``TUILayoutConstraint``), and
/// handle input as responders (``TUIResponder``).
///
/// Everything a view does happens on the main actor.
@MainActor
open class TUIView: TUIResponder, TUITraitEnvironment {
    // MARK: - Geometry storage

    var storedFrame: Rect
    var boundsOrigin: Point = .zero
    /// How far from its frame the view is drawn while an animation moves it
    /// there (see `animate(withDuration:animations:)`); zero at rest. Hit
    /// testing and conversions use the frame, as UIKit's model layer does.
    var presentationOffset: Point = .zero

    // MARK: - Hierarchy storage

    weak var storedSuperview: TUIView?
    var storedSubviews: [TUIView] = []
    weak var storedWindow: TUIWindow?
    /// The view controller whose root view this is; its responder comes
    /// between this view and its superview in the responder chain.
    weak var owningResponder: TUIResponder?

    // MARK: - Appearance storage

    var storedBackgroundColor: TUIColor?
    var storedTintColor: TUIColor?
    var storedIsHidden = false
    var storedClipsToBounds = false
    var storedFocusEffect: TUIFocusEffect? = .highlight
    var storedFocusGroupIdentifier: String?
    /// The interactions added with `addInteraction(_:)`, such as a context menu.
    var storedInteractions: [any TUIInteraction] = []

    // MARK: - Layout storage

    var needsLayoutFlag = true
    var subtreeNeedsLayout = true
    var storedDirectionalLayoutMargins = TUIView.defaultLayoutMargins
    var storedSafeAreaInsets = CellInsets.zero
    let layoutVariables = LayoutVariables()
    var storedTranslatesAutoresizingMaskIntoConstraints = true
    var storedAutoresizingMask: AutoresizingMask = []
    /// The superview's size when the frame was last set by hand, which the
    /// autoresizing mask measures changes from.
    var autoresizingReferenceSize: Size = .zero
    var heldConstraints = ConstraintList()
    var referencingConstraints: [ObjectIdentifier: TUILayoutConstraint] = [:]
    var autoresizingConstraints: [TUILayoutConstraint] = []
    var contentSizeConstraints: [TUILayoutConstraint] = []
    var staleImplicitConstraints: ImplicitConstraintKinds = [.autoresizing, .contentSize]
    var contentPriorities = ContentPriorities()
    var storedLayoutGuides: [TUILayoutGuide] = []
    var storedLayoutMarginsGuide: TUILayoutGuide?
    var storedSafeAreaLayoutGuide: TUILayoutGuide?
    var needsUpdateConstraintsFlag = false
    /// The Auto Layout engine of the hierarchy this view is the root of.
    var layoutEngine: LayoutEngine?

    // MARK: - Trait storage

    var cachedTraitCollection = TUITraitCollection()
    var storedOverrideUserInterfaceStyle: TUIUserInterfaceStyle = .unspecified
    var storedTraitOverrides = TUITraitCollection()

    // MARK: - Creating a view

    /// Creates a view with a frame.
    ///
    /// - Parameter frame: Where the view goes in its superview, in cells.
    public init(frame: Rect) {
        storedFrame = frame
        super.init()
    }

    /// Creates a view with a zero frame, for views that Auto Layout places.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Identifying the view

    /// A number that identifies the view in ``viewWithTag(_:)``; 0 by default.
    open var tag = 0

    /// A short description of the view for assistive technology and tests.
    open var accessibilityLabel: String?

    /// A string that identifies the view in tests.
    open var accessibilityIdentifier: String?

    // MARK: - Visual appearance

    /// The color of the view's cells; nil (the default) is clear, so whatever
    /// is behind the view shows through. A color fills every cell of the
    /// bounds with blanks of that background before ``draw(_:in:)`` runs.
    open var backgroundColor: TUIColor? {
        get { storedBackgroundColor }
        set {
            guard newValue != storedBackgroundColor else { return }
            storedBackgroundColor = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the view and its subviews are hidden: not drawn, not hit
    /// tested, and not focusable. A hidden arranged subview of a
    /// ``TUIStackView`` also gives up its space.
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            // Whichever of the two is visible marks the cells.
            invalidateDisplayOfSubtree()
            storedIsHidden = newValue
            invalidateDisplayOfSubtree()
            superview?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    /// Whether subviews are clipped to the view's bounds; false by default, as
    /// in UIKit. The view's own ``draw(_:in:)`` is always clipped to its
    /// bounds; this decides whether subviews may draw outside them.
    open var clipsToBounds: Bool {
        get { storedClipsToBounds }
        set {
            guard newValue != storedClipsToBounds else { return }
            invalidateDisplayOfSubtree()
            storedClipsToBounds = newValue
            invalidateDisplayOfSubtree()
        }
    }

    /// Whether the view receives mouse events; a view that does not is
    /// skipped by hit testing, along with its subviews. True by default.
    open var isUserInteractionEnabled = true

    // MARK: - Observing the hierarchy (see TUIView+Hierarchy.swift)

    /// Called after a subview was added, after the subview's own
    /// ``didMoveToSuperview()``. Does nothing by default.
    ///
    /// - Parameter subview: The view added.
    open func didAddSubview(_ subview: TUIView) {}

    /// Called before a subview is removed, before anything else happens to
    /// it. Does nothing by default.
    ///
    /// - Parameter subview: The view about to be removed.
    open func willRemoveSubview(_ subview: TUIView) {}

    /// Called before the view moves to a new superview (nil when it is being
    /// removed). Does nothing by default.
    ///
    /// - Parameter newSuperview: The superview it is moving to.
    open func willMove(toSuperview newSuperview: TUIView?) {}

    /// Called after the view moved to a new superview, or was removed from
    /// its superview. Does nothing by default.
    open func didMoveToSuperview() {}

    /// Called before the view (or an ancestor) moves to a new window, or out
    /// of its window (nil). Does nothing by default.
    ///
    /// - Parameter newWindow: The window it is moving to.
    open func willMove(toWindow newWindow: TUIWindow?) {}

    /// Called after the view (or an ancestor) moved to a new window, or out
    /// of its window. Does nothing by default.
    open func didMoveToWindow() {}

    // MARK: - Laying out subviews (see TUIView+Layout.swift)

    /// Lays out subviews. Called by the layout pass when the view needs
    /// layout: after ``setNeedsLayout()``, when its size changed, or when
    /// Auto Layout moved one of its subviews.
    ///
    /// Frames computed by Auto Layout are already applied when this runs;
    /// override to place subviews by hand. The default does nothing else.
    /// Never call this directly; call ``layoutIfNeeded()``.
    open func layoutSubviews() {}

    /// The size that best fits `size`; returns the current size by default.
    ///
    /// Override to compute a natural size, for ``sizeToFit()``.
    ///
    /// - Parameter size: The space available.
    /// - Returns: The size the view would like.
    open func sizeThatFits(_ size: Size) -> Size {
        bounds.size
    }

    /// The natural size of the view's content, which Auto Layout keeps the
    /// view at unless other constraints win (see ``contentHuggingPriority(for:)``).
    ///
    /// A component of ``TUIView/noIntrinsicMetric`` means the view has no
    /// natural size along that axis, which is the default for both. Call
    /// ``invalidateIntrinsicContentSize()`` when the content changes.
    open var intrinsicContentSize: Size {
        Size(width: TUIView.noIntrinsicMetric, height: TUIView.noIntrinsicMetric)
    }

    /// Updates the view's constraints; called by the layout pass after
    /// ``setNeedsUpdateConstraints()``, deepest views first, before the
    /// constraints are solved. Override to adjust constraints in one batch,
    /// and call `super`.
    open func updateConstraints() {
        needsUpdateConstraintsFlag = false
    }

    /// Called when ``layoutMargins`` changed. Does nothing by default.
    open func layoutMarginsDidChange() {}

    /// Called when ``safeAreaInsets`` changed. Does nothing by default.
    open func safeAreaInsetsDidChange() {}

    // MARK: - Drawing (see TUIView+Drawing.swift)

    /// Draws the view's content.
    ///
    /// UIKit's `draw(_:)` draws into the current graphics context; here the
    /// context is the canvas passed in. Its origin is the top-left cell of
    /// ``bounds`` (so draw at `bounds.origin` and below), it is clipped to the
    /// view's bounds, and the ``backgroundColor`` is already filled in. Text
    /// written with a `.default` background keeps that color. Subviews draw
    /// afterwards, on top. The default does nothing.
    ///
    /// Never call this directly; call ``setNeedsDisplay()``.
    ///
    /// - Parameters:
    ///   - rect: The part of the bounds to draw; the whole bounds.
    ///   - canvas: Where to draw.
    open func draw(_ rect: Rect, in canvas: inout Canvas) {}

    /// Called when the effective ``tintColor`` changed, for this view or an
    /// ancestor. Redraws the view by default.
    open func tintColorDidChange() {
        setNeedsDisplay()
    }

    // MARK: - Hit testing (see TUIView+Geometry.swift)

    /// The farthest descendant (or this view) that contains `point` and
    /// takes mouse events, or nil.
    ///
    /// Hidden views and views with ``isUserInteractionEnabled`` false are
    /// skipped with their subviews. Subviews are tried front to back, so the
    /// topmost one wins.
    ///
    /// - Parameters:
    ///   - point: A point in this view's bounds coordinates.
    ///   - event: The event being delivered, if any.
    /// - Returns: The view that should receive the event.
    open func hitTest(_ point: Point, with event: TUIEvent?) -> TUIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` is inside the view's bounds. Override to make a view
    /// respond to a larger or smaller area.
    ///
    /// - Parameters:
    ///   - point: A point in this view's bounds coordinates.
    ///   - event: The event being delivered, if any.
    open func point(inside point: Point, with event: TUIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: - Traits (see TUIView+Traits.swift)

    /// Called after the view's traits changed, including when it enters a
    /// window. Does nothing by default.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: TUITraitCollection?) {}

    // MARK: - Focus (see TUIView+Focus.swift)

    /// Whether the view can take keyboard focus: Tab and Shift-Tab move among
    /// such views, and a click focuses one. False by default.
    open var canBecomeFocused: Bool { false }

    /// Attributes added over the view and its subviews once they have
    /// drawn; nil by default. A selected list cell that is not the focus
    /// marks itself this way.
    var attributesOverSubviews: TextAttributes? { nil }

    /// Called after focus moved, on this view when it lost or got focus
    /// and on every view and controller around either one, from the views
    /// up. Does nothing by default; the window redraws the two views itself.
    ///
    /// - Parameters:
    ///   - context: Which view had focus and which has it now.
    ///   - coordinator: Runs changes that go with the update in its frame.
    open func didUpdateFocus(in context: TUIFocusUpdateContext, with coordinator: TUIFocusAnimationCoordinator) {}

    /// The identifier of the focus group the view and its subviews belong
    /// to, unless a subview names its own; nil (the superview's group) by
    /// default. Inside a group the arrow keys move focus between its items
    /// (see ``TUIWindow/moveFocus(_:)``); navigation bars and toolbars are
    /// groups of their own.
    open var focusGroupIdentifier: String? {
        get { storedFocusGroupIdentifier }
        set { storedFocusGroupIdentifier = newValue }
    }

    /// The environments focus should go to inside this view, in order of
    /// preference; empty (the view itself, or else its first focusable
    /// subview in reading order) by default.
    open var preferredFocusEnvironments: [any TUIFocusEnvironment] { [] }

    /// Whether focus may move as `context` describes; true by default.
    /// Both the view losing focus and the view getting it are asked.
    ///
    /// - Parameter context: Which view has focus and which would get it.
    /// - Returns: Whether the move may happen.
    open func shouldUpdateFocus(in context: TUIFocusUpdateContext) -> Bool { true }

    // MARK: - Responder chain

    /// The view controller whose root view this is, if any; otherwise the
    /// superview. A window's next responder is the application.
    open override var next: TUIResponder? {
        owningResponder ?? superview
    }

    override var firstResponderWindow: TUIWindow? { window }

    // MARK: - Hooks for subclasses in this module

    /// Called after the frame's size changed.
    func frameSizeDidChange() {}

    /// Called when a subview is hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ subview: TUIView) {}

    /// Called when a subview's intrinsic content size was invalidated.
    func arrangedSubviewIntrinsicSizeDidChange(_ subview: TUIView) {}

    /// Called after a subview was removed.
    func subviewWasRemoved(_ subview: TUIView) {}

    // MARK: - Description

    /// The class, address and frame, such as `<TUIView: 0x6000…; frame = (0 0; 10 5)>`.
    open override var description: String {
        var text = "<\(type(of: self)): \(objectAddress(self)); frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))"
        if isHidden { text += "; hidden = YES" }
        if tag != 0 { text += "; tag = \(tag)" }
        if let accessibilityIdentifier { text += "; identifier = '\(accessibilityIdentifier)'" }
        return text + ">"
    }
}
