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
    public init(
        favorites: [Product.ID] = [], purchases: [Purchase] = [], settings: Settings = Settings(),
        ratings: [Product.ID: Int] = [:]
    ) {
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
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "version \(version) is not one this app reads (1 to \(Self.currentVersion))")
        }
        favorites = try container.lenientElements(Product.ID.self, forKey: .favorites, in: decoder)
        purchases = try container.lenientElements(Purchase.self, forKey: .purchases, in: decoder)
        settings = try container.lenientValue(Settings.self, forKey: .settings, or: Settings(), in: decoder)
        ratings = try Self.decodeRatings(in: container, decoder: decoder)
    }

    /// The ratings, each on its own; a rating outside 1...5 cannot come from
    /// this app, and is dropped (with a warning, in a state file), not clamped.
    private static func decodeRatings(in container: KeyedDecodingContainer<CodingKeys>, decoder: any Decoder) throws -> [Product.ID: Int] {
        guard let warnings = decoder.stateWarnings else {
            return (try container.decodeIfPresent([Product.ID: Int].self, forKey: .ratings) ?? [:]).filter {
                ProductRating.stars.contains($0.value)
            }
        }
        guard container.contains(.ratings), try !container.decodeNil(forKey: .ratings) else { return [:] }
        let entries: KeyedDecodingContainer<AnyKey>
        do {
            entries = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .ratings)
        } catch {
            warnings.record(error, at: container.codingPath + [CodingKeys.ratings])
            return [:]
        }
        var ratings: [Product.ID: Int] = [:]
        for key in entries.allKeys {
            guard let stars = try entries.lenientValue(Int?.self, forKey: key, or: nil, in: decoder) else { continue }
            if ProductRating.stars.contains(stars) {
                ratings[key.stringValue] = stars
            } else {
                warnings.record("\(stars) is not a rating of 1 to 5 stars", at: entries.codingPath + [key])
            }
        }
        return ratings
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

    /// Reads a state file's contents; with `warnings`, a value that is not
    /// valid is left out and noted there rather than failing the whole file.
    static func decode(_ data: Data, warnings: StateWarnings? = nil) throws -> SavedState {
        let decoder = JSONDecoder()
        if let warnings { decoder.userInfo[StateWarnings.key] = warnings }
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = try? Date(text, strategy: dateFormat) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date such as 2026-11-29T15:00:00.000Z")
            }
            return date
        }
        return try decoder.decode(SavedState.self, from: data)
    }

    private static let dateFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}

/// A coding key for an array index or a dictionary key, for messages.
struct AnyKey: CodingKey, Sendable {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
    }

    init(_ index: Int) {
        stringValue = "\(index)"
        intValue = index
    }

    /// The same key as `key`, index or name.
    init(key: any CodingKey) {
        stringValue = key.stringValue
        intValue = key.intValue
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) { self.init(intValue) }
}
