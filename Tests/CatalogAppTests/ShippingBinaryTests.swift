import Foundation
import Testing

/// What the shipping `catalog` binary carries: tape playback and recording,
/// but not the test framework that snapshot assertions need.
@Suite("The shipping binary")
struct ShippingBinaryTests {
    @Test func theCatalogDoesNotLinkSwiftTesting() throws {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let binary = try Data(contentsOf: URL(fileURLWithPath: catalog), options: .alwaysMapped)
        // A dynamic link names the library; a static one leaves the module's mangled symbols.
        #expect(binary.range(of: Data("libTesting.so".utf8)) == nil)
        #expect(binary.range(of: Data("$s7Testing".utf8)) == nil)
        // The tape player is in it: `--tape` works from the same binary.
        #expect(binary.range(of: Data("10GraftTapes".utf8)) != nil)
    }
}
