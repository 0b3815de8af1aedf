import GraftTerminal

extension View {
    /// Runs `action` when the view is added to the tree, before the frame that shows it.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` after the view is removed from the tree.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }

    /// Starts `action` as a task when the view appears and cancels it when the
    /// view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskView(content: self, id: 0, priority: priority, action: action)
    }

    /// Starts `action` when the view appears and whenever `id` changes (cancelling
    /// the previous task), and cancels it when the view disappears.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        TaskView(content: self, id: id, priority: priority, action: action)
    }

    /// Runs `action` with the old and new value whenever `value` changes between updates.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping @MainActor (Value, Value) -> Void
    ) -> some View {
        ChangeView(content: self, value: value, initial: initial, action: action)
    }
}

// MARK: - Appear and disappear

struct LifecycleView<Content: View>: View, PrimitiveView {
    var content: Content
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LifecycleNode<Content>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class LifecycleNode<Content: View>: ContainerNode<LifecycleView<Content>, Content>, AppearanceObserving {
    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: LifecycleView<Content>?, to newView: LifecycleView<Content>) {
        updateContent(newView.content)
        guard oldView == nil else { return }
        graph.register(appearanceObserver: self)
        if graph.isAppeared, let action = newView.onAppear {
            graph.enqueueLifecycleAction(action)
        }
    }

    override func willBeRemoved() {
        if graph.isAppeared, let action = view?.onDisappear { graph.enqueueLifecycleAction(action) }
    }

    func graphAppearanceDidChange(_ isAppeared: Bool) {
        guard isAlive, let action = isAppeared ? view?.onAppear : view?.onDisappear else { return }
        graph.enqueueLifecycleAction(action)
    }
}

// MARK: - Tasks

struct TaskView<Content: View, ID: Equatable>: View, PrimitiveView {
    var content: Content
    var id: ID
    var priority: TaskPriority
    var action: @MainActor @Sendable () async -> Void

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TaskNode<Content, ID>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class TaskNode<Content: View, ID: Equatable>: ContainerNode<TaskView<Content, ID>, Content>, AppearanceObserving {
    private var task: Task<Void, Never>?

    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: TaskView<Content, ID>?, to newView: TaskView<Content, ID>) {
        updateContent(newView.content)
        if oldView == nil { graph.register(appearanceObserver: self) }
        guard oldView == nil || oldView?.id != newView.id else { return }
        restart()
    }

    /// Cancels the running task and starts the action again after the update, if on screen.
    private func restart() {
        task?.cancel()
        task = nil
        guard graph.isAppeared, let view else { return }
        let action = view.action
        let priority = view.priority
        let reuseCount = reuseCount
        graph.enqueueLifecycleAction { [weak self] in
            // A recycled row's node may be showing another element by now.
            guard let self, self.isAlive, self.reuseCount == reuseCount, self.graph.isAppeared else { return }
            self.task = Task(priority: priority) { await action() }
        }
    }

    func graphAppearanceDidChange(_ isAppeared: Bool) {
        guard isAlive else { return }
        if isAppeared {
            restart()
        } else {
            task?.cancel()
            task = nil
        }
    }

    override func willBeRemoved() {
        task?.cancel()
        task = nil
    }
}

// MARK: - Changes

struct ChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    var content: Content
    var value: Value
    var initial: Bool
    var action: @MainActor (Value, Value) -> Void

    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ChangeNode<Content, Value>(graph: graph, parent: parent, environment: environment)
    }
}

@MainActor
final class ChangeNode<Content: View, Value: Equatable>: ContainerNode<ChangeView<Content, Value>, Content> {
    override var isStructural: Bool { true }

    override func appendLayoutChildren(to list: inout [ViewNode]) {
        content?.appendLayoutChildren(to: &list)
    }

    override func update(from oldView: ChangeView<Content, Value>?, to newView: ChangeView<Content, Value>) {
        updateContent(newView.content)
        let action = newView.action
        let newValue = newView.value
        if let oldValue = oldView?.value {
            if oldValue != newValue { graph.enqueueLifecycleAction { action(oldValue, newValue) } }
        } else if newView.initial {
            graph.enqueueLifecycleAction { action(newValue, newValue) }
        }
    }
}
