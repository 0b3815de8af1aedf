/// A plain parameter of a node's view (an alignment, an offset, limits),
/// kept by the node apart from the view value.
///
/// Reading a field through the node's optional view (`view?.alignment`,
/// `oldView?.alignment`) copies the whole view first, and a modifier's view
/// holds its entire content: in generic code that copy retains every
/// reference in the subtree, through value witnesses, at each level. A node
/// that keeps the few parameters it compares and lays out with reads them
/// for free.
struct NodeParameter<Value: Equatable> {
    /// The value of the last view taken; nil before the first one.
    private(set) var value: Value?

    /// Takes the new view's value; true when it differs from the last one
    /// (and for the first), as `oldView?.field != newView.field` was.
    mutating func take(_ newValue: Value) -> Bool {
        defer { value = newValue }
        return value != newValue
    }

    /// Forgets the value, so the next one counts as changed (a node reused
    /// for another identity).
    mutating func forget() {
        value = nil
    }
}
