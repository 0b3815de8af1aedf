import Foundation
import GraftTerminal

/// A TUIKit view controller wrapped for declarative content, as SwiftUI's
/// `UIViewControllerRepresentable` wraps a UIKit one: a sheet can show a
/// UIKit editor inside a navigation controller.
///
/// ```swift
/// struct NoteEditor: ViewControllerRepresentable {
///     @Binding var note: String
///
///     func makeTUIViewController(context: Context) -> TUINavigationController {
///         TUINavigationController(rootViewController: NoteEditorViewController(delegate: context.coordinator))
///     }
///
///     func updateTUIViewController(_ navigation: TUINavigationController, context: Context) {
///         (navigation.topViewController as? NoteEditorViewController)?.show(note)
///     }
///
///     func makeCoordinator() -> Coordinator { Coordinator(note: $note) }
/// }
/// ```
///
/// The controller is made once per identity and becomes a child of the
/// nearest view controller above the hosted content (the hosting
/// controller), through the full containment sequence; it is updated on
/// every change and removed (`willMove(toParent: nil)`, its view removed,
/// `removeFromParent()`) after ``dismantleTUIViewController(_:coordinator:)``.
@MainActor
public protocol ViewControllerRepresentable: View where Body == _ExternalView<Self> {
    /// The type of the wrapped controller.
    associatedtype TUIViewControllerType: TUIViewController
    /// The type of the coordinator; `Void` when there is none.
    associatedtype Coordinator = Void
    /// What the representable's methods receive.
    typealias Context = ViewControllerRepresentableContext<Self>

    /// Makes the controller, once per identity.
    func makeTUIViewController(context: Context) -> TUIViewControllerType

    /// Brings the controller up to date with this value and `context.environment`.
    func updateTUIViewController(_ viewController: TUIViewControllerType, context: Context)

    /// Tidies up before the controller is removed; does nothing by default.
    static func dismantleTUIViewController(_ viewController: TUIViewControllerType, coordinator: Coordinator)

    /// Makes the coordinator, before the controller.
    func makeCoordinator() -> Coordinator

    /// The size the controller's view takes for `proposal`, or nil (the
    /// default) for its view's intrinsic size along axes that have one, and
    /// the proposal otherwise.
    func sizeThatFits(_ proposal: ProposedViewSize, tuiViewController: TUIViewControllerType, context: Context) -> CGSize?
}

/// What a controller representable's methods receive: its coordinator and the environment.
@MainActor
public struct ViewControllerRepresentableContext<Representable: ViewControllerRepresentable> {
    /// The coordinator made by ``ViewControllerRepresentable/makeCoordinator()``.
    public let coordinator: Representable.Coordinator
    /// The environment the representable is in.
    public var environment: EnvironmentValues
}

extension ViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension ViewControllerRepresentable {
    /// Does nothing.
    public static func dismantleTUIViewController(_ viewController: TUIViewControllerType, coordinator: Coordinator) {}

    /// The view's intrinsic size, or the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize, tuiViewController: TUIViewControllerType, context: Context) -> CGSize? { nil }

    /// The wrapped controller's view, as the graph sees it.
    public var body: _ExternalView<Self> {
        _ExternalView(
            make: { environment in RepresentedViewController(self, environment: environment) },
            update: { content, environment in
                guard let represented = content as? RepresentedViewController<Self> else {
                    preconditionFailure("ViewControllerRepresentable: the graph handed \(Self.self) another kind of content")
                }
                represented.update(self, environment: environment)
            })
    }
}

/// The live side of a ``ViewControllerRepresentable``: its coordinator, its
/// controller contained in the host's controller.
@MainActor
final class RepresentedViewController<Representable: ViewControllerRepresentable>: _ExternalContent {
    private var representable: Representable
    private var context: ViewControllerRepresentableContext<Representable>
    let viewController: Representable.TUIViewControllerType
    private let hostReference: HostingViewReference?
    private var host: GraphHostingView? { hostReference?.view }

    init(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context = ViewControllerRepresentableContext(coordinator: representable.makeCoordinator(), environment: environment)
        viewController = representable.makeTUIViewController(context: context)
        hostReference = environment.hostingViewReference
    }

    /// Contains the controller in the host's controller and shows its view,
    /// at the first layout, when the host's view belongs to its controller.
    private func attachIfNeeded() {
        guard let host, viewController.viewIfLoaded?.superview !== host else { return }
        let parent = host.nearestViewController
        parent?.addChild(viewController)
        viewController.view.translatesAutoresizingMaskIntoConstraints = true
        host.addSubview(viewController.view)
        if let parent { viewController.didMove(toParent: parent) }
    }

    func update(_ representable: Representable, environment: EnvironmentValues) {
        self.representable = representable
        context.environment = environment
        representable.updateTUIViewController(viewController, context: context)
    }

    func sizeThatFits(_ proposal: CellProposal) -> Size {
        let scale = context.environment.pointsPerCell
        guard
            let size = representable.sizeThatFits(
                ProposedViewSize(proposal, scale: scale), tuiViewController: viewController, context: context)
        else { return defaultRepresentableSize(of: viewController.view, for: proposal) }
        return PointsToCells.cells(size, at: scale)
    }

    func place(in frame: Rect) {
        attachIfNeeded()
        GraftHosting.place(viewController.view, at: frame, in: host)
    }

    func dismantle() {
        Representable.dismantleTUIViewController(viewController, coordinator: context.coordinator)
        viewController.willMove(toParent: nil)
        viewController.viewIfLoaded?.removeFromSuperview()
        viewController.removeFromParent()
    }
}
