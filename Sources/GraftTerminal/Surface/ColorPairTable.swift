/// Assigns terminal color pairs to (foreground, background) combinations on
/// demand, and recycles pairs the screen no longer shows when all are taken,
/// so an app with any number of color combinations never runs out.
///
/// Pair 0 is the terminal's default colors and is never assigned.
struct ColorPairTable {
    /// A foreground and background as terminal color numbers (-1 = default).
    struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The highest pair number plus one.
    let capacity: Int32
    private(set) var pairs: [Key: Int32] = [:]
    private var freePairs: [Int32] = []
    private var nextUnused: Int32 = 1
    /// The pairs of palette colors (-1 ... 255 each), indexed by
    /// ``paletteSlot(_:)``, 0 for none: a frame of pictures asks for a pair
    /// per cell, and hashing a key costs more than the rest of a cell's drawing.
    private var palettePairs: [Int32] = []

    /// Creates a table for pairs 1 ..< `capacity`.
    init(capacity: Int32) {
        self.capacity = max(capacity, 1)
    }

    /// The pair already assigned to `key`, if any.
    func pair(for key: Key) -> Int32? {
        if key.foreground == -1, key.background == -1 { return 0 }
        if let slot = Self.paletteSlot(key) {
            guard slot < palettePairs.count else { return nil }
            let pair = palettePairs[slot]
            return pair == 0 ? nil : pair
        }
        return pairs[key]
    }

    /// Where a key of two palette colors (or defaults) is kept in `palettePairs`.
    private static func paletteSlot(_ key: Key) -> Int? {
        let foreground = Int(key.foreground) + 1
        let background = Int(key.background) + 1
        guard (0 ... 256).contains(foreground), (0 ... 256).contains(background) else { return nil }
        return foreground * 257 + background
    }

    /// Assigns a pair to `key`; nil when every pair is taken (recycle first).
    /// - Returns: The pair and whether it is new (and must be defined).
    mutating func assign(_ key: Key) -> (pair: Int32, isNew: Bool)? {
        if let existing = pair(for: key) { return (existing, false) }
        let pair: Int32
        if let free = freePairs.popLast() {
            pair = free
        } else if nextUnused < capacity {
            pair = nextUnused
            nextUnused += 1
        } else {
            return nil
        }
        pairs[key] = pair
        if let slot = Self.paletteSlot(key) {
            if palettePairs.isEmpty { palettePairs = [Int32](repeating: 0, count: 257 * 257) }
            palettePairs[slot] = pair
        }
        return (pair, true)
    }

    /// Frees every pair except those in `inUse`.
    mutating func recycle(keeping inUse: Set<Key>) {
        for (key, pair) in pairs where !inUse.contains(key) {
            pairs[key] = nil
            if let slot = Self.paletteSlot(key), slot < palettePairs.count { palettePairs[slot] = 0 }
            freePairs.append(pair)
        }
    }
}
