import Foundation
import GraftTerminal
import GraftTesting
import Testing

@testable import CatalogApp

/// The products' pictures: committed PNG files that must be exactly what
/// ProductArt draws, and shown on the detail screen.
@MainActor
@Suite("Product pictures")
struct ProductPicturesTests {
    private static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CatalogApp/Resources/ProductPictures")
    }

    /// Rewrites the folder from ProductArt when `GRAFT_PICTURES_RECORD` is set
    /// (Scripts/generate-product-pictures.sh); otherwise checks it.
    @Test func theCommittedPicturesAreWhatProductArtDraws() throws {
        let expected = ProductPictures.expectedFiles(for: Catalog.standard.products)
        if ProcessInfo.processInfo.environment["GRAFT_PICTURES_RECORD"] != nil {
            let manager = FileManager.default
            for name in (try? manager.contentsOfDirectory(atPath: Self.folder.path)) ?? [] where name.hasSuffix(".png") {
                try manager.removeItem(at: Self.folder.appendingPathComponent(name))
            }
            for (name, bytes) in expected { try Data(bytes).write(to: Self.folder.appendingPathComponent(name)) }
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".png") }
        #expect(Set(committed) == Set(expected.keys), "run Scripts/generate-product-pictures.sh")
        for (name, bytes) in expected {
            let file = try? Data(contentsOf: Self.folder.appendingPathComponent(name))
            #expect(file == Data(bytes), "\(name) is not what ProductArt draws: run Scripts/generate-product-pictures.sh")
        }
    }

    @Test func everyPictureDecodesAndTheProductsLookDifferent() throws {
        var seen = Set<RGBAImage>()
        for product in Catalog.standard.products {
            let picture = try #require(ProductPictures.picture(for: product.id), "\(product.id) has no picture")
            #expect(picture.size == CGSize(width: 32, height: 16))
            seen.insert(try #require(picture.bitmap))
        }
        #expect(seen.count == Catalog.standard.products.count)
        #expect(ProductPictures.picture(for: "not-a-product") == nil)
    }

    /// The picture's rows on screen: 32 cells of half blocks under the title.
    private static func pictureRows(_ lines: [String], matching cell: (Character) -> Bool) -> [String] {
        lines.filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return line.hasPrefix("  ") && trimmed.count >= 30 && trimmed.allSatisfy(cell)
        }
    }

    @Test func theDetailScreenShowsTheProductsPicture() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy Now")
        let lines = await harness.screen().lines
        let rows = Self.pictureRows(lines, matching: { $0 == "▀" })
        #expect(rows.count == 8)
        #expect(rows.first.map { $0 == "  " + String(repeating: "▀", count: 32) } == true)
        let title = try #require(lines.firstIndex { $0.contains("Field Notes Case") })
        let picture = try #require(lines.firstIndex { $0.hasPrefix("  ▀▀▀▀") })
        #expect(picture > title && picture < try #require(lines.firstIndex { $0.contains("A waxed-canvas") }))
    }

    @Test func withoutColorsTheDetailPictureIsShaded() async throws {
        let harness = await CatalogHarness.launch(colorSupport: .none)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy Now")
        let lines = await harness.screen().lines
        #expect(!lines.contains { $0.contains("▀") })
        let shaded = Self.pictureRows(lines, matching: { " ░▒▓█".contains($0) })
        #expect(shaded.count >= 6)
        #expect(Set(shaded.joined()).isSuperset(of: ["░", "▒", "▓"]))
    }
}
