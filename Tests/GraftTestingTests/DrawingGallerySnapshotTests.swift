import GraftTerminal
import Testing

@testable import GraftTesting
@testable import GraftUI

/// Shapes, gradients, pictures and animation steps as a terminal shows them,
/// at two sizes and at every color depth, checked in under `__Snapshots__`
/// (`.ansi` files: `cat` one in a terminal to see it). Record again with
/// `GRAFT_SNAPSHOT_RECORD=all` after a deliberate change, and look at them.
@MainActor
@Suite("Drawing gallery")
struct DrawingGallerySnapshotTests {
    nonisolated static let depths: [ColorSupport] = [.trueColor, .indexed256, .ansi16, .ansi8, .none]

    private func name(_ size: Size, _ depth: ColorSupport) -> String {
        "\(size.width)x\(size.height)-\(depth.snapshotName)"
    }

    private func check(_ view: some View, sizes: [Size], depth: ColorSupport, testName: String = #function) {
        for size in sizes {
            let canvas = ViewGraph(root: view).render(size: size)
            assertSnapshot(of: canvas, as: .ansi(colorSupport: depth), named: name(size, depth), testName: testName)
        }
    }

    @Test(arguments: depths) func shapes(_ depth: ColorSupport) {
        check(ShapeGallery(), sizes: [Size(width: 36, height: 8), Size(width: 48, height: 12)], depth: depth)
    }

    @Test(arguments: depths) func gradients(_ depth: ColorSupport) {
        check(GradientGallery(), sizes: [Size(width: 24, height: 6), Size(width: 40, height: 10)], depth: depth)
    }

    @Test(arguments: depths) func pictures(_ depth: ColorSupport) throws {
        let gallery = PictureGallery(picture: try #require(Self.sunset))
        check(gallery, sizes: [Size(width: 32, height: 8), Size(width: 48, height: 12)], depth: depth)
    }

    /// A linear move of 12 columns over a second, seen at each quarter.
    @Test func animationSteps() {
        let model = GalleryModel()
        let graph = ViewGraph(root: SlidingBadge(model: model))
        var now = Duration.zero
        graph.animationClock = { now }
        let size = Size(width: 20, height: 2)
        _ = graph.renderFrame(size: size)
        withAnimation(.linear(duration: 1)) { model.isMoved = true }
        for quarter in 0 ... 4 {
            now = .milliseconds(250 * quarter)
            graph.stepAnimations()
            let canvas = graph.renderFrame(size: size)
            assertSnapshot(of: canvas, as: .ansi(colorSupport: .trueColor), named: "t\(quarter * 25)")
        }
    }

    /// A fade half done, at every depth: blended in 24-bit and 256 colors,
    /// dimmed in 16 and 8, plain without color.
    @Test(arguments: depths) func fadeHalfway(_ depth: ColorSupport) {
        let model = GalleryModel()
        let graph = ViewGraph(root: FadingBadge(model: model))
        var now = Duration.zero
        graph.animationClock = { now }
        let size = Size(width: 16, height: 1)
        _ = graph.renderFrame(size: size)
        withAnimation(.linear(duration: 1)) { model.isMoved = true }
        now = .milliseconds(500)
        graph.stepAnimations()
        assertSnapshot(of: graph.renderFrame(size: size), as: .ansi(colorSupport: depth), named: depth.snapshotName)
    }

    /// A 16x16 picture: a sky from blue to orange over a dark ground, with a sun.
    static let sunset: RGBAImage? = {
        var pixels: [UInt8] = []
        for y in 0 ..< 16 {
            for x in 0 ..< 16 {
                let dx = x - 10
                let dy = y - 7
                let pixel: (UInt8, UInt8, UInt8) =
                    if dx * dx + dy * dy <= 6 { (255, 220, 90) } else if y >= 11 { (40, 60 + UInt8(y * 4), 40) } else {
                        (UInt8(40 + y * 20), UInt8(80 + y * 8), UInt8(220 - y * 15))
                    }
                pixels += [pixel.0, pixel.1, pixel.2, 255]
            }
        }
        return RGBAImage(width: 16, height: 16, pixels: pixels)
    }()
}

extension ColorSupport {
    fileprivate var snapshotName: String {
        switch self {
        case .none: "none"
        case .ansi8: "8"
        case .ansi16: "16"
        case .indexed256: "256"
        case .trueColor: "24bit"
        }
    }
}

@Observable
@MainActor
private final class GalleryModel {
    var isMoved = false
}

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

private struct ShapeGallery: View {
    var body: some View {
        HStack(spacing: 1) {
            Rectangle().fill(.blue)
            RoundedRectangle(cornerRadius: 2).stroke(.green)
            Circle().fill(.red)
            Capsule().strokeBorder(.yellow, lineWidth: 1)
            Ellipse().fill(.purple)
            Triangle().fill(.orange)
        }
    }
}

private struct GradientGallery: View {
    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 12)
            AngularGradient(colors: [.red, .green, .blue, .red], center: .center)
        }
    }
}

private struct PictureGallery: View {
    let picture: RGBAImage

    var body: some View {
        HStack(spacing: 1) {
            Image(picture: picture, name: "sunset")
            Image(picture: picture, name: "sunset").resizable().scaledToFit()
            Image(picture: picture, name: "sunset").resizable().scaledToFill().frame(width: 6).clipped()
            Image(picture: picture, name: "sunset").resizable()
        }
    }
}

private struct SlidingBadge: View {
    let model: GalleryModel

    var body: some View {
        Text("◆ go").foregroundStyle(.cyan).offset(x: model.isMoved ? 12 : 0).frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct FadingBadge: View {
    let model: GalleryModel

    var body: some View {
        Text("fading").foregroundStyle(.yellow).padding(.horizontal, 1).background(Color.blue)
            .opacity(model.isMoved ? 0 : 1)
    }
}
