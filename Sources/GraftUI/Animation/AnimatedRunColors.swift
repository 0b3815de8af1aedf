import GraftTerminal

/// The text colors of a ``Text``'s runs, each blended to its new color
/// over an animated change as ``AnimatedColor`` blends a fill.
@MainActor
struct AnimatedRunColors {
    private var colors: [AnimatedColor] = []

    var isAnimating: Bool { colors.contains { $0.isAnimating } }

    /// Takes the runs' new colors: animated from the ones drawn now when
    /// `start` is given and the runs are the same characters as before (a
    /// text whose content changed takes its colors at once).
    mutating func set(_ runs: [TextRun], previous: [TextRun], start: AnimationStart?) {
        let sameText = runs.count == previous.count && zip(runs, previous).allSatisfy { $0.string == $1.string }
        if !sameText {
            for index in colors.indices { colors[index].finish() }
            colors = Array(repeating: AnimatedColor(), count: runs.count)
        }
        for (index, run) in runs.enumerated() { _ = colors[index].set(run.style.foreground, start: start) }
    }

    /// `runs` with the colors to draw now.
    func presented(_ runs: [TextRun]) -> [TextRun] {
        guard isAnimating else { return runs }
        var drawn = runs
        for index in drawn.indices where colors.indices.contains(index) {
            if let color = colors[index].presented { drawn[index].style.foreground = color }
        }
        return drawn
    }

    /// Moves the colors to `time`.
    /// - Returns: Whether a color to draw changed.
    mutating func advance(to time: Duration) -> Bool {
        var changed = false
        for index in colors.indices where colors[index].advance(to: time) { changed = true }
        return changed
    }

    mutating func finish() {
        for index in colors.indices { colors[index].finish() }
    }
}
