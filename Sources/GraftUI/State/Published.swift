/// A property of an ``ObservableObject`` that announces its changes: setting
/// it sends the object's `objectWillChange`, then the new value to
/// subscribers of its `$property` publisher.
///
/// ```swift
/// let subscription = cart.$items.sink { items in label.text = "\(items.count)" }
/// ```
@propertyWrapper
public struct Published<Value> {
    let box: Box

    /// Creates a published property with an initial value.
    public init(wrappedValue: Value) {
        box = Box(value: wrappedValue)
    }

    /// Not available: `@Published` works only in classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// A publisher of the property's values: the current value on subscription,
    /// then each new value, sent as it is set.
    public var projectedValue: Publisher {
        Publisher(box: box)
    }

    /// Reads and writes through the enclosing object, so a write can tell it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            // The box learns its object's publisher the first time it is
            // looked up, so later writes skip the reflection.
            if let publisher = box.objectPublisher {
                publisher.send()
            } else if let observable = object as? any ObservableObject {
                observable.objectWillChange.send()
            }
            box.value = newValue
            box.sendValue(newValue)
        }
    }

    /// Where a published value lives, with its subscribers.
    final class Box: PublishedBox {
        var value: Value
        var objectPublisher: ObservableObjectPublisher?
        private var subscribers: [Int: (Value) -> Void] = [:]
        private var nextToken = 0

        init(value: Value) {
            self.value = value
        }

        func sendValue(_ value: Value) {
            for subscriber in subscribers.values { subscriber(value) }
        }

        func subscribe(_ receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let token = nextToken
            nextToken += 1
            subscribers[token] = receiveValue
            receiveValue(value)
            return AnyCancellable { [weak self] in self?.subscribers[token] = nil }
        }
    }

    /// The `$property` publisher.
    public struct Publisher {
        let box: Box

        /// Calls `receiveValue` with the current value and then with every new
        /// value, until the returned cancellable is cancelled or released.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            box.subscribe(receiveValue)
        }
    }
}

/// The storage of a `@Published` property, whatever its value type.
protocol PublishedBox: AnyObject {
    var objectPublisher: ObservableObjectPublisher? { get set }
}

/// A `@Published` property, found by reflection.
protocol PublishedStorageProviding {
    var storageBox: any PublishedBox { get }
}

extension Published: PublishedStorageProviding {
    var storageBox: any PublishedBox { box }
}
