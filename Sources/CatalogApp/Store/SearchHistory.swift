/// The results of the queries typed so far, each a prefix of the next, so
/// that typing a character searches only the previous matches and deleting
/// one costs nothing: each result keeps the sections made of it, so going
/// back to a query neither searches nor groups its matches again.
struct SearchHistory {
    private struct Entry {
        var query: [UInt8]
        var matches: [Int]
        var sections: [CatalogSection]
    }

    /// At most this many results are kept; a query longer than that still
    /// narrows from the most recent ones.
    private static let capacity = 24
    private var entries: [Entry] = []

    /// Forgets every result.
    mutating func removeAll() {
        entries.removeAll()
    }

    /// The sections for folded `query`, reusing an earlier result when one
    /// of its prefixes was searched, or the result itself when it was.
    ///
    /// - Parameters:
    ///   - search: Searches the given candidates (nil: everything).
    ///   - group: Makes the sections of a search's matches.
    mutating func sections(for query: [UInt8], search: ([Int]?) -> [Int], group: ([Int]) -> [CatalogSection]) -> [CatalogSection] {
        while let last = entries.last, !query.starts(with: last.query) { entries.removeLast() }
        if let last = entries.last, last.query == query { return last.sections }
        let matches = search(entries.last?.matches)
        let sections = group(matches)
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(Entry(query: query, matches: matches, sections: sections))
        return sections
    }
}
