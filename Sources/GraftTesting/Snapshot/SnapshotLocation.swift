import Foundation
import GraftTapes

/// Where a snapshot's reference file lives:
/// `__Snapshots__/<TestFile>/<testName>.<name or number>.<extension>` beside the test file.
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
    ///   - pathExtension: The file's extension, from the strategy; nil for none.
    ///   - directory: The folder to put the file in instead of
    ///     `__Snapshots__/<TestFile>` beside the test file.
    init(filePath: String, testName: String, identifier: String, pathExtension: String? = "txt", directory: URL? = nil) {
        let file = URL(fileURLWithPath: filePath)
        let fileName = file.deletingPathExtension().lastPathComponent
        let folder =
            directory
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
        let name = Self.sanitized(String(testName.prefix { $0 != "(" })) + "." + Self.sanitized(identifier)
        self.name = name
        let referenceName = pathExtension.map { name + "." + $0 } ?? name
        self.url = folder.appendingPathComponent(referenceName)
    }

    /// `text` with every character but ASCII letters, digits, `-`, `_` and `.` turned into `_`.
    static func sanitized(_ text: String) -> String {
        let result = String(
            text.map { character in
                guard let ascii = character.asciiValue else { return "_" }
                let scalar = Unicode.Scalar(ascii)
                return scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
                    ? character : "_"
            })
        return result.isEmpty ? "_" : result
    }
}
