/// A header or footer for list layouts that shows a
/// ``TUIListContentConfiguration``.
///
/// ```swift
/// let header = TUICollectionView.SupplementaryRegistration<TUIListSupplementaryView>(
///     elementKind: TUICollectionView.elementKindSectionHeader) { view, _, indexPath in
///     var content = TUIListContentConfiguration.groupedHeader()
///     content.text = sections[indexPath.section].title
///     view.contentConfiguration = content
/// }
/// ```
@MainActor
open class TUIListSupplementaryView: TUICollectionReusableView {
    private var contentSubview: (any TUIView & TUIContentView)?

    /// What the view shows; nil shows nothing.
    public var contentConfiguration: (any TUIContentConfiguration)? {
        didSet {
            guard let configuration = contentConfiguration else {
                contentSubview?.removeFromSuperview()
                contentSubview = nil
                return
            }
            if let view = contentSubview, view.supports(configuration) {
                view.configuration = configuration
                return
            }
            contentSubview?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = bounds
            addSubview(view)
            contentSubview = view
        }
    }

    /// Creates a view.
    public required init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The rows the content needs at `size.width`; none without content.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: contentSubview?.sizeThatFits(Size(width: size.width, height: 0)).height ?? 0)
    }

    /// Fills the view with its content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentSubview?.frame = bounds
    }
}
