import Dispatch
import Foundation
import GraftHosting
import Testing

@testable import CatalogApp

/// The loading screen over a catalog that reads as slowly as the test says:
/// what it shows part of the way, and how it ends.
@MainActor
struct CatalogLoadingScreenTests {
    /// A catalog read that reports `reported` of `total` bytes, then waits to be let go.
    final class GatedRead: Sendable {
        let reported = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)

        func loading(total: Int, readSoFar: Int, result: Result<Catalog, CatalogLoadError>) -> CatalogLoading {
            CatalogLoading(totalBytes: total) { [self] progress throws(CatalogLoadError) in
                progress(readSoFar)
                reported.signal()
                release.wait()
                return try result.get()
            }
        }
    }

    static let size = Size(width: 60, height: 20)
    static let catalog = Catalog(products: [
        Product(id: "lamp", name: "Desk Lamp", price: 30, category: "Desk"),
        Product(id: "kettle", name: "Kettle", price: 25, category: "Kitchen"),
    ])

    /// A loading screen attached to a loop over a headless surface, over a gated read.
    @MainActor
    struct Fixture {
        let read = GatedRead()
        let loading: CatalogLoading
        let surface = HeadlessSurface(size: CatalogLoadingScreenTests.size)
        let loop: MainLoop
        let screen: CatalogLoadingScreen

        init(readSoFar: Int, result: Result<Catalog, CatalogLoadError> = .success(CatalogLoadingScreenTests.catalog)) {
            loading = read.loading(total: 1000, readSoFar: readSoFar, result: result)
            loop = MainLoop(surface: surface)
            screen = CatalogLoadingScreen(loading: loading)
            screen.attach(to: loop)
        }

        func press(_ key: KeyEvent) {
            surface.enqueue(.key(key))
            loop.processInput()
        }
    }

    private func lines(of surface: HeadlessSurface) -> [String] {
        surface.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func showsTheTitleAndTheBytesReadOfTheTotal() {
        let fixture = Fixture(readSoFar: 400)
        defer { fixture.read.release.signal() }
        fixture.read.reported.wait()
        fixture.screen.refresh()
        fixture.loop.displayIfNeeded()

        let lines = lines(of: fixture.surface)
        let titleRow = try? #require(lines.firstIndex { $0.contains("Loading catalog") })
        #expect(titleRow == Self.size.height / 2 - 1)
        // The bar is 50 cells here: 40% of it filled.
        let bar = lines[Self.size.height / 2].trimmingCharacters(in: .whitespaces)
        #expect(bar == String(repeating: "█", count: 20) + String(repeating: "░", count: 30))
        #expect(lines[Self.size.height / 2 + 1].trimmingCharacters(in: .whitespaces) == "400 of 1000 bytes")
        // Centered: as much room on the left as on the right.
        let title = lines[Self.size.height / 2 - 1]
        let left = title.prefix { $0 == " " }.count
        #expect(abs(left - (Self.size.width - left - "Loading catalog".count)) <= 1)
        #expect(fixture.screen.outcome == nil)
    }

    @Test func qQuitsWhileReadingAndOtherKeysAreDropped() {
        let fixture = Fixture(readSoFar: 10)
        defer { fixture.read.release.signal() }
        fixture.press(KeyEvent(.character("x")))
        #expect(fixture.screen.outcome == nil)
        fixture.press(KeyEvent(.character("q")))
        #expect(fixture.screen.outcome == .quit)
    }

    @Test func controlCQuitsAsAnInterrupt() {
        let fixture = Fixture(readSoFar: 10)
        defer { fixture.read.release.signal() }
        fixture.press(KeyEvent(.character("c"), modifiers: .control))
        #expect(fixture.screen.outcome == .interrupted)
    }

    @Test func anInvalidCatalogEndsWithItsError() async {
        let error = CatalogLoadError.invalid(
            CatalogError(fileName: "big.json", location: SourceLocation(line: 3, column: 7), message: "bad"))
        let fixture = Fixture(readSoFar: 500, result: .failure(error))
        fixture.read.release.signal()
        await fixture.screen.finished()
        #expect(fixture.screen.outcome == .failed(error))
    }

    @Test func theCatalogReplacesTheLoadingScreenOnceRead() async {
        let fixture = Fixture(readSoFar: 500)
        let (surface, loop) = (fixture.surface, fixture.loop)
        fixture.read.reported.wait()
        loop.displayIfNeeded()
        #expect(surface.text.contains("Loading catalog"))
        fixture.read.release.signal()
        await fixture.screen.finished()
        guard case .loaded(let catalog) = fixture.screen.outcome else {
            Issue.record("the catalog should have loaded, but the outcome is \(String(describing: fixture.screen.outcome))")
            return
        }
        #expect(catalog == Self.catalog)

        // The app takes over the same loop, as the command does.
        let model = AppModel(catalog: catalog, savedState: nil, stateFile: nil, purchaseService: SimulatedPurchaseService(delay: .zero))
        let app = CatalogApplication(model: model, application: TUIApplication())
        app.attach(to: loop)
        loop.setNeedsDisplay()
        loop.displayIfNeeded()
        #expect(surface.text.contains("Desk Lamp"))
        #expect(!surface.text.contains("Loading catalog"))
        #expect(!surface.text.contains("░"))
    }

    @Test func figuresAreInMegabytesForALargeFile() {
        #expect(CatalogLoadingScreen.figures(read: 12_345_678, of: 25_000_000) == "12.3 of 25.0 MB")
        #expect(CatalogLoadingScreen.figures(read: 2_500_000, of: 0) == "2.5 MB read")
    }
}
