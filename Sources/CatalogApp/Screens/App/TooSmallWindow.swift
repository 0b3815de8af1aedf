import GraftHosting

/// What covers the whole terminal while it is smaller than the catalog's
/// screens need: a window above every other (sheets and alerts included)
/// that asks for a larger terminal and takes the keys meanwhile, so none
/// act on the screens it hides. Ctrl-C still quits.
final class TooSmallWindow: TUIWindow {
    /// The smallest terminal the screens are usable in.
    static let minimumSize = Size(width: 40, height: 12)

    /// Whether a terminal of `size` is too small for the screens.
    static func isTooSmall(_ size: Size) -> Bool {
        size.width < minimumSize.width || size.height < minimumSize.height
    }

    private let label = TUILabel()

    override init(frame: Rect) {
        super.init(frame: frame)
        windowLevel = Level(TUIWindow.Level.alert.rawValue + 1000)
        backgroundColor = .systemBackground
        isHidden = true
        label.text =
            "Make the terminal larger: the catalog needs at least "
            + "\(Self.minimumSize.width)×\(Self.minimumSize.height). Keys wait until then; Ctrl-C quits."
        label.numberOfLines = 0
        label.textAlignment = .center
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = min(bounds.height, 4)
        label.frame = Rect(x: 0, y: max(0, (bounds.height - height) / 2), width: bounds.width, height: height)
    }

    /// Keys do nothing while the screens are hidden, but Ctrl-C goes on to
    /// the application, which quits.
    override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        guard let key = presses.first?.key?.keyEvent, key == KeyEvent(.character("c"), modifiers: .control) else { return }
        super.pressesBegan(presses, with: event)
    }
}
