/// A dynamic property that is also an input of its view: a new view value
/// holding a different one has changed, and its body must run again.
///
/// ``ObservedObject`` is one: its object comes from outside, so a view whose
/// only new input is another object must follow that object. Properties whose
/// storage the node owns (``State``, ``StateObject``) are not inputs and are
/// skipped by view comparison.
@MainActor
protocol InputComparableProperty: InstallableProperty {
    /// Whether `other` is the same input as this property.
    func isSameInput(as other: Self) -> Bool
}

extension ObservedObject: InputComparableProperty {
    /// The same object, by identity.
    func isSameInput(as other: ObservedObject<ObjectType>) -> Bool {
        wrappedValue === other.wrappedValue
    }
}

extension InputComparableProperty {
    /// Whether `other` is a property of this type holding the same input.
    func isSameInput(asAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return isSameInput(as: other)
    }
}
