/// A placeholder for elements a menu loads when it shows, as UIKit's
/// `UIDeferredMenuElement`: the menu draws `Loading…` until the provider
/// calls its completion, then shows the elements in its place.
///
/// ```swift
/// TUIDeferredMenuElement { completion in
///     store.recentItems { items in completion(items.map(makeAction)) }
/// }
/// ```
///
/// The elements are loaded once and kept; an ``uncached(_:)`` element
/// loads them every time its menu shows.
@MainActor
public final class TUIDeferredMenuElement: TUIMenuElement {
    /// Loads the elements and passes them to the completion, at once or later.
    public typealias ElementProvider =
        @MainActor (@escaping @MainActor ([TUIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    /// Whether loaded elements are kept for the next time the menu shows.
    let isCached: Bool
    /// The loaded elements; nil until loaded (and again when a menu of an
    /// uncached element closes).
    private(set) var loadedElements: [TUIMenuElement]?
    /// Whether the provider is running and has not called back.
    private var isLoading = false
    /// Called when elements arrive, so an open menu shows them.
    private var onLoad: [@MainActor () -> Void] = []
    /// How many loads have started, so an answer can tell whether it is the latest one's.
    private var loadCount = 0
    /// Whether the provider is being called now: an answer then is read by the caller.
    private var isInsideProvider = false

    /// Creates an element whose elements `elementProvider` loads once.
    ///
    /// - Parameter elementProvider: Loads the elements.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = true
        super.init(title: "", subtitle: nil)
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = false
        super.init(title: "", subtitle: nil)
    }

    /// Creates an element whose elements `elementProvider` loads each time its menu shows.
    ///
    /// - Parameter elementProvider: Loads the elements.
    /// - Returns: The element.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> TUIDeferredMenuElement {
        TUIDeferredMenuElement(uncached: elementProvider)
    }

    /// Starts loading unless loaded or loading; `then` runs when elements arrive later.
    func load(then: @escaping @MainActor () -> Void) {
        guard loadedElements == nil else { return }
        onLoad.append(then)
        guard !isLoading else { return }
        isLoading = true
        loadCount += 1
        let thisLoad = loadCount
        isInsideProvider = true
        provider { [weak self] elements in
            // A late answer to a load an uncached element gave up on when its menu closed is stale.
            guard let self, self.isLoading, self.loadCount == thisLoad else { return }
            self.isLoading = false
            self.loadedElements = elements
            let waiting = self.onLoad
            self.onLoad = []
            // An answer during the call needs no callback: the menu reads it right after.
            if !self.isInsideProvider { for callback in waiting { callback() } }
        }
        isInsideProvider = false
        if loadedElements != nil { onLoad = [] }
    }

    /// Forgets the elements of an uncached element when its menu closes.
    func menuDidClose() {
        guard !isCached else { return }
        loadedElements = nil
        isLoading = false
        onLoad = []
    }
}
