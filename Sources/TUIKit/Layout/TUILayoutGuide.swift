/// A rectangle that takes part in Auto Layout without being a view: use it
/// for space between views, or to group views, without adding views that
/// draw nothing.
///
/// Add a guide to a view with ``TUIView/addLayoutGuide(_:)``, then constrain
/// its anchors like a view's. Every view also has two system guides:
/// ``TUIView/layoutMarginsGuide`` and ``TUIView/safeAreaLayoutGuide``.
///
/// ```swift
/// let gap = TUILayoutGuide()
/// container.addLayoutGuide(gap)
/// TUILayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///     gap.widthAnchor.constraint(equalTo: left.widthAnchor),
/// ])
/// ```
@MainActor
open class TUILayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    let layoutVariables = LayoutVariables()
    var referencingConstraints: [ObjectIdentifier: TUILayoutConstraint] = [:]
    /// For system guides, the constraints that tie the guide to its view.
    var systemConstraints: [TUILayoutConstraint] = []

    /// Creates a guide; add it to a view before constraining it.
    public init() {}

    /// A name for the guide, shown in descriptions.
    public var identifier = ""

    /// The view the guide belongs to.
    public internal(set) weak var owningView: TUIView?

    var layoutHierarchyView: TUIView? { owningView }

    var layoutItemDescription: String {
        var text = "TUILayoutGuide:\(objectAddress(self))"
        if !identifier.isEmpty { text += "'\(identifier)'" }
        return text
    }

    /// The guide's rectangle in its owning view's coordinates, as of the
    /// last layout pass.
    public var layoutFrame: Rect {
        guard let owningView else { return .zero }
        let rect = layoutVariables.roundedRect
        let view = owningView.layoutVariables.roundedRect
        return Rect(x: rect.minX - view.minX, y: rect.minY - view.minY, width: rect.width, height: rect.height)
    }

    // MARK: - Anchors

    /// The leading edge.
    public var leadingAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: TUILayoutXAxisAnchor { TUILayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: TUILayoutYAxisAnchor { TUILayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: TUILayoutYAxisAnchor { TUILayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: TUILayoutYAxisAnchor { TUILayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: TUILayoutDimension { TUILayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: TUILayoutDimension { TUILayoutDimension(item: self, attribute: .height) }

    /// The class, address and identifier.
    public var description: String {
        "<\(type(of: self)): \(objectAddress(self)); identifier = '\(identifier)'; layoutFrame = \(layoutFrame)>"
    }
}
