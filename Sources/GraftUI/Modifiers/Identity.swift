import GraftTerminal

extension View {
    /// Gives the view an explicit identity: when `id` changes, the view is
    /// a different view, so its state starts over (its old node is torn
    /// down, with `onDisappear`, and a new one is built, with `onAppear`).
    ///
    /// ```swift
    /// ProductRow(product: product).id(product.id)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        ForEach(CollectionOfOne(id), id: \.self) { _ in self }
    }
}
