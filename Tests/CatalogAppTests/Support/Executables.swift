import Foundation

/// Finds the package's built executables next to the test bundle.
enum Executables {
    /// The build products folder the tests run from.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The path of the `catalog` executable, or nil when it was not built.
    static var catalog: String? {
        let candidates = [
            productsDirectory.appendingPathComponent("catalog").path,
            productsDirectory.deletingLastPathComponent().appendingPathComponent("catalog").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
