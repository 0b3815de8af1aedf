import GraftTerminal

extension ProductPictures {
    /// The PNG files the built-in catalog's products should have, by file
    /// name: what Sources/CatalogApp/Resources/ProductPictures must hold.
    /// The test that compares them rewrites the folder when
    /// `GRAFT_PICTURES_RECORD` is set (Scripts/generate-product-pictures.sh).
    nonisolated static func expectedFiles(for products: [Product]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for product in products {
            let art = ProductArt.picture(id: product.id, category: product.category, symbol: product.symbol)
            files[product.id + ".png"] = PNGEncoder.encode(art)
        }
        return files
    }
}
