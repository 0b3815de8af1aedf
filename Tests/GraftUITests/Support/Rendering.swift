import GraftTerminal

@testable import GraftUI

/// Renders `view` at `width` x `height` and returns the frame's text.
@MainActor
func render<V: View>(_ view: V, width: Int, height: Int) -> String {
    ViewGraph(root: view).render(size: Size(width: width, height: height)).text
}

/// Renders `view` and maps each cell's background to a letter (r, g, b, y,
/// c, m, w; `.` for none), so tests can see where colored views landed.
@MainActor
func backgrounds<V: View>(_ view: V, width: Int, height: Int) -> [String] {
    backgrounds(of: ViewGraph(root: view).render(size: Size(width: width, height: height)), width: width, height: height)
}

/// A rendered canvas's backgrounds as letters, as ``backgrounds(_:width:height:)`` maps them.
func backgrounds(of canvas: Canvas, width: Int, height: Int) -> [String] {
    (0 ..< height).map { y in
        String(
            (0 ..< width).map { x -> Character in
                switch canvas[x, y].style.background {
                case .red: "r"
                case .green: "g"
                case .blue: "b"
                case .yellow: "y"
                case .cyan: "c"
                case .magenta: "m"
                case .white: "w"
                default: "."
                }
            })
    }
}
