/// The rows of a retained frame that must be drawn again before it is shown.
///
/// Renderers that keep their last frame (TUIKit's windows, a hosted
/// `ViewGraph`) record here where something changed, then redraw only those
/// rows: each band is cleared and everything that shows in it is drawn again,
/// clipped to it. Damage is kept as whole rows because a clip edge inside a
/// row could cut a wide character that a full redraw would show whole.
package struct DamageRegion: Sendable, Equatable {
    /// Disjoint, sorted, non-adjacent row ranges.
    private var spans: [Range<Int>] = []

    /// Whether everything must be drawn again (the first frame, a resize, a
    /// change that touches the whole screen).
    package private(set) var isFull: Bool

    /// A region that starts full: nothing has been drawn yet.
    package init(isFull: Bool = true) {
        self.isFull = isFull
    }

    /// Whether nothing needs drawing.
    package var isEmpty: Bool { !isFull && spans.isEmpty }

    /// Records that the rows `rect` touches changed.
    package mutating func add(_ rect: Rect) {
        guard !isFull, !rect.isEmpty else { return }
        add(rows: rect.minY ..< rect.maxY)
    }

    /// Records that `rows` changed.
    package mutating func add(rows: Range<Int>) {
        guard !isFull, !rows.isEmpty else { return }
        var merged = rows
        let index = spans.firstIndex { $0.upperBound >= rows.lowerBound } ?? spans.endIndex
        while index < spans.endIndex, spans[index].lowerBound <= merged.upperBound {
            merged = min(merged.lowerBound, spans[index].lowerBound) ..< max(merged.upperBound, spans[index].upperBound)
            spans.remove(at: index)
        }
        spans.insert(merged, at: index)
    }

    /// Records that everything changed.
    package mutating func addAll() {
        isFull = true
        spans.removeAll()
    }

    /// Forgets the damage, once it has been drawn.
    package mutating func removeAll() {
        isFull = false
        spans.removeAll(keepingCapacity: true)
    }

    /// The damaged rows as full-width bands of `bounds`, top to bottom; all
    /// of `bounds` when the region is full.
    package func bands(in bounds: Rect) -> [Rect] {
        if isFull { return bounds.isEmpty ? [] : [bounds] }
        var bands: [Rect] = []
        for span in spans {
            let top = max(span.lowerBound, bounds.minY)
            let bottom = min(span.upperBound, bounds.maxY)
            if top < bottom { bands.append(Rect(x: bounds.minX, y: top, width: bounds.width, height: bottom - top)) }
        }
        return bands
    }

    /// Adds the damage of `other`.
    package mutating func formUnion(_ other: DamageRegion) {
        if other.isFull {
            addAll()
            return
        }
        for span in other.spans {
            add(rows: span)
        }
    }
}
