import Foundation

/// Makes large, realistic-looking catalogs for benchmarks and tests.
///
/// The same count and seed always give the same products. Names combine a
/// material, an adjective and a kind of product; about one in sixteen has a
/// diacritic (`Crème`, `Café`) so folding is exercised; categories come in
/// runs as a real catalog's would, and prices vary from 2 to 500.
///
/// ```swift
/// let catalog = Catalog(products: CatalogGenerator.products(count: 100_000))
/// try catalog.jsonData().write(to: url)
/// ```
public enum CatalogGenerator {
    private static let materials = [
        "Walnut", "Brass", "Linen", "Canvas", "Merino", "Cedar", "Steel", "Ceramic", "Cork", "Felt", "Oak", "Copper", "Wool", "Leather",
        "Bamboo", "Glass",
    ]
    private static let accented = ["Crème", "Café", "Naïve", "Señor", "Façade", "Ångström", "Über", "Zoë"]
    private static let adjectives = [
        "Everyday", "Compact", "Classic", "Folding", "Pocket", "Travel", "Studio", "Field", "Heritage", "Modular", "Quiet", "Ultralight",
    ]
    private static let kinds = [
        "Notebook", "Lamp", "Kettle", "Backpack", "Wallet", "Mug", "Speaker", "Blanket", "Knife", "Tray", "Clock", "Candle", "Bottle",
        "Pouch", "Stool", "Planter", "Headphones", "Apron", "Ruler", "Skillet",
    ]
    private static let categories = [
        "Desk", "Kitchen", "Carry", "Outdoors", "Audio", "Home", "Garden", "Travel", "Bath", "Tools", "Gifts", "Studio",
    ]
    private static let symbols = [
        "book", "flame", "shippingbox", "leaf", "music.note", "house", "gift", "gear", "clock", "tag", "star", "bolt",
    ]
    private static let openings = [
        "Made to last", "Designed for daily use", "A quiet favorite", "Small enough to carry", "Built by hand", "Tested outdoors",
    ]
    private static let details = [
        "with a lifetime guarantee", "in a choice of three colors", "that ages well", "and easy to repair", "with recycled packaging",
        "that ships flat",
    ]

    /// `count` products with unique ids `p000001`, `p000002`, and so on.
    ///
    /// - Parameters:
    ///   - count: How many products.
    ///   - seed: Varies the products; the same seed gives the same catalog.
    /// - Complexity: O(count).
    public static func products(count: Int, seed: UInt64 = 1) -> [Product] {
        precondition(count >= 0, "CatalogGenerator.products(count:): count must not be negative")
        var random = SplitMix64(seed: seed)
        var products: [Product] = []
        products.reserveCapacity(count)
        var category = 0
        for number in stride(from: 1, through: count, by: 1) {
            // Categories come in runs, and return later, as in a real catalog.
            if random.next(below: 40) == 0 { category = random.next(below: categories.count) }
            let kind = kinds[random.next(below: kinds.count)]
            let material =
                random.next(below: 16) == 0 ? accented[random.next(below: accented.count)] : materials[random.next(below: materials.count)]
            let name = "\(material) \(adjectives[random.next(below: adjectives.count)]) \(kind) \(number)"
            let cents = 200 + random.next(below: 49_800)
            let summary =
                "\(openings[random.next(below: openings.count)]): a \(material.lowercased()) \(kind.lowercased()) \(details[random.next(below: details.count)])."
            products.append(
                Product(
                    id: String(format: "p%06d", number), name: name,
                    price: Decimal(sign: .plus, exponent: -2, significand: Decimal(cents)),
                    category: categories[category], summary: summary,
                    symbol: symbols[category % symbols.count], isFavorite: random.next(below: 50) == 0
                ))
        }
        return products
    }
}

/// A small, fast, seedable random number generator (SplitMix64), so a
/// generated catalog is the same on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0 ..< bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
