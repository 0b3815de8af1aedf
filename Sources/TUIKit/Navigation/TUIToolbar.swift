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
        // Opaque, as UIKit's bars are: content under it stays hidden.
        backgroundColor = .systemBackground
        // Its buttons are one focus group: the arrows move between them.
        focusGroupIdentifier = ownFocusGroupIdentifier
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
            guard item.kind == .button else {
                item.noteShownAsSpace(in: self)
                return (item, nil)
            }
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
        let widths = fixedWidths
        let flexibleCount = widths.filter { $0 == nil }.count
        let free = max(0, bounds.width - widths.reduce(0) { $0 + ($1 ?? 0) })
        var x = 0
        var flexibleIndex = 0
        for (entry, width) in zip(entries, widths) {
            guard let width else {
                // Earlier spaces take the remainder's extra cells so the sum is exact.
                x += free / flexibleCount + (flexibleIndex < free % flexibleCount ? 1 : 0)
                flexibleIndex += 1
                continue
            }
            if let button = entry.button {
                let buttonWidth = button.intrinsicContentSize.width
                let buttonX = x + width - buttonWidth
                button.frame = Rect(x: buttonX, y: 0, width: min(buttonWidth, max(0, bounds.width - buttonX)), height: 1)
            }
            x += width
        }
    }

    /// Each entry's width, counting the cell between two adjacent buttons
    /// in the second one; nil for a flexible space.
    private var fixedWidths: [Int?] {
        entries.indices.map { index in
            switch entries[index].item.kind {
            case .flexibleSpace: return nil
            case .fixedSpace: return max(0, entries[index].item.width)
            case .button:
                let gap = index > 0 && entries[index - 1].item.kind == .button ? 1 : 0
                return gap + (entries[index].button?.intrinsicContentSize.width ?? 0)
            }
        }
    }
}
