/// A catalog file that cannot be used, with where and what was wrong.
///
/// The description reads like a compiler's diagnostic,
/// `products.json:12:18: "price" must be ...`, so editors and terminals can
/// jump to the place.
public struct CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name as the user gave it.
    public var fileName: String
    /// Where in the file the problem is.
    public var location: SourceLocation
    /// What was wrong and what would be valid.
    public var message: String

    /// Creates an error.
    public init(fileName: String, location: SourceLocation, message: String) {
        self.fileName = fileName
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(fileName):\(location): \(message)" }
}

/// Why a catalog could not be loaded from a file.
public enum CatalogLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read (it does not exist, or is not readable).
    case unreadable(path: String, reason: String)
    /// The file was read but is not a valid catalog.
    case invalid(CatalogError)

    /// A message naming the file and the problem.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read catalog '\(path)': \(reason)"
        case .invalid(let error): "\(error)"
        }
    }
}
