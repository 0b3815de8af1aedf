import Foundation

/// An ordered list of products, as a catalog file gives them.
///
/// Catalog files are JSON:
///
/// ```json
/// {"products": [
///   {"id": "field-notes-case", "name": "Field Notes Case", "price": "49.00",
///    "currency": "USD", "category": "Carry", "summary": "...",
///    "symbol": "book", "isFavorite": false}
/// ]}
/// ```
///
/// `id`, `name`, `price` and `category` are required; `price` is a decimal
/// string or a JSON number and keeps every digit. `currency` (default
/// `USD`), `summary`, `symbol` and `isFavorite` (default `false`) are
/// optional. Ids must be unique. Anything else is refused with the line and
/// column where it is, so a typo in a field name does not go unnoticed.
public struct Catalog: Equatable, Sendable {
    /// The products in the order the file lists them.
    public var products: [Product] {
        didSet { indexByID = nil }
    }

    /// The position of each product by id, when whoever made the catalog
    /// already knew it (reading a file does), so that a ``CatalogStore``
    /// need not hash every id again; nil once ``products`` changes.
    private(set) var indexByID: ProductIDIndex?

    /// Creates a catalog of `products`, in order.
    public init(products: [Product]) {
        self.products = products
    }

    private init(products: [Product], indexByID: ProductIDIndex) {
        self.products = products
        self.indexByID = indexByID
    }

    /// Whether two catalogs have the same products in the same order.
    public static func == (lhs: Catalog, rhs: Catalog) -> Bool {
        lhs.products == rhs.products
    }

    /// The catalog that ships with the app (Assets/catalog.json).
    public static let standard: Catalog = {
        do {
            return try Catalog(json: Array(EmbeddedCatalog.json.utf8), fileName: "Assets/catalog.json")
        } catch {
            fatalError("Catalog.standard: the embedded catalog must be valid, but \(error)")
        }
    }()

    /// The largest catalog file read, 512 MB (about two million products):
    /// a larger file, or a pipe or device that goes on past it, is refused.
    public static let maximumFileSize = 512_000_000

    /// Reads and checks the catalog file at `path`.
    ///
    /// A regular file is mapped into memory rather than copied, and its
    /// pages are given back as they are read, so, as with any mapped file,
    /// another program shortening it while it is being read ends the
    /// process. A pipe, FIFO or device is checked as it streams (see
    /// ``CatalogStream``). Nothing over ``maximumFileSize`` is read.
    ///
    /// - Throws: ``CatalogLoadError/unreadable(path:reason:)`` when the file
    ///   cannot be read, ``CatalogLoadError/invalid(_:)`` naming the line and
    ///   column of the first problem otherwise.
    public static func load(contentsOfFile path: String) throws(CatalogLoadError) -> Catalog {
        try load(contentsOfFile: path, progress: nil)
    }

    /// Reads and checks the catalog file at `path`, as ``load(contentsOfFile:)``
    /// does, telling `progress` from time to time how many of its bytes have
    /// been read (on the thread that reads), and `waiting` when it waits for
    /// a FIFO's writer.
    static func load(
        contentsOfFile path: String, progress: (@Sendable (Int) -> Void)?,
        waiting: (@Sendable (Bool) -> Void)? = nil
    ) throws(CatalogLoadError) -> Catalog {
        var status = stat()
        let isRegular = stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        if isRegular, status.st_size > maximumFileSize {
            throw .unreadable(
                path: path,
                reason: "it is \(Int(status.st_size).formatted()) bytes, more than the \(maximumFileSize.formatted()) a catalog may be")
        }
        if CatalogStream.fileType(path) == S_IFDIR { throw .unreadable(path: path, reason: "it is a directory") }
        // Opening a FIFO waits for its writer: only regular files are mapped.
        guard isRegular, let file = MappedFile(path: path) else {
            return try CatalogStream.load(path: path, progress: progress, waiting: waiting)
        }
        // One reader, on this thread, so the file needs no lock.
        nonisolated(unsafe) let mapped = file
        let result = Result { () throws(CatalogError) in
            try Catalog(json: mapped.bytes, fileName: path) { offset in
                mapped.releasePages(before: offset)
                progress?(offset)
            }
        }
        switch result {
        case .success(let catalog): return catalog
        case .failure(let error): throw .invalid(error)
        }
    }

    /// Parses and checks catalog JSON.
    ///
    /// - Parameters:
    ///   - json: The file's bytes, UTF-8.
    ///   - fileName: The name errors give for the file.
    /// - Throws: ``CatalogError`` at the first problem, naming what would be valid.
    /// - Complexity: O(n) in the size of the file.
    public init(json: [UInt8], fileName: String) throws(CatalogError) {
        self = try json.withUnsafeBufferPointer { buffer throws(CatalogError) in
            try Catalog(json: buffer, fileName: fileName)
        }
    }

    init(json: UnsafeBufferPointer<UInt8>, fileName: String, progress: (@Sendable (Int) -> Void)? = nil) throws(CatalogError) {
        do {
            let (products, indexByID) = try CatalogReader.read(json, progress: progress)
            self.init(products: products, indexByID: indexByID)
        } catch {
            // Lines and columns are counted only now, so reading never pays for them.
            var message = error.message
            if let related = error.relatedOffset {
                message += " (first at \(SourceLocation(offset: related, in: json)))"
            }
            throw CatalogError(fileName: fileName, location: SourceLocation(offset: error.offset, in: json), message: message)
        }
    }
}
