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

    /// The 8 screen rows under the product's name and price: where the detail shows its picture.
    private static func pictureRows(_ lines: [String]) throws -> [String] {
        let title = try #require(lines.firstIndex { $0.contains("Field Notes Case") })
        #expect(lines[title + 1].contains("$49.00"))
        #expect(lines[title + 2].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[title + 11].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[title + 12].contains("A waxed-canvas"))
        return Array(lines[title + 3 ..< title + 11])
    }

    @Test func theDetailScreenShowsTheProductsPicture() async throws {
        let harness = await CatalogHarness.launch()
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy Now")
        let rows = try Self.pictureRows(await harness.screen().lines)
        for row in rows {
            #expect(row.hasPrefix("  ") && row.count <= 34 && row.allSatisfy { $0 == " " || $0 == "▀" }, "\(row)")
        }
        #expect(rows.filter { $0.contains("▀") }.count >= 4, "the picture's edges show as two-color cells")
    }

    @Test func withoutColorsTheDetailPictureIsShaded() async throws {
        let harness = await CatalogHarness.launch(colorSupport: .none)
        try await harness.pilot.press(.enter)
        try await harness.pilot.waitFor("Buy Now")
        let rows = try Self.pictureRows(await harness.screen().lines)
        for row in rows {
            #expect(row.hasPrefix("  ") && row.allSatisfy { " ░▒▓█".contains($0) }, "\(row)")
        }
        #expect(Set(rows.joined()).isSuperset(of: ["░", "▒", "▓"]))
    }
}
