import Foundation
import Testing

@testable import CatalogApp

@Suite("Unknown symbols in a user's catalog")
@MainActor
struct UnknownSymbolWarningTests {
    private func product(_ name: String, symbol: String?) -> Product {
        Product(id: name, name: name, price: 1, currencyCode: "USD", category: "Desk", symbol: symbol)
    }

    @Test func aSymbolGraftDoesNotDrawIsWarnedAboutByProductAndFile() {
        let catalog = Catalog(products: [
            product("Lamp", symbol: "lamp.desk"), product("Pen", symbol: "pencil"), product("Mug", symbol: nil),
        ])
        #expect(
            AppLaunch.unknownSymbolWarnings(in: catalog, path: "mine.json") == [
                "warning: mine.json: product 'Lamp' has the unknown symbol 'lamp.desk', which shows as ?; the names Graft draws are listed in docs/SYMBOLS.md"
            ])
    }

    @Test func theWarningComesWithTheLaunchOfAUserCatalogOnly() throws {
        let catalog = Catalog(products: [product("Lamp", symbol: "lamp.desk")])
        var options = try CommandLineOptions.parse(["--tape", "t.tape"])
        #expect(try AppLaunch(options: options, catalog: catalog, environment: [:]).warnings.isEmpty)
        options.catalogPath = "mine.json"
        #expect(try AppLaunch(options: options, catalog: catalog, environment: [:]).warnings.count == 1)
    }
}
