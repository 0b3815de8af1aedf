import GraftUI
@_spi(Reflection) import Swift

/// Finds the identity of a cell's content: its `id` when it is
/// `Identifiable`, otherwise the `id` of its first `Identifiable` stored
/// property. Which field that is is decided once per content type, from the
/// runtime's description of its stored fields, so a reconfigured cell reads
/// one field in place instead of reflecting the whole content with `Mirror`.
///
/// Reading the field is safe: its offset and type come from the runtime
/// (`_forEachField`, what `Mirror` reads too), it is read as its own type
/// through a pointer into the content, alive for the whole call, and no
/// optional (possibly `weak`) field is ever read in place. An `unowned`
/// field is described as its class and holds the object's address as a
/// strong one does; reading it skips only the check that the object is
/// still alive, which any use of a dead `unowned` reference fails anyway.
@MainActor
enum ContentIdentity {
    /// How the identity of one content type is found.
    private enum Plan {
        /// Read the `Identifiable` field at a known offset.
        case field(@MainActor (UnsafeRawPointer) -> AnyHashable)
        /// No stored property is `Identifiable`.
        case none
        /// The type's fields are not known statically (a class, an enum, an
        /// existential field): ask `Mirror` each time.
        case reflect
    }

    private static var plans: [ObjectIdentifier: Plan] = [:]

    /// The identity of `content`, nil when it has none.
    static func of<Content>(_ content: Content) -> AnyHashable? {
        func id(of value: some Identifiable) -> AnyHashable { AnyHashable(value.id) }
        if let identifiable = content as? any Identifiable { return id(of: identifiable) }
        switch plan(for: Content.self) {
        case .field(let read):
            return withUnsafeBytes(of: content) { bytes in bytes.baseAddress.map(read) }
        case .none:
            return nil
        case .reflect:
            for child in Mirror(reflecting: content).children {
                if let identifiable = child.value as? any Identifiable { return id(of: identifiable) }
            }
            return nil
        }
    }

    private static func plan<Content>(for type: Content.Type) -> Plan {
        let key = ObjectIdentifier(type)
        if let known = plans[key] { return known }
        var plan = Plan.none
        var fieldCount = 0
        let complete = _forEachField(of: type) { _, offset, fieldType, kind in
            fieldCount += 1
            // An optional field stands for its value when it holds one (a
            // cast looks through it), and may be `weak`: only a value decides.
            if fieldType is any OptionalOfAnything.Type {
                plan = .reflect
                return false
            }
            if let identifiable = fieldType as? any Identifiable.Type {
                plan = .field(reader(of: identifiable, at: offset))
                return false
            }
            // What an existential holds is known only from a value too.
            if kind == .existential {
                plan = .reflect
                return false
            }
            return true
        }
        // Walking stops early on a find (`false`); an enum is walked without
        // fields, and a class is refused: both are left to `Mirror`.
        if complete, fieldCount == 0, MemoryLayout<Content>.size > 0 { plan = .reflect }
        if !complete, case .none = plan { plan = .reflect }
        plans[key] = plan
        return plan
    }

    private static func reader<Field: Identifiable>(of _: Field.Type, at offset: Int) -> @MainActor (UnsafeRawPointer) -> AnyHashable {
        { base in AnyHashable((base + offset).assumingMemoryBound(to: Field.self).pointee.id) }
    }
}
