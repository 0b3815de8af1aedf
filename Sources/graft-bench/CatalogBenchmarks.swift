import CatalogApp
import Foundation

/// The catalog app's data layer: loading a catalog file, building the
/// store, a search keystroke and a favorite toggle, at 100 and 100,000 products.
@MainActor
enum CatalogBenchmarks {
    static let sizes = [100, 100_000]

    static var all: [Benchmark] {
        var benchmarks: [Benchmark] = []
        for count in sizes {
            let fixture = Fixture(count: count)
            benchmarks.append(
                Benchmark(name: "catalog.load/\(count)", unit: "parse + check a catalog file in memory") { iterations in
                    var total = 0
                    for _ in 0 ..< iterations {
                        total &+= (try? Catalog(json: fixture.json, fileName: "generated.json"))?.products.count ?? 0
                    }
                    return total
                })
            benchmarks.append(
                Benchmark(name: "catalog.startup/\(count)", unit: "read + check the file, build the store: all before the first frame") {
                    iterations in
                    let path = fixture.filePath
                    var total = 0
                    for _ in 0 ..< iterations {
                        guard let catalog = try? Catalog.load(contentsOfFile: path) else { return 0 }
                        total &+= CatalogStore(catalog: catalog).sections.count
                    }
                    return total
                })
            benchmarks.append(
                Benchmark(
                    name: "catalog.store/\(count)",
                    unit: "CatalogStore(catalog:) for a catalog read from JSON: what the first frame waits for"
                ) { iterations in
                    let catalog = fixture.loadedCatalog
                    var total = 0
                    for _ in 0 ..< iterations { total &+= CatalogStore(catalog: catalog).sections.count }
                    return total
                })
            benchmarks.append(
                Benchmark(
                    name: "catalog.store-unindexed/\(count)",
                    unit: "CatalogStore(catalog:) for a catalog made in code, whose ids the store must index"
                ) { iterations in
                    var total = 0
                    for _ in 0 ..< iterations { total &+= CatalogStore(catalog: fixture.catalog).sections.count }
                    return total
                })
            benchmarks.append(
                Benchmark(name: "catalog.store-and-index/\(count)", unit: "CatalogStore(catalog:), then a search that waits for its index")
                { iterations in
                    var total = 0
                    for _ in 0 ..< iterations {
                        let store = CatalogStore(catalog: fixture.catalog)
                        store.searchText = "zzz"
                        total &+= store.sections.count
                    }
                    return total
                })
            // Neither query extends the other, so every keystroke searches everything.
            benchmarks.append(
                Benchmark(name: "catalog.search.fresh/\(count)", unit: "keystroke: a new word") { iterations in
                    fixture.search(["lamp", "kettle"], iterations)
                })
            // One letter matches nearly every product: the most sections to rebuild.
            benchmarks.append(
                Benchmark(name: "catalog.search.fresh-letter/\(count)", unit: "keystroke: one letter") { iterations in
                    fixture.search(["a", "e"], iterations)
                })
            // Typing "walnut lamp" one character at a time; each narrows the last result.
            let typed = "walnut lamp"
            let prefixes = (1 ... typed.count).map { String(typed.prefix($0)) }
            benchmarks.append(
                Benchmark(name: "catalog.search.incremental/\(count)", unit: "keystroke: typing \"walnut lamp\"") { iterations in
                    fixture.search(prefixes, iterations)
                })
            benchmarks.append(
                Benchmark(name: "catalog.favorite-toggle/\(count)", unit: "toggle, observed by a change handler") { iterations in
                    fixture.toggle(iterations)
                })
        }
        benchmarks.append(
            Benchmark(name: "catalog.format-price", unit: "Product.formattedPrice()") { iterations in
                let product = Product(id: "p", name: "Pen", price: Decimal(string: "49.5") ?? 0, category: "Desk")
                var total = 0
                for _ in 0 ..< iterations { total &+= product.formattedPrice().utf8.count }
                return total
            })
        return benchmarks
    }

    /// A generated catalog and a store over it, made when first used.
    @MainActor
    final class Fixture {
        let count: Int
        private var cachedCatalog: Catalog?
        private var cachedLoadedCatalog: Catalog?
        private var cachedJSON: [UInt8]?
        private var cachedStore: CatalogStore?
        private var cachedFilePath: String?
        private var subscription: CatalogChangeSubscription?
        private var changes = 0

        init(count: Int) {
            self.count = count
        }

        var catalog: Catalog {
            if let cachedCatalog { return cachedCatalog }
            let catalog = Catalog(products: CatalogGenerator.products(count: count))
            cachedCatalog = catalog
            return catalog
        }

        /// The catalog as reading its JSON gives it, as the app gets it.
        var loadedCatalog: Catalog {
            if let cachedLoadedCatalog { return cachedLoadedCatalog }
            guard let catalog = try? Catalog(json: json, fileName: "generated.json") else {
                preconditionFailure("CatalogBenchmarks.Fixture: the generated catalog must read back")
            }
            cachedLoadedCatalog = catalog
            return catalog
        }

        var json: [UInt8] {
            if let cachedJSON { return cachedJSON }
            let json = Array(catalog.jsonData())
            cachedJSON = json
            return json
        }

        /// The catalog, written once per run to a file in the temporary directory.
        var filePath: String {
            if let cachedFilePath { return cachedFilePath }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("graft-bench-catalog-\(count).json").path
            FileManager.default.createFile(atPath: path, contents: Data(json))
            cachedFilePath = path
            return path
        }

        var store: CatalogStore {
            if let cachedStore { return cachedStore }
            let store = CatalogStore(catalog: catalog)
            subscription = store.observeChanges { [unowned self] change in changes &+= change.productIDs.count }
            cachedStore = store
            return store
        }

        /// Sets the search text to each query in turn, `iterations` times.
        func search(_ queries: [String], _ iterations: Int) -> Int {
            let store = store
            var total = 0
            for iteration in 0 ..< iterations {
                store.searchText = queries[iteration % queries.count]
                total &+= store.sections.count
            }
            store.searchText = ""
            return total
        }

        /// Toggles the favorite of products across the catalog, `iterations` times.
        func toggle(_ iterations: Int) -> Int {
            let store = store
            let products = store.products
            var total = 0
            for iteration in 0 ..< iterations {
                let id = products[(iteration &* 7919) % products.count].id
                store.toggleFavorite(id)
                total &+= store.isFavorite(id) ? 1 : 0
            }
            return total &+ changes
        }
    }
}
