import Foundation
import TUIKit

/// The products' pictures: PNG resources named by product id, drawn by
/// ``ProductArt`` and committed (see ``ProductPictures/regenerate(into:)``).
/// A product that is not in the built-in catalog has none.
@MainActor
enum ProductPictures {
    /// Pictures looked up so far, including the products that have none.
    private static var loaded: [String: TUIImage?] = [:]

    /// The picture of the product with `id`, if there is one.
    static func picture(for id: String) -> TUIImage? {
        if let known = loaded[id] { return known }
        let image = Bundle.module.url(forResource: id, withExtension: "png", subdirectory: directory).flatMap {
            TUIImage(contentsOfFile: $0.path)
        }
        loaded[id] = image
        return image
    }

    /// The resource folder, in Sources/CatalogApp/Resources.
    nonisolated static let directory = "ProductPictures"
}
