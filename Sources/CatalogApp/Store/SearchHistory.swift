/// The results of the queries typed so far, each a prefix of the next, so
/// that typing a character searches only the previous matches and deleting
/// one costs nothing.
struct SearchHistory {
    private struct Entry {
        var query: [UInt8]
        var matches: [Int]
    }

    /// At most this many results are kept; a query longer than that still
    /// narrows from the most recent ones.
    private static let capacity = 24
    private var entries: [Entry] = []

    /// Forgets every result.
    mutating func removeAll() {
        entries.removeAll()
    }

    /// The matches of folded `query`, reusing an earlier result when one of
    /// its prefixes was searched.
    ///
    /// - Parameter search: Searches the given candidates (nil: everything).
    mutating func matches(for query: [UInt8], search: ([Int]?) -> [Int]) -> [Int] {
        while let last = entries.last, !query.starts(with: last.query) { entries.removeLast() }
        if let last = entries.last, last.query == query { return last.matches }
        let matches = search(entries.last?.matches)
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(Entry(query: query, matches: matches))
        return matches
    }
}
