/// The catalog as the list shows it before any search: its categories in
/// first-appearance order, each product's section and the sections.
///
/// Built in two passes over the products with room reserved for every
/// section, and without hashing a category unless it differs from the
/// previous product's: catalogs list a category's products together, so
/// most products land in the section the one before them did.
struct CatalogOutline {
    /// The categories in the order they first appear.
    let categories: [String]
    /// The section of the product at each index of the catalog.
    let sectionOfProduct: [Int]
    /// Every product, by category, catalog order within each.
    let sections: [CatalogSection]
    /// The indexes of the products the catalog marks as favorites, ascending.
    let favoriteIndexes: [Int]

    /// Outlines `products`.
    ///
    /// - Complexity: O(n) in the number of products.
    init(products: [Product]) {
        var categories: [String] = []
        var sectionByCategory: [String: Int] = [:]
        var sectionOfProduct: [Int] = []
        sectionOfProduct.reserveCapacity(products.count)
        var sizes: [Int] = []
        var favoriteIndexes: [Int] = []
        var section = -1
        for index in products.indices {
            let category = products[index].category
            if section < 0 || category != categories[section] {
                if let known = sectionByCategory[category] {
                    section = known
                } else {
                    section = categories.count
                    categories.append(category)
                    sectionByCategory[category] = section
                    sizes.append(0)
                }
            }
            sizes[section] += 1
            sectionOfProduct.append(section)
            if products[index].isFavorite { favoriteIndexes.append(index) }
        }
        var productIndexes = sizes.map { size in
            var indexes: [Int] = []
            indexes.reserveCapacity(size)
            return indexes
        }
        for index in products.indices {
            productIndexes[sectionOfProduct[index]].append(index)
        }
        self.categories = categories
        self.sectionOfProduct = sectionOfProduct
        self.favoriteIndexes = favoriteIndexes
        sections = categories.indices.map {
            CatalogSection(category: categories[$0], productIndexes: productIndexes[$0], of: products)
        }
    }
}
