import Foundation
import GraftTerminal
import Observation

/// Loads an ``AsyncImage``'s picture once per URL and publishes the result.
@MainActor
@Observable
final class AsyncImageLoader {
    /// The last URL loaded and its phase; observed, so the body that shows it updates.
    private var result: (url: URL, phase: AsyncImagePhase)?
    @ObservationIgnored private var requested: URL?
    @ObservationIgnored private var task: Task<Void, Never>?

    /// The loads not finished yet, for tests to wait for.
    private static var pending: [ObjectIdentifier: Task<Void, Never>] = [:]

    /// Starts loading `url` unless it is the URL asked for last; a new URL cancels the old load.
    func load(_ url: URL?) {
        guard url != requested else { return }
        requested = url
        task?.cancel()
        task = nil
        guard let url else { return }
        let key = ObjectIdentifier(self)
        let task = Task { [weak self] in
            let phase = await Self.phase(loading: url)
            Self.pending[key] = nil
            guard !Task.isCancelled, let self, self.requested == url else { return }
            self.result = (url, phase)
        }
        self.task = task
        Self.pending[key] = task
    }

    /// What to show for `url`: its result once loaded, empty before.
    func phase(for url: URL?) -> AsyncImagePhase {
        guard let url, let result, result.url == url else { return .empty }
        return result.phase
    }

    /// Waits until every load started so far has finished and published its result.
    static func waitForPendingLoads() async {
        while let task = pending.first?.value {
            await task.value
            pending = pending.filter { $0.value != task }
        }
    }

    /// Reads and decodes `url` off the main actor.
    private static func phase(loading url: URL) async -> AsyncImagePhase {
        guard url.isFileURL else { return .failure(AsyncImageLoadingError.unsupportedURL(url)) }
        let path = url.path
        let decoded: Result<RGBAImage, AsyncImageLoadingError> = await Task.detached {
            guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable(url)) }
            guard let image = ImageLoading.image(data: data) else { return .failure(.notAnImage(url)) }
            return .success(image)
        }.value
        switch decoded {
        case .success(let picture): return .success(Image(picture: picture, name: url.lastPathComponent))
        case .failure(let error): return .failure(error)
        }
    }
}
