/// A synthetic constraint system shaped like a screenful of views, for
/// measuring solver performance.
///
/// The views form a grid inside a container whose width and height are edit
/// variables, as a window's size would be. Each view has four variables
/// (left, top, width, height) and about four constraints with mixed
/// priorities, about 4,100 constraints for 1,000 views:
///
/// | Constraint | Priority |
/// | --- | --- |
/// | left edge 1 cell after the previous view's right edge (or the container's) | required |
/// | top aligned with the first view of the row, or 1 cell below the row above | required |
/// | width equal to the previous view's width | 500 |
/// | width of the first view in a row wants 10 cells | 250 |
/// | height wants 1, 2 or 3 cells | 750 |
/// | last view of a row ends 1 cell before the container's right edge | 600 |
/// | last row ends inside the container's height | 900 |
/// | container size follows the suggested window size (edit variables) | 999 |
///
/// So a resize moves every view, and the solver has to trade the priority
/// levels off against each other.
///
/// The order of adding matters for speed. ``install(in:width:height:)``
/// fixes the window size first, as a view hierarchy with a known window
/// does; then each row's constraints only touch that row and the two edit
/// variables. Adding the constraints while the container size is still
/// free ties every row to the first one, so the tableau gets much denser;
/// ``measure(resizes:)`` reports both orders.
///
/// ```swift
/// let layout = BenchmarkLayout(viewCount: 1000, columns: 20)
/// let result = try layout.measure(resizes: 100)
/// print(result)
/// ```
package struct BenchmarkLayout: Sendable {
    /// The variables of one view.
    package struct View: Sendable {
        /// The left edge.
        package let left: Variable
        /// The top edge.
        package let top: Variable
        /// The width.
        package let width: Variable
        /// The height.
        package let height: Variable
    }

    /// Timings from ``measure(resizes:)``.
    package struct Result: Sendable, CustomStringConvertible {
        /// The number of constraints added.
        package let constraintCount: Int
        /// Installing with ``install(in:width:height:)``: window size first,
        /// then every constraint.
        package let install: Duration
        /// Adding every constraint first and the window size last.
        package let installConstraintsFirst: Duration
        /// The mean of one resize: a width and a height suggestion.
        package let resize: Duration
        /// The slowest resize.
        package let slowestResize: Duration
        /// One ``Solver/updateVariables()`` call.
        package let update: Duration

        /// One line per measurement.
        package var description: String {
            """
            constraints: \(constraintCount)
            install (size first): \(install)
            install (constraints first): \(installConstraintsFirst)
            resize (mean): \(resize)
            resize (slowest): \(slowestResize)
            updateVariables: \(update)
            """
        }
    }

    /// The container's width, an edit variable once installed.
    package let containerWidth = Variable("container.width")
    /// The container's height, an edit variable once installed.
    package let containerHeight = Variable("container.height")
    /// The views, row by row.
    package let views: [View]
    /// Every constraint of the system, in the order they are added.
    package let constraints: [Constraint]

    /// Builds the system.
    ///
    /// - Parameters:
    ///   - viewCount: The number of views; at least 1.
    ///   - columns: The number of views per row; at least 1.
    package init(viewCount: Int = 1000, columns: Int = 20) {
        precondition(
            viewCount >= 1 && columns >= 1,
            "BenchmarkLayout: viewCount and columns must be at least 1")
        var views: [View] = []
        var constraints: [Constraint] = []
        views.reserveCapacity(viewCount)
        constraints.reserveCapacity(viewCount * 4 + viewCount / columns * 2 + 2)
        for index in 0 ..< viewCount {
            let name = "view\(index)"
            let view = View(
                left: Variable("\(name).left"), top: Variable("\(name).top"),
                width: Variable("\(name).width"), height: Variable("\(name).height"))
            let column = index % columns
            if column == 0 {
                constraints.append(view.left == 1)
                if index == 0 {
                    constraints.append(view.top == 1)
                } else {
                    let above = views[index - columns]
                    constraints.append(view.top == above.top + above.height + 1)
                }
                constraints.append((view.width == 10).withStrength(.weak))
            } else {
                let previous = views[index - 1]
                constraints.append(view.left == previous.left + previous.width + 1)
                constraints.append(view.top == previous.top)
                constraints.append((view.width == previous.width).withStrength(.medium))
            }
            constraints.append((view.height == Double(1 + index % 3)).withStrength(.strong))
            if column == columns - 1 || index == viewCount - 1 {
                constraints.append(
                    (view.left + view.width + 1 == containerWidth).withStrength(Strength(priority: 600)))
            }
            views.append(view)
        }
        let last = views[views.count - 1]
        constraints.append(
            (last.top + last.height + 1 <= containerHeight).withStrength(Strength(priority: 900)))
        self.views = views
        self.constraints = constraints
    }

    /// Makes the container's width and height edit variables at priority
    /// 999, suggests an initial size, then adds every constraint.
    ///
    /// - Parameters:
    ///   - solver: A solver that holds none of these constraints or edit
    ///     variables.
    ///   - width: The initial container width.
    ///   - height: The initial container height.
    /// - Throws: A ``CassowaryError`` if the solver already holds any of
    ///   these constraints or edit variables.
    package func install(
        in solver: Solver, width: Double = 300, height: Double = 200
    )
        throws(CassowaryError)
    {
        try suggestSize(in: solver, width: width, height: height)
        try solver.addConstraints(constraints)
    }

    private func suggestSize(in solver: Solver, width: Double, height: Double) throws(CassowaryError) {
        let strength = Strength(priority: 999)
        try solver.addEditVariable(containerWidth, strength: strength)
        try solver.addEditVariable(containerHeight, strength: strength)
        try solver.suggestValue(width, for: containerWidth)
        try solver.suggestValue(height, for: containerHeight)
    }

    /// Installs the system in a new solver, then resizes the container
    /// `resizes` times between sizes of roughly 200 to 440 columns, timing
    /// each step with `ContinuousClock`; also times installing with the
    /// constraints first, in another solver. Build in release mode for
    /// meaningful numbers.
    ///
    /// - Parameter resizes: The number of resizes to time; at least 1.
    /// - Throws: A ``CassowaryError`` if installing fails, which would be a
    ///   solver bug.
    package func measure(resizes: Int = 100) throws(CassowaryError) -> Result {
        precondition(resizes >= 1, "BenchmarkLayout.measure: resizes must be at least 1")
        let clock = ContinuousClock()
        let other = Solver()
        var start = clock.now
        try other.addConstraints(constraints)
        try suggestSize(in: other, width: 300, height: 200)
        let installConstraintsFirst = clock.now - start

        let solver = Solver()
        start = clock.now
        try install(in: solver)
        let install = clock.now - start

        var total = Duration.zero
        var slowest = Duration.zero
        for step in 0 ..< resizes {
            let width = 200 + Double((step * 37) % 240)
            let height = 150 + Double((step * 13) % 100)
            let before = clock.now
            try solver.suggestValue(width, for: containerWidth)
            try solver.suggestValue(height, for: containerHeight)
            let elapsed = clock.now - before
            total += elapsed
            slowest = max(slowest, elapsed)
        }
        let before = clock.now
        solver.updateVariables()
        let update = clock.now - before
        return Result(
            constraintCount: constraints.count, install: install,
            installConstraintsFirst: installConstraintsFirst, resize: total / resizes,
            slowestResize: slowest, update: update)
    }
}
