import Foundation

/// Where a snapshot's reference file lives:
/// `__Snapshots__/<TestFile>/<testName>.<name or number>.txt` beside the test file.
struct SnapshotLocation: Hashable, Sendable {
    /// The reference file.
    let url: URL
    /// `<testName>.<name or number>`, as failure messages name the snapshot.
    let name: String

    /// The location of a snapshot.
    ///
    /// - Parameters:
    ///   - filePath: The test file's path (`#filePath`).
    ///   - testName: The test function (`#function`), such as `rendersMenu()`.
    ///   - identifier: The snapshot's name, or its number within the test.
    ///   - directory: Where to put the per-file folder instead of
    ///     `__Snapshots__` beside the test file.
    init(filePath: String, testName: String, identifier: String, directory: URL? = nil) {
        let file = URL(fileURLWithPath: filePath)
        let fileName = file.deletingPathExtension().lastPathComponent
        let base = directory ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let name = Self.sanitized(String(testName.prefix { $0 != "(" })) + "." + Self.sanitized(identifier)
        self.name = name
        self.url = base.appendingPathComponent(fileName).appendingPathComponent(name + ".txt")
    }

    /// `text` with every character but ASCII letters, digits, `-`, `_` and `.` turned into `_`.
    static func sanitized(_ text: String) -> String {
        let result = String(text.map { character in
            guard let ascii = character.asciiValue else { return "_" }
            let scalar = Unicode.Scalar(ascii)
            return scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
                ? character : "_"
        })
        return result.isEmpty ? "_" : result
    }
}
