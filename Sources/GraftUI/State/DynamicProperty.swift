/// A property of a view whose value Graft supplies when the body is evaluated,
/// such as ``State``, ``Binding`` or ``Environment``.
@MainActor
public protocol DynamicProperty {
    /// Called before the body is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// A dynamic property that connects to its node's storage before the body runs.
@MainActor
protocol InstallableProperty {
    /// Connects to (or creates) the storage at `index` of `node`.
    func install(in node: AnyCompositeNode, at index: Int)
}

/// Storage a property keeps in its node, torn down with it.
@MainActor
protocol PropertyStorage: AnyObject {
    func tearDown()
}

/// Finds a view's dynamic properties and connects each to its node's storage.
@MainActor
enum DynamicPropertyInstaller {
    /// Which field positions of each view type without a ``ViewFieldLayout``
    /// hold installable properties; most views hold none, and then the
    /// fields are never walked again.
    private static var installableFields: [ObjectIdentifier: [Int]] = [:]

    /// Whether views of `type` have properties a node installs (known once a
    /// view of the type was installed; false before that).
    static func hasInstallableProperties<V>(_ type: V.Type) -> Bool {
        if let layout = ViewFieldLayout.of(type) { return !layout.properties.isEmpty }
        return installableFields[ObjectIdentifier(type)]?.isEmpty == false
    }

    static func install<V: View>(in view: V, node: AnyCompositeNode) {
        // Read in place where the type's layout is known, without `Mirror`.
        if let layout = ViewFieldLayout.of(V.self) {
            if !layout.properties.isEmpty { layout.installProperties(of: view, in: node) }
            return
        }
        let key = ObjectIdentifier(V.self)
        if let fields = installableFields[key] {
            guard !fields.isEmpty else { return }
            installKnown(fields, of: view, in: node)
            return
        }
        var index = 0
        var found: [Int] = []
        for (position, child) in Mirror(reflecting: view).children.enumerated() {
            guard let property = child.value as? any InstallableProperty else { continue }
            if node.propertyStorage.count <= index { node.propertyStorage.append(nil) }
            property.install(in: node, at: index)
            found.append(position)
            index += 1
        }
        installableFields[key] = found
    }

    /// Installs the properties at `fields`, the positions found the first
    /// time, reading only those fields of the view.
    private static func installKnown<V: View>(_ fields: [Int], of view: V, in node: AnyCompositeNode) {
        let children = Mirror(reflecting: view).children
        var position = children.startIndex
        var offset = 0
        for (index, field) in fields.enumerated() {
            position = children.index(position, offsetBy: field - offset)
            offset = field
            guard let property = children[position].value as? any InstallableProperty else { continue }
            if node.propertyStorage.count <= index { node.propertyStorage.append(nil) }
            property.install(in: node, at: index)
        }
    }

    static func tearDown(_ storage: [AnyObject?]) {
        for case let property as any PropertyStorage in storage {
            property.tearDown()
        }
    }
}
