import Foundation
import GraftTerminal

/// A view that loads and shows an image from a URL.
///
/// Graft reads `file:` URLs: the PNG there is decoded off the main actor,
/// then shown. Graft makes no network requests, so any other URL ends in
/// ``AsyncImagePhase/failure(_:)`` with ``AsyncImageLoadingError``. The image
/// is loaded once per URL, however often the body that shows it is
/// evaluated again. Until it loads (or when it fails), the plain
/// `AsyncImage(url:)` shows a gray fill. `scale` is accepted; a picture is
/// drawn as ``Image`` draws one, two pixels to a cell.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    /// The content for a phase; nil for `AsyncImage(url:scale:)`, which shows the image or a gray fill.
    private let content: ((AsyncImagePhase) -> Content)?
    @State private var loader = AsyncImageLoader()

    /// Loads and shows the image at `url`, with a gray fill until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = nil
    }

    /// Loads the image at `url` and shows `content` with it, and
    /// `placeholder` until it loads or when it fails.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        self.content = { phase in
            if let image = phase.image {
                ViewBuilder.buildEither(first: content(image))
            } else {
                ViewBuilder.buildEither(second: placeholder())
            }
        }
    }

    /// Loads the image at `url` and shows `content` for each phase of the
    /// load. `transaction` is accepted; Graft does not animate the change yet.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    /// The content for the load's current phase.
    public var body: some View {
        loader.load(url)
        return AsyncImageContent(phase: loader.phase(for: url), content: content)
    }
}

/// What an ``AsyncImage`` shows for a phase.
private struct AsyncImageContent<Content: View>: View {
    let phase: AsyncImagePhase
    let content: ((AsyncImagePhase) -> Content)?

    var body: some View {
        if let content {
            content(phase)
        } else if let image = phase.image {
            image
        } else {
            Color.gray.opacity(0.5)
        }
    }
}

/// The phases of an ``AsyncImage``'s load.
public enum AsyncImagePhase {
    /// The image is not loaded yet (or there is no URL).
    case empty
    /// The image loaded.
    case success(Image)
    /// The image did not load, for `error`.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error the load failed with, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an ``AsyncImage`` did not load.
public enum AsyncImageLoadingError: Error, Equatable, CustomStringConvertible {
    /// The URL is not a `file:` URL: Graft makes no network requests.
    case unsupportedURL(URL)
    /// Nothing could be read at the file URL.
    case unreadable(URL)
    /// The file is not a PNG image Graft decodes.
    case notAnImage(URL)

    /// The error in words, with the URL.
    public var description: String {
        switch self {
        case .unsupportedURL(let url): "AsyncImage loads only file: URLs, not \(url.absoluteString)"
        case .unreadable(let url): "AsyncImage could not read \(url.path)"
        case .notAnImage(let url): "AsyncImage could not decode a PNG image at \(url.path)"
        }
    }
}
