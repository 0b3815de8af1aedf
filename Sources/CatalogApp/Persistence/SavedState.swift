import Foundation

/// What the app remembers between runs: favorites, purchases and settings.
public struct SavedState: Equatable, Codable, Sendable {
    /// The state file format this app writes.
    public static let currentVersion = 1

    /// The format of the file the state came from.
    public var version: Int
    /// The ids of the favorite products.
    public var favorites: [Product.ID]
    /// Every purchase, oldest first.
    public var purchases: [Purchase]
    /// The settings.
    public var settings: Settings
    /// The shopper's ratings, 1 to 5 stars, by product id.
    public var ratings: [Product.ID: Int]

    /// Creates a state; the defaults are a first run's.
    public init(favorites: [Product.ID] = [], purchases: [Purchase] = [], settings: Settings = Settings(),
                ratings: [Product.ID: Int] = [:]) {
        version = Self.currentVersion
        self.favorites = favorites
        self.purchases = purchases
        self.settings = settings
        self.ratings = ratings
    }

    private enum CodingKeys: String, CodingKey {
        case version, favorites, purchases, settings, ratings
    }

    /// Decodes a state file; missing parts keep their defaults, and a file
    /// from a newer version of the app is refused rather than misread.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard (1 ... Self.currentVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "version \(version) is not one this app reads (1 to \(Self.currentVersion))")
        }
        favorites = try container.decodeIfPresent([Product.ID].self, forKey: .favorites) ?? []
        purchases = try container.decodeIfPresent([Purchase].self, forKey: .purchases) ?? []
        settings = try container.decodeIfPresent(Settings.self, forKey: .settings) ?? Settings()
        // A rating outside 1...5 cannot come from this app; it is dropped, not clamped.
        ratings = (try container.decodeIfPresent([Product.ID: Int].self, forKey: .ratings) ?? [:])
            .filter { ProductRating.stars.contains($0.value) }
    }

    /// The state as the file stores it: pretty-printed JSON, keys sorted,
    /// dates in ISO 8601 with milliseconds.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(Self.dateFormat))
        }
        return try encoder.encode(self)
    }

    /// Reads a state file's contents.
    static func decode(_ data: Data) throws -> SavedState {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = try? Date(text, strategy: dateFormat) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date such as 2026-11-29T15:00:00.000Z")
            }
            return date
        }
        return try decoder.decode(SavedState.self, from: data)
    }

    private static let dateFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
