import Foundation
@_spi(Reflection) import Swift

/// The stored fields of a view type, read once from the runtime's type
/// metadata, so that installing dynamic properties and comparing values
/// read the fields in place instead of building a `Mirror` (which boxes
/// every field in an `Any` and looks up its conformances) on every update.
///
/// Reading a field in place is safe: the offsets and types come from the
/// runtime's own description of the struct (`_forEachField`, what `Mirror`
/// reads too); a field is read only as its own type, through a pointer into
/// a value of the struct that is alive for the whole call (`withUnsafeBytes`),
/// and memory bound to a struct is bound to its fields' types at their
/// offsets. Types the runtime does not describe field by field (classes,
/// enums, a field of an unknown type) have no layout, nor have types with an
/// optional class reference, which may be `weak` (the runtime describes a
/// weak field by its optional type only); callers use `Mirror`, which reads
/// weak fields properly. An `unowned` field is compared by its bits, never
/// read as a reference.
@MainActor
struct ViewFieldLayout {
    /// Compares one field of two values, given pointers to the values.
    typealias FieldComparison = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    /// Connects one property field of a value to storage `index` of a node.
    typealias PropertyInstallation = @MainActor (UnsafeRawPointer, AnyCompositeNode, Int) -> Void

    /// The fields comparison reads, in order; nil when a field can never be
    /// compared (a closure, a value neither `Equatable` nor an object), so
    /// values of the type always count as changed.
    let comparisons: [FieldComparison]?
    /// The dynamic properties, in field order.
    let properties: [PropertyInstallation]

    private static var layouts: [ObjectIdentifier: ViewFieldLayout?] = [:]

    /// The layout of `type`, nil when the runtime cannot describe its fields.
    static func of<V>(_ type: V.Type) -> ViewFieldLayout? {
        let key = ObjectIdentifier(type)
        if let known = layouts[key] { return known }
        let layout = make(for: type)
        layouts[key] = layout
        return layout
    }

    /// Whether two values of `V` are equal field by field, skipping dynamic
    /// properties; false when a field never compares.
    func fieldsAreEqual<V>(_ old: V, _ new: V) -> Bool {
        guard let comparisons else { return false }
        return withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in
                // A value without storage has no fields that differ.
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return true }
                return comparisons.allSatisfy { $0(oldBase, newBase) }
            }
        }
    }

    /// Connects each dynamic property of `view` to its storage in `node`.
    func installProperties<V>(of view: V, in node: AnyCompositeNode) {
        withUnsafeBytes(of: view) { bytes in
            guard let base = bytes.baseAddress else { return }
            for (index, install) in properties.enumerated() {
                if node.propertyStorage.count <= index { node.propertyStorage.append(nil) }
                install(base, node, index)
            }
        }
    }

    private static func make<V>(for type: V.Type) -> ViewFieldLayout? {
        var comparisons: [FieldComparison] = []
        var comparable = true
        var properties: [PropertyInstallation] = []
        var fieldCount = 0
        var mayHoldWeakReference = false
        // Classes are refused (`false`): their fields are not in the value.
        let complete = _forEachField(of: type) { _, offset, fieldType, kind in
            fieldCount += 1
            // A `weak var` field is described as an optional of its class but
            // is stored as a weak reference, which must not be read as one.
            if let optional = fieldType as? any OptionalOfAnything.Type, optional.wrappedType is AnyClass {
                mayHoldWeakReference = true
                return false
            }
            if let property = fieldType as? any InstallableProperty.Type {
                properties.append(installation(of: property, at: offset))
            } else if let comparison = comparison(of: fieldType, kind: kind, at: offset) {
                comparisons.append(comparison)
            } else {
                comparable = false
            }
            return true
        }
        // An enum (or an optional) is walked without fields: a type that
        // takes room but shows none is not a struct, and is left to `Mirror`.
        guard complete, !mayHoldWeakReference, fieldCount > 0 || MemoryLayout<V>.size == 0 else { return nil }
        return ViewFieldLayout(comparisons: comparable ? comparisons : nil, properties: properties)
    }

    private static func installation<P: InstallableProperty>(of _: P.Type, at offset: Int) -> PropertyInstallation {
        { base, node, index in
            (base + offset).assumingMemoryBound(to: P.self).pointee.install(in: node, at: index)
        }
    }

    /// How to compare a field of `type`, in the order `Mirror`-based
    /// comparison used: objects by identity, then `==`, then what an
    /// existential holds; nil when the field never compares.
    private static func comparison(of type: Any.Type, kind: _MetadataKind, at offset: Int) -> FieldComparison? {
        if type is AnyClass {
            return { old, new in
                old.load(fromByteOffset: offset, as: UnsafeRawPointer.self) == new.load(fromByteOffset: offset, as: UnsafeRawPointer.self)
            }
        }
        if let equatable = type as? any Equatable.Type { return equality(of: equatable, at: offset) }
        if kind == .existential {
            func boxed<T>(_: T.Type) -> FieldComparison {
                { old, new in
                    dynamicallyEqual(
                        (old + offset).assumingMemoryBound(to: T.self).pointee, (new + offset).assumingMemoryBound(to: T.self).pointee)
                }
            }
            return _openExistential(type, do: boxed)
        }
        return nil
    }

    private static func equality<E: Equatable>(of _: E.Type, at offset: Int) -> FieldComparison {
        // Equal bytes are an equal value for plain data (and the same
        // references otherwise); a difference still asks `==` (equal strings
        // may sit in different storage).
        let size = MemoryLayout<E>.size
        let isPlainData = _isPOD(E.self)
        return { old, new in
            if isPlainData, memcmp(old + offset, new + offset, size) == 0 { return true }
            return (old + offset).assumingMemoryBound(to: E.self).pointee == (new + offset).assumingMemoryBound(to: E.self).pointee
        }
    }

    /// What an existential field holds, compared as `Mirror`-based
    /// comparison did: the same object, or equal `Equatable` values.
    private static func dynamicallyEqual(_ old: Any, _ new: Any) -> Bool {
        if type(of: old) is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        guard let old = old as? any Equatable else { return false }
        func isEqual<E: Equatable>(_ old: E) -> Bool { (new as? E).map { old == $0 } ?? false }
        return isEqual(old)
    }
}

/// Lets a field's type say whether it is an optional, and of what: a
/// `weak` field is described by its optional type only.
package protocol OptionalOfAnything {
    /// The type the optional wraps.
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalOfAnything {
    /// The type the optional wraps.
    package static var wrappedType: Any.Type { Wrapped.self }
}
