import GraftTerminal

/// A row view that says which selection value it stands for: a view with
/// `.tag(_:)` outermost. In a `List(selection:)` a tag makes a row outside a
/// `ForEach` selectable, and replaces a `ForEach` row's ID, as in SwiftUI.
@MainActor
protocol TaggedRow {
    var rowTag: AnyHashable { get }
}

extension TagView: TaggedRow {
    var rowTag: AnyHashable { tag }
}

extension ViewNode {
    /// The selection value of a row built as this node: its tag, if it has one.
    var rowTag: AnyHashable? {
        (self as? any TaggedOption)?.tag
    }
}
