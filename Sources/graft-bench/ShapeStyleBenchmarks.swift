import Foundation
import GraftHosting
import GraftTerminal
import TUIKit

/// Whole-screen fills on the app's own path: each iteration is a key that
/// swaps the fill, so every cell is painted again, compared and written.
@MainActor
enum ShapeStyleBenchmarks {
    /// A screen-filling gradient whose colors swap on Space.
    struct GradientScreen: View {
        @State private var isSwapped = false

        var body: some View {
            LinearGradient(
                colors: isSwapped ? [.orange, .indigo, .teal] : [.teal, .indigo, .orange],
                startPoint: .topLeading, endPoint: .bottomTrailing
            )
            .focusable()
            .onKeyPress { event in
                guard event.key == .character(" ") else { return .ignored }
                isSwapped.toggle()
                return .handled
            }
        }
    }

    /// A screen of text under a half-transparent overlay that comes and goes on Space.
    struct TranslucentScreen: View {
        @State private var isDimmed = false

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0 ..< 40, id: \.self) { row in
                    Text(String(repeating: "Graft \(row) ", count: 12)).foregroundStyle(.cyan)
                }
            }
            .background(Color.blue)
            .opacity(isDimmed ? 0.5 : 1)
            .focusable()
            .onKeyPress { event in
                guard event.key == .character(" ") else { return .ignored }
                isDimmed.toggle()
                return .handled
            }
        }
    }

    static var all: [Benchmark] {
        [
            benchmark("path.style.gradient", "key: a whole-screen LinearGradient swaps its colors, to the pty") {
                TUIHostingController(rootView: GradientScreen())
            },
            benchmark("path.style.opacity", "key: a whole screen of text fades to half opacity and back, to the pty") {
                TUIHostingController(rootView: TranslucentScreen())
            },
        ]
    }

    /// Bytes written per press of the gradient's key, after a warm-up.
    static func gradientBytesPerPress() -> [Int] {
        let path = TerminalPath(drainsInBackground: true, root: TUIHostingController(rootView: GradientScreen()))
        _ = path.press(.tab)
        return path.bytesPerPress([.character(" "), .character(" ")])
    }

    private static func benchmark(_ name: String, _ unit: String, root: @escaping @MainActor () -> TUIViewController) -> Benchmark {
        let path = CatalogAppBenchmarks.Lazy { () -> TerminalPath in
            let path = TerminalPath(drainsInBackground: true, root: root())
            _ = path.press(.tab)
            return path
        }
        return Benchmark(name: name, unit: unit) { iterations in
            path.value.press(cycling: [.character(" ")], iterations)
        }
    }
}
