import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("AsyncImage")
struct AsyncImageTests {
    @Test func aFileURLShowsThePictureOnceLoaded() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-async-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("logo.png")
        try #require(Data(base64Encoded: ImageTests.rgba8PNG)).write(to: file)

        let graph = ViewGraph(root: AsyncImage(url: file).frame(width: 2, height: 2))
        let before = graph.render(size: Size(width: 2, height: 2))
        // The placeholder is a gray fill, not the picture.
        #expect(before[0, 0].style.background != .default)
        await AsyncImageLoader.waitForPendingLoads()
        let after = graph.render(size: Size(width: 2, height: 2))
        #expect(after.text == "▀▀\n▄▀")
        #expect(after[0, 0].style == Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func aNetworkURLFails() async throws {
        let url = try #require(URL(string: "https://example.com/logo.png"))
        let view = AsyncImage(url: url) { phase in
            if let error = phase.error {
                Text(String(describing: error))
            } else if phase.image != nil {
                Text("image")
            } else {
                Text("loading")
            }
        }
        let graph = ViewGraph(root: view)
        #expect(graph.render(size: Size(width: 60, height: 1)).text.contains("loading"))
        await AsyncImageLoader.waitForPendingLoads()
        #expect(
            graph.render(size: Size(width: 80, height: 1)).text.contains(
                "AsyncImage loads only file: URLs, not https://example.com/logo.png"))
    }

    @Test func contentAndPlaceholderShowTheirViews() async throws {
        let url = try #require(URL(string: "file:///nonexistent/graft/none.png"))
        let view = AsyncImage(url: url) { _ in
            Text("image")
        } placeholder: {
            Text("wait")
        }
        let graph = ViewGraph(root: view)
        #expect(graph.render(size: Size(width: 5, height: 1)).text == "wait")
        await AsyncImageLoader.waitForPendingLoads()
        // A file that cannot be read fails, and the placeholder stays.
        #expect(graph.render(size: Size(width: 5, height: 1)).text == "wait")
    }
}
