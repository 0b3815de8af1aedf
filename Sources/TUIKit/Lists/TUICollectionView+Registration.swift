import struct Foundation.IndexPath

extension TUICollectionView {
    /// A cell class with the code that configures it for an item: create it
    /// once (not inside the cell provider) and dequeue with
    /// ``TUICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    ///
    /// ```swift
    /// let registration = TUICollectionView.CellRegistration<TUICollectionViewListCell, Product> { cell, indexPath, product in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = product.name
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    @MainActor
    public struct CellRegistration<Cell: TUICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

        let reuseIdentifier: String
        let handler: Handler

        /// Creates a registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
        }
    }

    /// A header or footer class with the code that configures it; dequeue
    /// with ``TUICollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: TUICollectionReusableView> {
        /// Configures a view for a section.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// Creates a registration of views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
        }
    }

    /// A cell for `item` from a registration, configured by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
    ) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            preconditionFailure("TUICollectionView.dequeueConfiguredReusableCell(using:for:item:): the reused cell is not a \(Cell.self)")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A header or footer from a registration, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = registration.elementKind + "\u{1F}" + registration.reuseIdentifier
        if supplementaryClasses[key] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        guard
            let view = dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Supplementary
        else {
            preconditionFailure(
                "TUICollectionView.dequeueConfiguredReusableSupplementary(using:for:): the reused view is not a \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Unique reuse identifiers for registrations.
@MainActor
enum RegistrationIdentifiers {
    private static var counter = 0

    static func next(for type: Any.Type) -> String {
        counter += 1
        return "\(type)#registration\(counter)"
    }
}
