import Testing

@testable import Cassowary

/// The synthetic benchmark system must be solved correctly, in either order.
struct BenchmarkLayoutTests {
    @Test(arguments: [true, false])
    func smallLayoutIsSolvedAndResized(sizeFirst: Bool) throws {
        let layout = BenchmarkLayout(viewCount: 45, columns: 10)
        let solver = Solver()
        if sizeFirst {
            try layout.install(in: solver, width: 111, height: 40)
        } else {
            try solver.addConstraints(layout.constraints)
            try solver.addEditVariable(layout.containerWidth, strength: Strength(priority: 999))
            try solver.addEditVariable(layout.containerHeight, strength: Strength(priority: 999))
            try solver.suggestValue(111, for: layout.containerWidth)
            try solver.suggestValue(40, for: layout.containerHeight)
        }
        #expect(solver.core.invariantViolations == [])
        for width in [111.0, 211, 61, 100] {
            try solver.suggestValue(width, for: layout.containerWidth)
            #expect(isClose(solver.value(of: layout.containerWidth), width))
            for constraint in layout.constraints where constraint.strength.isRequired {
                #expect(violation(of: constraint, in: solver) < 1e-6, "\(constraint)")
            }
            // Full rows of ten views with equal widths fill the width:
            // 10 widths + 11 gaps of one cell.
            let expected = (width - 11) / 10
            for view in layout.views.prefix(40) {
                #expect(isClose(solver.value(of: view.width), expected), "width \(width)")
            }
            // The partial last row keeps its first view's wish of 10 only
            // where the fill constraint (stronger) allows it.
            #expect(isClose(solver.value(of: layout.views[40].left), 1))
        }
        #expect(solver.core.invariantViolations == [])
    }
}
