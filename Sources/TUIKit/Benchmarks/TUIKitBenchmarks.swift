/// Measurements of TUIKit's layout, for `graft-bench` (release builds).
///
/// ``measureLayout(viewCount:columns:resizes:)`` builds a window of views in
/// a grid, placed only by constraints (about four per view, with mixed
/// priorities, like Cassowary's `BenchmarkLayout`), lays it out once, then
/// resizes the window repeatedly, timing each step with `ContinuousClock`.
///
/// | Constraint per view | Priority |
/// | --- | --- |
/// | leading 1 cell after the previous view (or the window's leading edge) | required |
/// | top aligned with the previous view, or 1 row below the row above | required |
/// | width equal to the previous view's, or 10 cells for the first of a row | 500 / 250 |
/// | height 1, 2 or 3 rows | 750 |
/// | last of a row: trailing 1 cell before the window's | 600 |
/// | last view: bottom inside the window | 900 |
package enum TUIKitBenchmarks {
    /// Timings from ``measureLayout(viewCount:columns:resizes:)``.
    package struct LayoutResult: Sendable, CustomStringConvertible {
        /// The number of views.
        package let viewCount: Int
        /// The number of constraints activated.
        package let constraintCount: Int
        /// Making the views, adding them to the window and activating the constraints.
        package let build: Duration
        /// The first layout pass: every constraint reaches the solver, frames are set.
        package let initialLayout: Duration
        /// The mean of one resize: a new window frame and a layout pass.
        package let resize: Duration
        /// The slowest resize.
        package let slowestResize: Duration

        /// One line per measurement.
        package var description: String {
            """
            views: \(viewCount), constraints: \(constraintCount)
            build: \(build)
            initial layout: \(initialLayout)
            resize (mean): \(resize)
            resize (slowest): \(slowestResize)
            """
        }
    }

    /// Builds the grid in a window, lays it out, then resizes the window
    /// `resizes` times between about 200 and 440 columns.
    ///
    /// - Parameters:
    ///   - viewCount: The number of views; at least 1.
    ///   - columns: Views per row; at least 1.
    ///   - resizes: The number of resizes to time; at least 1.
    @MainActor
    package static func measureLayout(viewCount: Int = 1000, columns: Int = 20, resizes: Int = 100) -> LayoutResult {
        precondition(
            viewCount >= 1 && columns >= 1 && resizes >= 1,
            "TUIKitBenchmarks.measureLayout: counts must be at least 1")
        let clock = ContinuousClock()
        var start = clock.now
        let window = TUIWindow(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        var views: [TUIView] = []
        views.reserveCapacity(viewCount)
        var constraints: [TUILayoutConstraint] = []
        constraints.reserveCapacity(viewCount * 4 + viewCount / columns + 2)
        for index in 0 ..< viewCount {
            let view = TUIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            let column = index % columns
            if column == 0 {
                constraints.append(view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1))
                if index == 0 {
                    constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor, constant: 1))
                } else {
                    constraints.append(view.topAnchor.constraint(equalTo: views[index - columns].bottomAnchor, constant: 1))
                }
                constraints.append(prioritized(view.widthAnchor.constraint(equalToConstant: 10), .defaultLow))
            } else {
                let previous = views[index - 1]
                constraints.append(view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 1))
                constraints.append(view.topAnchor.constraint(equalTo: previous.topAnchor))
                constraints.append(prioritized(view.widthAnchor.constraint(equalTo: previous.widthAnchor), .sceneSizeStayPut))
            }
            constraints.append(prioritized(view.heightAnchor.constraint(equalToConstant: Double(1 + index % 3)), .defaultHigh))
            if column == columns - 1 || index == viewCount - 1 {
                constraints.append(
                    prioritized(
                        view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1), TUILayoutPriority(600)))
            }
            views.append(view)
        }
        if let last = views.last {
            constraints.append(
                prioritized(
                    last.bottomAnchor.constraint(lessThanOrEqualTo: window.bottomAnchor, constant: -1), TUILayoutPriority(900)))
        }
        TUILayoutConstraint.activate(constraints)
        let build = clock.now - start

        start = clock.now
        window.layoutIfNeeded()
        let initialLayout = clock.now - start

        var total = Duration.zero
        var slowest = Duration.zero
        for step in 0 ..< resizes {
            let size = Size(width: 200 + (step * 37) % 240, height: 150 + (step * 13) % 100)
            let before = clock.now
            window.frame = Rect(origin: .zero, size: size)
            window.layoutIfNeeded()
            let elapsed = clock.now - before
            total += elapsed
            slowest = max(slowest, elapsed)
        }
        return LayoutResult(
            viewCount: viewCount, constraintCount: constraints.count, build: build, initialLayout: initialLayout,
            resize: total / resizes, slowestResize: slowest)
    }

    @MainActor
    private static func prioritized(_ constraint: TUILayoutConstraint, _ priority: TUILayoutPriority) -> TUILayoutConstraint {
        constraint.priority = priority
        return constraint
    }
}
