import Foundation
import Testing

@testable import CatalogApp

/// Reading a catalog file on a thread of its own.
struct BackgroundCatalogLoadingTests {
    @Test func aFileReadsToTheSameCatalogWithEveryByteCounted() async throws {
        let catalog = Catalog(products: CatalogGenerator.products(count: 2_000))
        let data = catalog.jsonData()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-loading-\(UUID().uuidString).json")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let loading = CatalogLoading(contentsOfFile: url.path)
        #expect(loading.totalBytes == data.count)
        let result = await loading.value()
        #expect(try result.get() == catalog)
        #expect(loading.bytesRead == data.count)
        #expect(loading.wait(upTo: .zero))
    }

    @Test func aMissingFileEndsUnreadable() async {
        let loading = CatalogLoading(contentsOfFile: "/nonexistent/catalog.json")
        #expect(loading.totalBytes == 0)
        guard case .failure(.unreadable(let path, let reason)) = await loading.value() else {
            Issue.record("a missing file must not load")
            return
        }
        #expect(path == "/nonexistent/catalog.json")
        #expect(reason == "no such file")
    }

    @Test func aPipeHasNoSizeToShowButStillReads() async throws {
        // As `--catalog <(command)` gives it: a pipe with the catalog already in it.
        let catalog = Catalog(products: CatalogGenerator.products(count: 50))
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(catalog.jsonData())
        try pipe.fileHandleForWriting.close()
        let loading = CatalogLoading(contentsOfFile: "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        #expect(loading.totalBytes == 0)
        #expect(try await loading.value().get() == catalog)
        withExtendedLifetime(pipe) {}
    }
}
