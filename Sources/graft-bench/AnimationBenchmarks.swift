import Foundation
import GraftHosting
import GraftTerminal
import TUIKit

/// An animation frame on the app's own path: from the loop's frame timer
/// to the bytes written, while a whole screen of text moves.
@MainActor
enum AnimationBenchmarks {
    /// Forty rows of text that slide sideways and back for as long as they
    /// show, each a little behind the one above, once Space starts them:
    /// 60 columns a second, so at 60 frames a second every row moves a cell
    /// in every frame, and the whole screen is drawn and written again.
    struct SlidingScreen: View {
        @State private var isMoving = false

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0 ..< 40, id: \.self) { row in
                    Text(String(repeating: "Graft \(row) ", count: 8))
                        .foregroundStyle(.cyan)
                        .offset(x: isMoving ? 60 : 0)
                        .animation(.linear(duration: 1).delay(Double(row) / 40).repeatForever(), value: isMoving)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .focusable()
            .onKeyPress { event in
                guard event.key == .character(" ") else { return .ignored }
                isMoving.toggle()
                return .handled
            }
        }
    }

    /// The sliding screen on the terminal, its animations started.
    static func startedPath() -> TerminalPath {
        let path = TerminalPath(drainsInBackground: true, virtualTime: true, root: TUIHostingController(rootView: SlidingScreen()))
        _ = path.press(.tab)
        _ = path.press(.character(" "))
        return path
    }

    /// Bytes written for each of four frames, after ten frames of warm-up.
    static func bytesPerFrame() -> [Int] {
        let path = startedPath()
        for _ in 0 ..< 10 { path.animationFrame() }
        return (0 ..< 4).map { _ in path.animationFrame() }
    }

    static var all: [Benchmark] {
        let path = CatalogAppBenchmarks.Lazy { startedPath() }
        return [
            Benchmark(
                name: "path.animation.frame", unit: "frame: every row of a 120x40 screen of text moves a cell (offset), timer to the pty"
            ) {
                iterations in
                var bytes = 0
                for _ in 0 ..< iterations { bytes &+= path.value.animationFrame() }
                return bytes
            }
        ]
    }
}
