import GraftHosting
import GraftTesting
import Testing

@testable import CatalogApp

/// One terminal the catalog's screens are checked in: a size and a theme,
/// named as the snapshot references are (`80x24-light`).
struct SnapshotLook: CustomTestStringConvertible, Sendable {
    let size: Size
    let theme: Theme

    /// The sizes and themes every screen must look good in.
    static let all: [SnapshotLook] = [
        SnapshotLook(size: Size(width: 80, height: 24), theme: .light),
        SnapshotLook(size: Size(width: 80, height: 24), theme: .dark),
        SnapshotLook(size: Size(width: 120, height: 40), theme: .light),
        SnapshotLook(size: Size(width: 120, height: 40), theme: .dark),
    ]

    /// The smallest terminal the app is usable in (its minimum size), in both themes.
    static let smallest: [SnapshotLook] = [
        SnapshotLook(size: Size(width: 40, height: 12), theme: .light),
        SnapshotLook(size: Size(width: 40, height: 12), theme: .dark),
    ]

    var name: String { "\(size.width)x\(size.height)-\(theme.rawValue)" }
    var testDescription: String { name }
}

extension CatalogHarness {
    /// Starts the app at `look`'s size and theme, waiting until the window
    /// shows the theme, so the first frame a test looks at is painted in it.
    static func launch(
        _ look: SnapshotLook, failingPurchases: Int = 0,
        catalog: Catalog = .standard
    ) async throws -> CatalogHarness {
        let harness = await launch(size: look.size, failingPurchases: failingPurchases, catalog: catalog)
        harness.model.settings.theme = look.theme
        let expected: TUIUserInterfaceStyle = look.theme == .light ? .light : .dark
        // The theme reaches the window on the main actor's next turn.
        for _ in 0 ..< 200 where harness.app.window.traitCollection.userInterfaceStyle != expected {
            try await Task.sleep(for: .milliseconds(5))
            await harness.pilot.settle()
        }
        #expect(harness.app.window.traitCollection.userInterfaceStyle == expected)
        return harness
    }
}

extension CatalogHarness {
    /// The screen now with `text` (such as a random order number) written
    /// over as `x`s in its own colors, so the snapshot is the same every run.
    func screen(masking text: some StringProtocol) async throws -> Frame {
        await pilot.settle()
        var canvas = try #require(target.screen)
        let point = try #require(Frame(canvas).location(of: String(text)), "\(text) is not on screen")
        let style = canvas[point.x, point.y].style
        _ = canvas.write(String(repeating: "x", count: text.count), at: point, style: style)
        return Frame(canvas)
    }
}
