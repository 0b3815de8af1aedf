import Testing

@testable import CatalogApp

/// The table that finds a product's position by its id.
struct ProductIDIndexTests {
    private static func products(_ count: Int) -> [Product] {
        (0 ..< count).map { Product(id: "p\($0)", name: "P \($0)", price: 1, category: "c") }
    }

    @Test func findsEveryProductAfterGrowingPastItsCapacity() {
        let products = Self.products(1000)
        var index = ProductIDIndex(capacity: 3)
        for position in products.indices {
            #expect(index.insert(position, id: products[position].id, in: products) == nil)
        }
        #expect(products.indices.allSatisfy { index.index(of: products[$0].id, in: products) == $0 })
        #expect(index.index(of: "p1000", in: products) == nil)
        #expect(index.index(of: "", in: products) == nil)
    }

    @Test func aRepeatedIDNamesWhereTheFirstOneIs() {
        let products = Self.products(10)
        var index = ProductIDIndex(products: products)
        #expect(index.insert(10, id: "p7", in: products) == 7)
        #expect(index.index(of: "p7", in: products) == 7)
    }
}
