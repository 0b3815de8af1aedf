import Foundation
import GraftTerminal

/// Why the app cannot start, with the exit status the command line uses
/// (the BSD `sysexits` values).
public struct LaunchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message for standard error.
    public var message: String
    /// The exit status: 65 an invalid catalog, 66 an unreadable one, 73 a
    /// state directory that cannot be written, 74 a state file that cannot be read.
    public var exitStatus: Int32

    /// The message.
    public var description: String { message }
}

extension LaunchError {
    /// The error for a catalog that cannot be loaded: exit status 66 when
    /// it cannot be read, 65 when it is not a valid catalog.
    public init(_ error: CatalogLoadError) {
        switch error {
        case .unreadable: self.init(message: "\(error)", exitStatus: 66)
        case .invalid: self.init(message: "\(error)", exitStatus: 65)
        }
    }
}

/// Everything the app needs before its first frame, loaded from the command line's options.
@MainActor
public struct AppLaunch {
    /// The app's models, with the catalog and the saved state loaded.
    public let model: AppModel
    /// Warnings for standard error, such as a corrupt state file that was moved aside.
    public let warnings: [String]

    /// Loads the catalog, then the state, in that order, so an invalid
    /// catalog is refused before anything is written.
    ///
    /// A tape run (`--tape`) starts from a clean state and saves nothing,
    /// so it plays the same every time, unless `--state-dir` is given.
    ///
    /// - Parameters:
    ///   - options: The parsed command line.
    ///   - environment: The environment, for `XDG_STATE_HOME` and `HOME`, and
    ///     `LC_ALL`, `LC_MONETARY` or `LANG` for how prices show.
    ///   - purchaseDelay: How long a simulated purchase takes.
    /// - Throws: ``LaunchError`` with the message and exit status.
    public init(
        options: CommandLineOptions,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        purchaseDelay: Duration = .milliseconds(600)
    ) throws(LaunchError) {
        try self.init(options: options, catalog: Self.catalog(for: options), environment: environment, purchaseDelay: purchaseDelay)
    }

    /// Loads the saved state for a catalog already loaded (behind a loading
    /// screen, say), as ``init(options:environment:purchaseDelay:)`` does after its catalog.
    public init(
        options: CommandLineOptions,
        catalog: Catalog,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        purchaseDelay: Duration = .milliseconds(600)
    ) throws(LaunchError) {
        var stateFile: StateFile?
        var loaded = StateFile.LoadResult.missing
        if options.tapePath == nil || options.stateDirectory != nil {
            let directory = options.stateDirectory.map { URL(fileURLWithPath: $0) } ?? StateFile.defaultDirectory(environment: environment)
            let file = StateFile(directory: directory)
            do {
                try file.prepare()
            } catch {
                throw LaunchError(message: "\(error); choose a writable directory with --state-dir DIR", exitStatus: 73)
            }
            do {
                loaded = try file.load()
            } catch {
                throw LaunchError(message: "\(error)", exitStatus: 74)
            }
            stateFile = file
        }
        warnings =
            (loaded.warning.map { ["warning: \($0)"] } ?? [])
            + (options.catalogPath.map { Self.unknownSymbolWarnings(in: catalog, path: $0) } ?? [])
        let purchaseService = SimulatedPurchaseService(delay: purchaseDelay, failingFirst: options.failingPurchaseCount)
        model = AppModel(catalog: catalog, savedState: loaded.state, stateFile: stateFile, purchaseService: purchaseService)
        if let theme = options.theme { model.settings.theme = theme }
        model.settings.locale = Locale.monetary(fromEnvironment: environment) ?? .withoutMonetaryPreference
    }

    /// A warning for each product of a user's catalog whose `symbol` is not a
    /// name Graft draws (docs/SYMBOLS.md), which would show as `?`.
    public static func unknownSymbolWarnings(in catalog: Catalog, path: String) -> [String] {
        catalog.products.compactMap { product in
            guard let symbol = product.symbol, SystemSymbols.glyph(named: symbol) == nil else { return nil }
            return "warning: \(path): product '\(product.name)' has the unknown symbol '\(symbol)', which shows as ?; "
                + "the names Graft draws are listed in docs/SYMBOLS.md"
        }
    }

    /// The catalog `options` name (the built-in one without `--catalog`).
    ///
    /// - Throws: ``LaunchError`` with status 66 or 65.
    public static func catalog(for options: CommandLineOptions) throws(LaunchError) -> Catalog {
        guard let path = options.catalogPath else { return .standard }
        do {
            return try Catalog.load(contentsOfFile: path, progress: nil) { isWaiting in
                // Nothing shows yet: say why nothing happens.
                if isWaiting { reportError("waiting for a program to write to the FIFO '\(path)' (Ctrl-C quits)") }
            }
        } catch {
            throw LaunchError(error)
        }
    }
}
