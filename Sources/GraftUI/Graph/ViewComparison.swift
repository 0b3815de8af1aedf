import Foundation

/// Decides whether a new view value can skip its body.
///
/// In order:
/// 1. `Equatable` views compare with `==`.
/// 2. Identical bytes mean an equal view, whatever the type: the same
///    references (objects, string and array storage, closure contexts) and
///    the same plain values. The reverse does not hold (equal strings may sit
///    in different storage), which only costs an evaluation.
/// 3. Views with `@State` and other dynamic properties get new property boxes
///    with every value, so their other fields are compared one by one:
///    `Equatable` fields with `==`, objects by identity, and an
///    ``ObservedObject`` by its object's identity (it is an input from
///    outside, unlike `@State`, whose storage the node owns). The fields are read
///    in place from a layout found once per type (``ViewFieldLayout``);
///    `Mirror` serves only types without one.
/// 4. Anything else counts as changed.
@MainActor
enum ViewComparison {
    static func areEqual<V>(_ old: V, _ new: V) -> Bool {
        if let old = old as? any Equatable {
            return isEqual(old, new)
        }
        if valueBytesAreEqual(old, new) { return true }
        guard DynamicPropertyInstaller.hasInstallableProperties(V.self) else { return false }
        return fieldsAreEqual(old, new)
    }

    /// View types with a field that can never be compared (a closure, a
    /// value that is neither `Equatable` nor an object): their values always
    /// count as changed, so no reflection is spent on them again.
    private static var incomparableTypes: Set<ObjectIdentifier> = []

    private static func fieldsAreEqual<V>(_ old: V, _ new: V) -> Bool {
        if let layout = ViewFieldLayout.of(V.self) { return layout.fieldsAreEqual(old, new) }
        return reflectedFieldsAreEqual(old, new)
    }

    /// The comparison for types ``ViewFieldLayout`` cannot describe, through
    /// `Mirror`.
    private static func reflectedFieldsAreEqual<V>(_ old: V, _ new: V) -> Bool {
        if incomparableTypes.contains(ObjectIdentifier(V.self)) { return false }
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        guard oldFields.count == newFields.count else { return false }
        for (oldField, newField) in zip(oldFields, newFields) {
            if let input = oldField.value as? any InputComparableProperty {
                guard input.isSameInput(asAny: newField.value) else { return false }
                continue
            }
            if oldField.value is any InstallableProperty { continue }
            // A class instance compares by identity (any value casts to AnyObject on Linux, boxed,
            // so the type decides).
            if type(of: oldField.value) is AnyClass {
                guard (oldField.value as AnyObject) === (newField.value as AnyObject) else { return false }
                continue
            }
            guard let oldValue = oldField.value as? any Equatable else {
                // Every value of the type has this field, so none will
                // compare (an existential field could hold a comparable
                // value another time; treating it as changed only costs an
                // evaluation).
                incomparableTypes.insert(ObjectIdentifier(V.self))
                return false
            }
            guard isEqual(oldValue, newField.value) else { return false }
        }
        return true
    }

    private static func isEqual<E: Equatable>(_ old: E, _ new: Any) -> Bool {
        guard let new = new as? E else { return false }
        return old == new
    }
}

/// Whether two values have identical bytes: the same references (objects,
/// string and array storage, closure contexts) and the same plain values.
/// Equal values may still differ here (equal strings in different storage).
func valueBytesAreEqual<V>(_ old: V, _ new: V) -> Bool {
    var old = old
    var new = new
    return withUnsafeBytes(of: &old) { oldBytes in
        withUnsafeBytes(of: &new) { newBytes in
            guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return true }
            return memcmp(oldBase, newBase, oldBytes.count) == 0
        }
    }
}
