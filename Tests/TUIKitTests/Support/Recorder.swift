@testable import TUIKit

/// A log of hierarchy callbacks, shared by the views under test.
@MainActor
final class CallbackLog {
    var entries: [String] = []
}

/// A view that records every hierarchy callback it receives, by name.
@MainActor
final class RecordingView: TUIView {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    override func willMove(toSuperview newSuperview: TUIView?) {
        log.entries.append("\(name).willMove(toSuperview: \(label(newSuperview)))")
    }

    override func didMoveToSuperview() {
        log.entries.append("\(name).didMoveToSuperview")
    }

    override func willMove(toWindow newWindow: TUIWindow?) {
        log.entries.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }

    override func didMoveToWindow() {
        log.entries.append("\(name).didMoveToWindow")
    }

    override func didAddSubview(_ subview: TUIView) {
        log.entries.append("\(name).didAddSubview(\(label(subview)))")
    }

    override func willRemoveSubview(_ subview: TUIView) {
        log.entries.append("\(name).willRemoveSubview(\(label(subview)))")
    }

    private func label(_ view: TUIView?) -> String {
        guard let view else { return "nil" }
        if let recording = view as? RecordingView { return recording.name }
        return view is TUIWindow ? "window" : "view"
    }
}

/// A view that draws a fixed string at its top-left corner.
@MainActor
final class TextView: TUIView {
    var text: String

    init(_ text: String, frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    override func draw(_ rect: Rect, in canvas: inout Canvas) {
        canvas.write(text, at: rect.origin)
    }
}

/// A view with a settable intrinsic content size.
@MainActor
final class SizedView: TUIView {
    var contentSize: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ size: Size) {
        contentSize = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: Size { contentSize }
}

/// A plain view placed by constraints.
@MainActor
func constrainedView() -> TUIView {
    let view = TUIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A window of `width` x `height` cells, outside any application.
@MainActor
func makeWindow(width: Int = 20, height: Int = 6) -> TUIWindow {
    TUIWindow(frame: Rect(x: 0, y: 0, width: width, height: height))
}

/// Lays out and draws a view hierarchy into a canvas of its root's size.
@MainActor
func render(_ view: TUIView) -> Canvas {
    view.layoutIfNeeded()
    var canvas = Canvas(size: view.frame.size)
    view.drawHierarchy(in: &canvas)
    return canvas
}
