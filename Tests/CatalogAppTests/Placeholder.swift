import Testing
@testable import CatalogApp
