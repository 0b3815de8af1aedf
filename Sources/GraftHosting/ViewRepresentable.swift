import Foundation
import GraftTerminal

/// A TUIKit view wrapped for declarative content, as SwiftUI's
/// `UIViewRepresentable` wraps a UIKit view.
///
/// ```swift
/// struct SearchField: ViewRepresentable {
///     @Binding var text: String
///
///     func makeTUIView(context: Context) -> TUISearchTextField {
///         let field = TUISearchTextField()
///         field.addAction(TUIAction { [coordinator = context.coordinator] action in
///             coordinator.textDidChange(action.sender as? TUISearchTextField)
///         }, for: .editingChanged)
///         return field
///     }
///
///     func updateTUIView(_ field: TUISearchTextField, context: Context) {
///         if field.text != text { field.text = text }   // compare before mutating
///     }
///
///     func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
/// }
/// ```
///
/// The view is made once per identity (``makeTUIView(context:)``), updated
/// whenever the representable's value or its environment changes
/// (``updateTUIView(_:context:)``, which should compare before it mutates, so
/// updates do not loop), and dismantled when it leaves the tree
/// (``dismantleTUIView(_:coordinator:)``). The coordinator, made first,
/// turns the view's target-actions and delegate callbacks into binding
/// writes and closures.
@MainActor
public protocol ViewRepresentable: View where Body == _ExternalView<Self> {
    /// The type of the wrapped view.
    associatedtype TUIViewType: TUIView
    /// The type of the coordinator; `Void` when there is none.
    associatedtype Coordinator = Void
    /// What the representable's methods receive.
    typealias Context = ViewRepresentableContext<Self>

    /// Makes the view, once per identity.
    func makeTUIView(context: Context) -> TUIViewType

    /// Brings the view up to date with this value and `context.environment`.
    func updateTUIView(_ view: TUIViewType, context: Context)

    /// Tidies up before the view is removed; does nothing by default.
    static func dismantleTUIView(_ view: TUIViewType, coordinator: Coordinator)

    /// Makes the coordinator, before the view.
    func makeCoordinator() -> Coordinator

    /// The size the view takes for `proposal`, in points as the rest of
    /// GraftUI measures (one per cell unless `pointsPerCell` is set), or nil
    /// (the default) for its intrinsic size along axes that have one, and the
    /// proposal otherwise.
    func sizeThatFits(_ proposal: ProposedViewSize, tuiView: TUIViewType, context: Context) -> CGSize?
}

/// What a representable's methods receive: its coordinator and the environment.
@MainActor
public struct ViewRepresentableContext<Representable: ViewRepresentable> {
    /// The coordinator made by ``ViewRepresentable/makeCoordinator()``.
    public let coordinator: Representable.Coordinator
    /// The environment the representable is in.
    public var environment: EnvironmentValues
}

extension ViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension ViewRepresentable {
    /// Does nothing.
    public static func dismantleTUIView(_ view: TUIViewType, coordinator: Coordinator) {}

    /// The view's intrinsic size, or the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize, tuiView: TUIViewType, context: Context) -> CGSize? { nil }

    /// The wrapped view, as the graph sees it.
    public var body: _ExternalView<Self> {
        _ExternalView(
            make: { environment in RepresentedView(self, environment: environment) },
            update: { content, environment in
                guard let represented = content as? RepresentedView<Self> else {
                    preconditionFailure("ViewRepresentable: the graph handed \(Self.self) another kind of content")
                }
                represented.update(self, environment: environment)
            })
    }
}

/// The live side of a ``ViewRepresentable``: its coordinator, its view in the host.
@MainActor
final class RepresentedView<Representable: ViewRepresentable>: _ExternalContent {
    private var representable: Representable
    private var context: ViewRepresentableContext<Representable>
    let view: Representable.TUIViewType
    private let hostReference: HostingViewReference?
    private var host: GraphHostingView? { hostReference?.view }

    init(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context = ViewRepresentableContext(coordinator: representable.makeCoordinator(), environment: environment)
        view = representable.makeTUIView(context: context)
        hostReference = environment.hostingViewReference
        view.translatesAutoresizingMaskIntoConstraints = true
    }

    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context.environment = environment
        representable.updateTUIView(view, context: context)
    }

    func sizeThatFits(_ proposal: CellProposal) -> Size {
        let scale = context.environment.pointsPerCell
        guard let size = representable.sizeThatFits(ProposedViewSize(proposal, scale: scale), tuiView: view, context: context)
        else { return defaultRepresentableSize(of: view, for: proposal) }
        return PointsToCells.cells(size, at: scale)
    }

    /// Shows the view in the host, at the first layout (the host may still
    /// be in the making when the view is).
    func place(in frame: Rect) {
        if let host, view.superview !== host { host.addSubview(view) }
        GraftHosting.place(view, at: frame, in: host)
    }

    func dismantle() {
        Representable.dismantleTUIView(view, coordinator: context.coordinator)
        view.removeFromSuperview()
    }
}
