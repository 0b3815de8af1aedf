/// A model from before the Observation module: it announces changes through
/// ``objectWillChange``, which `@Published` properties send automatically.
///
/// ```swift
/// final class Cart: ObservableObject {
///     @Published var items: [String] = []
/// }
/// ```
///
/// Views watch it with ``ObservedObject``, ``StateObject`` or ``EnvironmentObject``;
/// imperative code subscribes to `objectWillChange` or to a `$property` publisher.
public protocol ObservableObject: AnyObject {
    /// Sends before any `@Published` property of the object changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's change publisher, shared by all of its `@Published`
    /// properties (found once, by reflection, the first time it is asked for).
    public var objectWillChange: ObservableObjectPublisher {
        let mirror = Mirror(reflecting: self)
        var found: ObservableObjectPublisher?
        var boxes: [any PublishedBox] = []
        var current: Mirror? = mirror
        while let level = current {
            for child in level.children {
                if let published = child.value as? any PublishedStorageProviding {
                    let box = published.storageBox
                    if found == nil { found = box.objectPublisher }
                    boxes.append(box)
                }
            }
            current = level.superclassMirror
        }
        let publisher = found ?? ObservableObjectPublisher()
        for box in boxes where box.objectPublisher !== publisher {
            box.objectPublisher = publisher
        }
        return publisher
    }
}

/// Sends "about to change" to its subscribers.
public final class ObservableObjectPublisher {
    private var subscribers: [Int: () -> Void] = [:]
    private var nextToken = 0

    /// Creates a publisher with no subscribers.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        for subscriber in subscribers.values { subscriber() }
    }

    /// Calls `receiveValue` before each change, until the returned
    /// cancellable is cancelled or released.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        let token = nextToken
        nextToken += 1
        subscribers[token] = receiveValue
        return AnyCancellable { [weak self] in self?.subscribers[token] = nil }
    }
}

/// Cancels a subscription when told to, or when released.
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    /// Creates a cancellable that runs `cancel` once.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    deinit {
        cancelAction?()
    }

    /// Ends the subscription.
    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }

    /// Keeps the subscription alive as long as `set` holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
