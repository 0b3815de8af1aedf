/// A view that lines up its arranged subviews in a row or a column, with
/// Auto Layout constraints it manages itself.
///
/// ```swift
/// let stack = TUIStackView(arrangedSubviews: [titleLabel, valueLabel])
/// stack.axis = .horizontal
/// stack.spacing = 1
/// stack.alignment = .center
/// stack.distribution = .fill
/// ```
///
/// Arranged subviews are also subviews; the stack turns off their
/// ``TUIView/translatesAutoresizingMaskIntoConstraints``. A hidden arranged
/// subview gives up its space and the spacing next to it. The constraints
/// the stack makes are held by the stack and named `TUISV-…` in
/// descriptions; they are rebuilt in ``updateConstraints()`` after any change.
///
/// With `.fill`, when the views' hugging and compression priorities leave
/// more than one answer, the last arranged view (highest index) takes the
/// extra space or gives up space first.
@MainActor
open class TUIStackView: TUIView {
    /// How arranged views are sized and spaced along the stack's axis.
    public enum Distribution: Int, Sendable, Hashable {
        /// The views fill the axis; hugging and compression resistance decide
        /// which stretch or shrink.
        case fill = 0
        /// Every view has the same size along the axis.
        case fillEqually = 1
        /// Sizes are proportional to the views' intrinsic sizes along the axis.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes and the gaps between them are
        /// equal, never less than ``TUIStackView/spacing``.
        case equalSpacing = 3
        /// The centers of neighboring views are equally far apart, with at
        /// least ``TUIStackView/spacing`` between the views.
        case equalCentering = 4
    }

    /// How arranged views are placed across the stack's axis.
    public enum Alignment: Int, Sendable, Hashable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// The views line up with the leading edge (top in a horizontal stack).
        case leading = 1
        /// The views are centered across the axis.
        case center = 3
        /// The views line up with the trailing edge (bottom in a horizontal stack).
        case trailing = 4

        /// The top edge, for horizontal stacks: the same as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edge, for horizontal stacks: the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    var storedArrangedSubviews: [TUIView] = []
    var storedAxis = TUILayoutConstraint.Axis.horizontal
    var storedDistribution = Distribution.fill
    var storedAlignment = Alignment.fill
    var storedSpacing = 0.0
    var customSpacings: [ObjectIdentifier: Double] = [:]
    var storedIsLayoutMarginsRelativeArrangement = false
    /// The constraints the stack made, held by the stack while active.
    var arrangementConstraints: [TUILayoutConstraint] = []
    /// Guides between neighboring views for the equal distributions.
    var spacerGuides: [TUILayoutGuide] = []

    /// Creates an empty stack.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a stack with the given arranged subviews.
    ///
    /// - Parameter views: The views to arrange, in order.
    public convenience init(arrangedSubviews views: [TUIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Rebuilds the arrangement constraints, then lets the base class finish.
    /// Subclasses that override this must call `super`.
    open override func updateConstraints() {
        rebuildArrangementConstraints()
        super.updateConstraints()
    }

    override func arrangedSubviewVisibilityDidChange(_ subview: TUIView) {
        if storedArrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    override func arrangedSubviewIntrinsicSizeDidChange(_ subview: TUIView) {
        guard storedDistribution == .fill || storedDistribution == .fillProportionally else { return }
        if storedArrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    override func subviewWasRemoved(_ subview: TUIView) {
        guard let index = storedArrangedSubviews.firstIndex(where: { $0 === subview }) else { return }
        storedArrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(subview)] = nil
        arrangementDidChange()
    }
}
