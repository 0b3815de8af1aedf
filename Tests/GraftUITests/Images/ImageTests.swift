import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

@MainActor
@Suite("Images")
struct ImageTests {
    /// The 2×4 picture of Tests/GraftTerminalTests fixture rgba8, as a PNG file.
    static let rgba8PNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAAECAYAAACk7+45AAAAIElEQVR42mP4z8DwHwyBNAg0MIAAl4jcfwYNIxuQMAMACXsMSBFlvLoAAAAASUVORK5CYII="

    private func picture(width: Int, height: Int, _ pixels: [UInt8]? = nil) throws -> RGBAImage {
        try #require(
            RGBAImage(
                width: width, height: height,
                pixels: pixels ?? [UInt8](repeating: 255, count: width * height * 4)))
    }

    private func size<V: View>(_ view: V, width: Int?, height: Int?) -> Size {
        let graph = ViewGraph(root: view)
        _ = graph.render(size: Size(width: 40, height: 40))
        return graph.rootNode.sizeThatFits(CellProposal(width: width, height: height))
    }

    private func render<V: View>(_ view: V, _ width: Int, _ height: Int) -> Canvas {
        ViewGraph(root: view).render(size: Size(width: width, height: height))
    }

    @Test func aPictureIsOneColumnAndHalfARowPerPixel() throws {
        let image = Image(picture: try picture(width: 4, height: 6), name: "p")
        #expect(size(image, width: nil, height: nil) == Size(width: 4, height: 3))
        #expect(size(image, width: 30, height: 30) == Size(width: 4, height: 3))
        // An odd pixel height rounds up: the last row shows its top half.
        #expect(size(Image(picture: try picture(width: 3, height: 5), name: "p"), width: 9, height: 9) == Size(width: 3, height: 3))
    }

    @Test func resizableTakesWhatItIsOffered() throws {
        let image = Image(picture: try picture(width: 4, height: 6), name: "p").resizable()
        #expect(size(image, width: 10, height: 7) == Size(width: 10, height: 7))
        #expect(size(image, width: nil, height: nil) == Size(width: 4, height: 3))
        #expect(size(image.frame(width: 12, height: 2), width: 30, height: 30) == Size(width: 12, height: 2))
    }

    @Test func scaledToFitAndFillKeepTheIdealShape() throws {
        // Ideal 4×3 cells: 4/3 columns per row.
        let image = Image(picture: try picture(width: 4, height: 6), name: "p").resizable()
        #expect(size(image.scaledToFit(), width: 20, height: 6) == Size(width: 8, height: 6))
        #expect(size(image.scaledToFit(), width: 8, height: 20) == Size(width: 8, height: 6))
        #expect(size(image.scaledToFill(), width: 20, height: 6) == Size(width: 20, height: 15))
        #expect(size(image.scaledToFit(), width: 8, height: nil) == Size(width: 8, height: 6))
    }

    @Test func aspectRatioWorksOnAnyView() {
        #expect(size(Color.red.aspectRatio(2, contentMode: .fit), width: 10, height: 10) == Size(width: 10, height: 5))
        #expect(
            size(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fill), width: 10, height: 10)
                == Size(width: 10, height: 20))
        #expect(size(Color.red.aspectRatio(1, contentMode: .fit), width: 10, height: 4) == Size(width: 4, height: 4))
    }

    @Test func aTwoByFourPictureDrawsTwoPixelsPerCell() throws {
        let data = try #require(Data(base64Encoded: Self.rgba8PNG))
        let image = Image(picture: ImageLoading.image(data: data), name: "rgba8")
        let canvas = render(
            ZStack {
                Color.rgb(0, 0, 0)
                image
            }, 2, 2)
        #expect(canvas.text == "▀▀\n▄▀")
        #expect(canvas[0, 0].style == Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
        // The half-transparent white bottom pixel blends with the black beneath.
        #expect(canvas[1, 0].style == Style(foreground: .rgb(0, 255, 0), background: .rgb(128, 128, 128)))
        #expect(canvas[0, 1].style == Style(foreground: .rgb(40, 50, 60), background: .rgb(0, 0, 0)))
        #expect(canvas[1, 1].style == Style(foreground: .rgb(10, 20, 30), background: .rgb(0, 0, 0)))
        // Over the terminal's own background, whose color is unknown, half opacity shows solid.
        #expect(render(image, 2, 2)[1, 0].style.background == .rgb(255, 255, 255))
    }

    @Test func interpolationNoneKeepsPixelsSharp() throws {
        let image = Image(
            picture: try picture(width: 2, height: 2, [255, 0, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 255, 255]), name: "p")
        let sharp = render(image.resizable().interpolation(.none), 4, 1)
        #expect((0 ..< 4).map { sharp[$0, 0].style.foreground } == [.rgb(255, 0, 0), .rgb(255, 0, 0), .rgb(0, 0, 255), .rgb(0, 0, 255)])
        let smooth = render(image.resizable(), 4, 1)
        #expect(smooth[1, 0].style.foreground == .rgb(191, 0, 64))
    }

    @Test func templateDrawsTheShapeInTheForegroundStyle() throws {
        let image = Image(picture: try picture(width: 1, height: 2, [9, 9, 9, 255, 9, 9, 9, 0]), name: "p")
        let canvas = render(image.renderingMode(.template).foregroundStyle(Color.rgb(1, 2, 3)), 1, 1)
        #expect(canvas.text == "▀")
        #expect(canvas[0, 0].style.foreground == .rgb(1, 2, 3))
    }

    @Test func namesThatDoNotLoadDrawAPlaceholderAndAreLoggedOnce() {
        #expect(render(Image("no-such-image-17"), 3, 1).text == " ▨")
        #expect(render(Image(systemName: "no.such.symbol.17"), 1, 1).text == "▨")
        _ = Image("no-such-image-17")
        let notes = DebugLog.messages.filter { $0.contains("no-such-image-17") }
        #expect(notes.count == 1)
        #expect(DebugLog.messages.contains { $0.contains("no.such.symbol.17") })
    }

    @Test func namedImagesLoadFromABundle() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try #require(Data(base64Encoded: Self.rgba8PNG)).write(to: directory.appendingPathComponent("logo.png"))
        let bundle = try #require(Bundle(path: directory.path))
        let image = Image("logo", bundle: bundle)
        #expect(image.picture?.width == 2)
        #expect(size(image, width: nil, height: nil) == Size(width: 2, height: 2))
        #expect(Image(decorative: "logo.png", bundle: bundle).picture?.height == 4)
    }

    /// A picture drawn in cells is also noted, at its own resolution, for a
    /// graphics terminal to show in pixels over those cells.
    @Test func aPictureIsNotedForGraphicsTerminals() throws {
        Canvas.notesPictures = true
        let bitmap = try picture(width: 4, height: 6)
        let canvas = render(Image(picture: bitmap, name: "p"), 10, 5)
        #expect(canvas.intactPictures.map(\.rect) == [Rect(x: 3, y: 1, width: 4, height: 3)])
        #expect(canvas.intactPictures.first?.image == bitmap)
        let stretched = render(Image(picture: bitmap, name: "p").resizable(), 8, 5)
        #expect(stretched.intactPictures.map(\.rect) == [Rect(x: 0, y: 0, width: 8, height: 5)])
        #expect(stretched.intactPictures.first?.image == bitmap)
    }
}
