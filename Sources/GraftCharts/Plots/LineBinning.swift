/// A line through many points reduced to the dots it draws: each run of
/// consecutive points in one dot column becomes its first, highest, lowest
/// and last dots. The segments between those cover the same dots of that
/// column as the segments between all the run's points (a run in one column
/// draws the rows from its lowest to its highest), and the segment into
/// the next column starts from the same last point, so the line is drawn
/// dot for dot as before, in work proportional to the plot's width.
enum LineBinning {
    struct Dot: Equatable {
        var x: Int
        var y: Int
    }

    /// The reduced line's dots, in order, with no dot twice in a row.
    static func dots(xs: [Double], ys: [Double], mapping: DotMapping) -> [Dot] {
        var dots: [Dot] = []
        dots.reserveCapacity(min(xs.count, mapping.columns * 4 + 4))
        func emit(_ dot: Dot) {
            if dots.last != dot { dots.append(dot) }
        }
        var column = Int.min
        var first = 0
        var lowest = 0
        var highest = 0
        var last = 0
        func flush() {
            guard column != Int.min else { return }
            emit(Dot(x: column, y: first))
            emit(Dot(x: column, y: highest))
            emit(Dot(x: column, y: lowest))
            emit(Dot(x: column, y: last))
        }
        for index in 0 ..< min(xs.count, ys.count) {
            let dx = mapping.dotColumn(ofContinuous: xs[index])
            let dy = mapping.dotRow(ofValue: ys[index])
            if dx != column {
                flush()
                column = dx
                first = dy
                lowest = dy
                highest = dy
            } else {
                lowest = min(lowest, dy)
                highest = max(highest, dy)
            }
            last = dy
        }
        flush()
        return dots
    }
}
