/// A line-by-line difference between two texts, for failure messages.
enum LineDiff {
    private enum Operation: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case added(new: Int)
    }

    /// The lines that differ between `old` and `new`, marked `-` (only in
    /// `old`) and `+` (only in `new`), with their one-based line numbers and
    /// `context` unchanged lines around each change; `...` marks skipped lines.
    ///
    /// ```
    ///   1 | Menu
    /// - 2 |   one
    /// + 2 |   One
    /// ```
    ///
    /// - Returns: The diff, or nil when the texts are equal.
    /// - Complexity: O(*n* × *m*) in the numbers of lines.
    static func render(from old: [String], to new: [String], context: Int = 2) -> String? {
        guard old != new else { return nil }
        let operations = diff(old, new)
        let width = String(max(old.count, new.count)).count
        func number(_ value: Int) -> String {
            let text = String(value + 1)
            return String(repeating: " ", count: width - text.count) + text
        }
        let changed = operations.indices.filter { !isSame(operations[$0]) }
        var shown = Set<Int>()
        for index in changed {
            for nearby in max(index - context, 0) ... min(index + context, operations.count - 1) {
                shown.insert(nearby)
            }
        }
        var lines: [String] = []
        var skipped = false
        for (index, operation) in operations.enumerated() {
            guard shown.contains(index) else {
                skipped = true
                continue
            }
            if skipped { lines.append("...") }
            skipped = false
            switch operation {
            case .same(_, let newIndex): lines.append("  \(number(newIndex)) | \(new[newIndex])")
            case .removed(let oldIndex): lines.append("- \(number(oldIndex)) | \(old[oldIndex])")
            case .added(let newIndex): lines.append("+ \(number(newIndex)) | \(new[newIndex])")
            }
        }
        if skipped { lines.append("...") }
        return lines.map { $0.hasSuffix(" | ") ? String($0.dropLast()) : $0 }.joined(separator: "\n")
    }

    private static func isSame(_ operation: Operation) -> Bool {
        if case .same = operation { return true }
        return false
    }

    /// The edit script through a longest common subsequence, removals before additions.
    private static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        let rows = old.count + 1
        let columns = new.count + 1
        // common[i * columns + j]: the longest common subsequence of old[i...] and new[j...].
        var common = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * columns + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * columns + j + 1] + 1
                    : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                operations.append(.same(old: i, new: j))
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && common[(i + 1) * columns + j] >= common[i * columns + j + 1]) {
                operations.append(.removed(old: i))
                i += 1
            } else {
                operations.append(.added(new: j))
                j += 1
            }
        }
        return operations
    }
}
