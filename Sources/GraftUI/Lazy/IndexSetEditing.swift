// SwiftUI's helpers for `onDelete` and `onMove`, which hand over offsets
// as an `IndexSet`.

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` (positions counted from the start).
    /// Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they sit, in their order,
    /// before the element that was at offset `destination` (at the end when
    /// `destination` is the count). Offsets past the end are ignored.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }
        let moved = moving.map { elements[$0] }
        let staying = elements.indices.filter { !source.contains($0) }.map { elements[$0] }
        let insertion = Swift.min(Swift.max(destination - moving.count(where: { $0 < destination }), 0), staying.count)
        let reordered = staying[..<insertion] + moved + staying[insertion...]
        for (position, element) in zip(indices, reordered) {
            self[position] = element
        }
    }
}
