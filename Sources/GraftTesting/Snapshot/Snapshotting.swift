import GraftTerminal

/// How to turn a value into the ``Frame`` a snapshot compares: the strategy
/// passed to ``assertSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``.
///
/// Graft ships strategies for frames and canvases; a module that draws views
/// adds its own by pulling an existing one back:
///
/// ```swift
/// extension Snapshotting where Value == MyView {
///     static func frame(size: Size) -> Snapshotting<MyView> {
///         Snapshotting<Canvas>.frame.pullback { view in view.render(in: size) }
///     }
/// }
/// assertSnapshot(of: view, as: .frame(size: Size(width: 40, height: 10)))
/// ```
public struct Snapshotting<Value>: Sendable {
    /// Renders a value as a frame, on the main actor, where UI is drawn.
    public var render: @MainActor @Sendable (Value) -> Frame

    /// Creates a strategy from a rendering function.
    public init(render: @escaping @MainActor @Sendable (Value) -> Frame) {
        self.render = render
    }

    /// A strategy for another type of value, which `transform` turns into
    /// this strategy's value first.
    ///
    /// - Parameter transform: Turns the new value into one this strategy renders.
    /// - Returns: The new strategy.
    public func pullback<NewValue>(_ transform: @escaping @MainActor @Sendable (NewValue) -> Value) -> Snapshotting<NewValue> {
        let render = self.render
        return Snapshotting<NewValue> { value in render(transform(value)) }
    }
}

extension Snapshotting where Value == Frame {
    /// The frame as it is.
    public static var frame: Snapshotting<Frame> {
        Snapshotting { $0 }
    }
}

extension Snapshotting where Value == Canvas {
    /// The canvas's cells as a ``Frame``.
    public static var frame: Snapshotting<Canvas> {
        Snapshotting { Frame($0) }
    }
}
