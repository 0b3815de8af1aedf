import Foundation
import GraftTerminal
import Observation

/// The node of a view with a body (a view written by the app).
///
/// Its body is evaluated only when the node is *dirty*: its own state changed,
/// an observable property its body read changed, its environment changed and
/// it reads the environment, or its parent handed it a view value that differs
/// from the last one. Otherwise the whole subtree below is skipped.
@MainActor
final class CompositeNode<Content: View>: ViewNode {
    private var view: Content?
    private var child: ViewNode?
    /// Storage for the view's dynamic properties (`@State` and friends), by field order.
    var propertyStorage: [AnyObject?] = []
    /// Whether the body must be evaluated at the next update.
    private(set) var needsBodyEvaluation = true
    /// Whether the view reads the environment (so an environment change re-evaluates it).
    var readsEnvironment = false
    private var observationToken: ObservationToken?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        child?.appendLayoutChildren(to: &list)
    }

    override func canUpdate<V: View>(with view: V) -> Bool {
        V.self == Content.self
    }

    override func update<V: View>(with newValue: V, environment: EnvironmentValues) {
        precondition(V.self == Content.self, "\(Self.self) cannot take a \(V.self)")
        let newView = unsafeBitCast(newValue, to: Content.self)
        let environmentChanged = environment.version != self.environment.version
        self.environment = environment
        if let oldView = view, !needsBodyEvaluation, !(environmentChanged && readsEnvironment),
           ViewComparison.areEqual(oldView, newView) {
            if environmentChanged { child?.propagateEnvironment(environment) }
            return
        }
        view = newView
        evaluateBody()
    }

    override func propagateEnvironment(_ environment: EnvironmentValues) {
        guard environment.version != self.environment.version else { return }
        if readsEnvironment {
            self.environment = environment
            setNeedsBodyEvaluation()
        } else {
            super.propagateEnvironment(environment)
        }
    }

    /// Marks the body for evaluation at the next graph update.
    func setNeedsBodyEvaluation() {
        guard isAlive, !needsBodyEvaluation else { return }
        needsBodyEvaluation = true
        graph.scheduleUpdate(of: self)
    }

    /// Re-evaluates the body if something it depends on changed.
    func updateIfNeeded() {
        guard isAlive, needsBodyEvaluation, view != nil else { return }
        evaluateBody()
    }

    private func evaluateBody() {
        guard let view else { return }
        DynamicPropertyInstaller.install(in: view, node: self)
        observationToken?.isCancelled = true
        let token = ObservationToken(node: self)
        observationToken = token
        graph.bodyEvaluationCount += 1
        let body = withObservationTracking {
            view.body
        } onChange: {
            token.fire()
        }
        needsBodyEvaluation = false
        child = NodeFactory.reconcile(child, with: body, graph: graph, parent: self, environment: environment)
    }

    override func willBeRemoved() {
        observationToken?.isCancelled = true
        DynamicPropertyInstaller.tearDown(propertyStorage)
    }
}

/// Connects one body evaluation's observed reads to its node. The Observation
/// module calls `fire` at most once, on whatever thread changed the property.
final class ObservationToken: @unchecked Sendable {
    // Touched on the main actor only; `fire` hops there first.
    private weak var node: AnyCompositeNode?
    var isCancelled = false

    @MainActor
    init(node: AnyCompositeNode) {
        self.node = node
    }

    func fire() {
        MainQueue.run { self.invalidate() }
    }

    @MainActor
    private func invalidate() {
        guard !isCancelled else { return }
        node?.setNeedsBodyEvaluation()
    }
}

/// What a property wrapper needs of its node, whatever the view type.
@MainActor
protocol AnyCompositeNode: AnyObject {
    func setNeedsBodyEvaluation()
    var propertyStorage: [AnyObject?] { get set }
    var readsEnvironment: Bool { get set }
    var environment: EnvironmentValues { get }
}

extension CompositeNode: AnyCompositeNode {}
