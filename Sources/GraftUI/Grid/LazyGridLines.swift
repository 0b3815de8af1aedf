/// Which items of a lazy grid are on which line: a section's header and
/// footer each take a whole line, across every column, and a section's
/// items start a line of their own.
///
/// Items come in blocks (a run of items that fill lines `perLine` at a
/// time, or a run of lines of one item each), as many as the content has
/// sections and single views, not items: finding a line's items is a
/// bisection over blocks, whatever the number of items.
struct LazyGridLines: Equatable {
    struct Block: Equatable {
        var firstItem: Int
        var count: Int
        /// Whether each item takes a whole line (a header or footer).
        var spans: Bool
        var firstLine: Int
    }

    private(set) var blocks: [Block] = []
    private(set) var lineCount = 0
    private var perLine = 1

    init() {}

    /// The lines of `list`'s items, whose segments start at `starts`.
    @MainActor
    init(list: LazyContentList, starts: [Int], perLine: Int) {
        self.perLine = max(perLine, 1)
        var section = 0
        var lastSection = -1
        for index in list.segments.indices {
            let count = starts[index + 1] - starts[index]
            while section < list.sections.count, list.sections[section].upperBound <= index { section += 1 }
            let inSection = section < list.sections.count && list.sections[section].contains(index) ? section : -1
            let spans = list.roles[index] != .row
            if count == 0 { continue }
            if !spans, inSection == lastSection, let last = blocks.last, !last.spans, last.firstItem + last.count == starts[index] {
                blocks[blocks.count - 1].count += count
            } else {
                blocks.append(Block(firstItem: starts[index], count: count, spans: spans, firstLine: 0))
            }
            lastSection = inSection
        }
        var line = 0
        for index in blocks.indices {
            blocks[index].firstLine = line
            line += lines(of: blocks[index])
        }
        lineCount = line
    }

    private func lines(of block: Block) -> Int {
        block.spans ? block.count : (block.count + perLine - 1) / perLine
    }

    /// The last block whose `key` is at most `value`.
    private func block(where key: (Block) -> Int, atMost value: Int) -> Block? {
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if key(blocks[middle]) <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? blocks[low - 1] : nil
    }

    /// The items on `line`, and whether the one there spans the grid.
    func items(onLine line: Int) -> (items: Range<Int>, spans: Bool) {
        guard let block = block(where: \.firstLine, atMost: line) else { return (0 ..< 0, false) }
        let offset = line - block.firstLine
        if block.spans { return (block.firstItem + offset ..< block.firstItem + offset + 1, true) }
        let first = block.firstItem + offset * perLine
        return (first ..< min(first + perLine, block.firstItem + block.count), false)
    }

    /// The line `item` is on.
    func line(ofItem item: Int) -> Int {
        guard let block = block(where: \.firstItem, atMost: item) else { return 0 }
        let offset = item - block.firstItem
        return block.firstLine + (block.spans ? offset : offset / perLine)
    }
}
