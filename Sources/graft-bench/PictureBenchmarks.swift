import Foundation
import GraftHosting
import GraftTerminal
import TUIKit

/// A picture on the app's own path: each iteration is a key that swaps the
/// picture an `Image` shows, so every one of its cells is drawn again,
/// compared and written.
@MainActor
enum PictureBenchmarks {
    /// 100 by 100 pixels: 100 by 50 cells in half blocks.
    static let pixelSize = Size(width: 100, height: 100)

    /// A photograph-like picture: smooth ramps in every channel, so nearly
    /// every pixel is a color of its own (no run of equal cells to lean on).
    /// `phase` gives the two pictures the benchmark swaps between.
    static func picture(phase: Int) -> RGBAImage? {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(pixelSize.width * pixelSize.height * 4)
        for y in 0 ..< pixelSize.height {
            for x in 0 ..< pixelSize.width {
                let red = (x * 255 / (pixelSize.width - 1) + phase * 97) % 256
                let green = (y * 255 / (pixelSize.height - 1) + phase * 53) % 256
                let blue = ((x + y) * 255 / (pixelSize.width + pixelSize.height - 2) + phase * 31) % 256
                pixels += [UInt8(red), UInt8(green), UInt8(blue), 255]
            }
        }
        return RGBAImage(width: pixelSize.width, height: pixelSize.height, pixels: pixels)
    }

    /// A resizable picture in a 100x50-cell frame whose picture swaps on Space.
    struct PictureScreen: View {
        let pictures: [RGBAImage?]
        @State private var shown = 0

        var body: some View {
            Image(picture: pictures[shown], name: "bench")
                .resizable()
                .frame(width: 100, height: 50)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .focusable()
                .focusEffectDisabled()
                .onKeyPress { event in
                    guard event.key == .character(" ") else { return .ignored }
                    shown = (shown + 1) % pictures.count
                    return .handled
                }
        }
    }

    /// The screen holds the 50 rows of the picture.
    static let screen = Size(width: 120, height: 50)

    static var all: [Benchmark] {
        let path = CatalogAppBenchmarks.Lazy { () -> TerminalPath in
            let root = TUIHostingController(rootView: PictureScreen(pictures: [picture(phase: 0), picture(phase: 1)]))
            let path = TerminalPath(size: screen, drainsInBackground: true, root: root)
            _ = path.press(.tab)
            return path
        }
        return [
            Benchmark(name: "path.picture", unit: "key: a resizable 100x50-cell Image (100x100 pixels) swaps its picture, to the pty") {
                iterations in
                path.value.press(cycling: [.character(" ")], iterations)
            }
        ]
    }

    /// Bytes written per key press, after a warm-up.
    static func bytesPerPress() -> [Int] {
        let root = TUIHostingController(rootView: PictureScreen(pictures: [picture(phase: 0), picture(phase: 1)]))
        let path = TerminalPath(size: screen, drainsInBackground: true, root: root)
        _ = path.press(.tab)
        return path.bytesPerPress([.character(" "), .character(" ")])
    }
}
