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
        if let oldView = view, !needsBodyEvaluation, !(environmentChanged && readValuesChanged(in: environment)),
            ViewComparison.areEqual(oldView, newView)
        {
            if environmentChanged { child?.propagateEnvironment(environment) }
            return
        }
        view = newView
        evaluateBody()
    }

    override func propagateEnvironment(_ environment: EnvironmentValues) {
        guard environment.version != self.environment.version else { return }
        if readValuesChanged(in: environment) {
            self.environment = environment
            setNeedsBodyEvaluation()
        } else {
            super.propagateEnvironment(environment)
        }
    }

    /// The environment values the view depends on, with the version of each
    /// it saw: those its `@Environment` properties stand for (even when the
    /// body reads them later, in a closure), and those the body read.
    var environmentReads: [ObjectIdentifier: UInt64] = [:]

    /// Whether a value the body read is different in `environment`.
    private func readValuesChanged(in environment: EnvironmentValues) -> Bool {
        guard readsEnvironment else { return false }
        return environmentReads.contains { key, version in environment.version(of: key) != version }
    }

    /// Marks the body for evaluation at the next graph update.
    func setNeedsBodyEvaluation() {
        // The change's transaction (from `withAnimation`) is kept by the
        // graph, not in every node, until the body runs with it.
        if let transaction = Transaction.current, isAlive {
            graph.animations.pendingTransactions[ObjectIdentifier(self)] = transaction
        }
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
        guard !graph.animations.pendingTransactions.isEmpty,
            var transaction = graph.animations.pendingTransactions.removeValue(forKey: ObjectIdentifier(self))
        else { return evaluateBodyNow() }
        // Evaluated on its own (not as part of its parent's update), the body
        // still runs in the transaction that modifiers above it make.
        if graph.animations.transaction == nil { adjustByAncestors(&transaction) }
        graph.withTransaction(transaction, scope: self) { evaluateBodyNow() }
    }

    private func evaluateBodyNow() {
        guard let view else { return }
        environmentReads.removeAll(keepingCapacity: true)
        DynamicPropertyInstaller.install(in: view, node: self)
        observationToken?.isCancelled = true
        let token = ObservationToken(node: self)
        observationToken = token
        graph.bodyEvaluationCount += 1
        let (body, reads) = EnvironmentReads.recording {
            withObservationTracking {
                view.body
            } onChange: {
                token.fire()
            }
        }
        environmentReads.merge(reads) { first, _ in first }
        needsBodyEvaluation = false
        child = NodeFactory.reconcile(child, with: body, graph: graph, parent: self, environment: environment)
    }

    override func willBeRemoved() {
        if !graph.animations.pendingTransactions.isEmpty {
            graph.animations.pendingTransactions[ObjectIdentifier(self)] = nil
        }
        observationToken?.isCancelled = true
        DynamicPropertyInstaller.tearDown(propertyStorage)
    }

    /// State, state objects and observation belong to the identity: a node
    /// reused for another element starts over with the new view's initial values.
    override func forgetIdentity() {
        view = nil
        propertyStorage.removeAll()
        observationToken = nil
        readsEnvironment = false
        environmentReads.removeAll()
        needsBodyEvaluation = true
        graph.animations.pendingTransactions[ObjectIdentifier(self)] = nil
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
    var environmentReads: [ObjectIdentifier: UInt64] { get set }
    var environment: EnvironmentValues { get }
}

extension CompositeNode: AnyCompositeNode {}
