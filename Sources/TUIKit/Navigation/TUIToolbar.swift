/// A one-row bar of buttons, as UIKit's `UIToolbar`; a
/// ``TUINavigationController`` shows one at the bottom with its top
/// controller's ``TUIViewController/toolbarItems``.
///
/// Items sit from the leading edge one cell apart; a
/// ``TUIBarButtonItem/flexibleSpace()`` takes an equal share of the free
/// width, so one before the last item pushes it to the trailing edge.
@MainActor
public final class TUIToolbar: TUIView {
    private var entries: [(item: TUIBarButtonItem, button: TUIButton?)] = []

    /// Creates a toolbar.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The items shown, leading first; nil for none.
    public var items: [TUIBarButtonItem]? {
        get { entries.isEmpty ? nil : entries.map(\.item) }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    ///
    /// - Parameters:
    ///   - items: The items, leading first; nil for none.
    ///   - animated: Ignored; the terminal does not animate.
    public func setItems(_ items: [TUIBarButtonItem]?, animated: Bool) {
        for entry in entries { entry.button?.removeFromSuperview() }
        entries = (items ?? []).map { item in
            guard item.kind == .button else { return (item, nil) }
            let button = item.makeButton()
            addSubview(button)
            return (item, button)
        }
        setNeedsLayout()
    }

    /// One row as wide as it is given.
    public override var intrinsicContentSize: Size {
        Size(width: TUIView.noIntrinsicMetric, height: 1)
    }

    /// Places the buttons from the leading edge, sharing the free width
    /// among the flexible spaces.
    public override func layoutSubviews() {
        super.layoutSubviews()
        var fixedWidth = 0
        var flexibleCount = 0
        var previousWasButton = false
        for entry in entries {
            switch entry.item.kind {
            case .button:
                if previousWasButton { fixedWidth += 1 }
                fixedWidth += entry.button?.intrinsicContentSize.width ?? 0
            case .fixedSpace(let width): fixedWidth += width
            case .flexibleSpace: flexibleCount += 1
            }
            previousWasButton = entry.item.kind == .button
        }
        let free = max(0, bounds.width - fixedWidth)
        var flexibleIndex = 0
        var x = 0
        previousWasButton = false
        for entry in entries {
            switch entry.item.kind {
            case .button:
                if previousWasButton { x += 1 }
                let width = entry.button?.intrinsicContentSize.width ?? 0
                entry.button?.frame = Rect(x: x, y: 0, width: min(width, max(0, bounds.width - x)), height: 1)
                x += width
            case .fixedSpace(let width):
                x += width
            case .flexibleSpace:
                // Earlier spaces take the remainder's extra cells so the sum is exact.
                x += free / flexibleCount + (flexibleIndex < free % flexibleCount ? 1 : 0)
                flexibleIndex += 1
            }
            previousWasButton = entry.item.kind == .button
        }
    }
}
