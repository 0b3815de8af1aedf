import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// Gradients blended per cell, materials as tints, and shape styles in the
/// background, overlay and clip modifiers.
@MainActor
@Suite("Gradients, materials and clipping")
struct GradientAndMaterialTests {
    private func render<V: View>(_ view: V, _ width: Int, _ height: Int) -> Canvas {
        ViewGraph(root: view.environment(\.glyphSupport, .subCell)).render(size: Size(width: width, height: height))
    }

    private func backgrounds(_ canvas: Canvas, row: Int) -> [Color] {
        (0 ..< canvas.size.width).map { canvas[$0, row].style.background }
    }

    @Test func aLinearGradientBlendsAcrossCellCenters() {
        let black = Color.rgb(0, 0, 0)
        let white = Color.rgb(255, 255, 255)
        let row = backgrounds(render(LinearGradient(colors: [black, white], startPoint: .leading, endPoint: .trailing), 4, 1), row: 0)
        // Cell centers at 1/8, 3/8, 5/8, 7/8 of the width.
        #expect(row == [.rgb(32, 32, 32), .rgb(96, 96, 96), .rgb(159, 159, 159), .rgb(223, 223, 223)])
        let column = render(LinearGradient(colors: [black, white], startPoint: .top, endPoint: .bottom), 1, 2)
        #expect(column[0, 0].style.background == .rgb(64, 64, 64) && column[0, 1].style.background == .rgb(191, 191, 191))
    }

    @Test func stopsAreHonouredAndClampedAtTheEnds() {
        let gradient = Gradient(stops: [
            .init(color: .rgb(255, 0, 0), location: 0.5), .init(color: .rgb(0, 0, 255), location: 0.75),
        ])
        let row = backgrounds(render(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing), 4, 1), row: 0)
        #expect(row[0] == .rgb(255, 0, 0) && row[1] == .rgb(255, 0, 0))
        #expect(row[2] == .rgb(128, 0, 128))
        #expect(row[3] == .rgb(0, 0, 255))
    }

    @Test func aFadeToClearKeepsItsColorAndRevealsWhatIsBeneath() {
        let canvas = render(
            LinearGradient(colors: [.clear, .rgb(255, 255, 255)], startPoint: .leading, endPoint: .trailing)
                .background(Color.rgb(0, 0, 255)), 2, 1)
        // A quarter white over blue, then three quarters: never gray.
        #expect(canvas[0, 0].style.background == .rgb(64, 64, 255))
        #expect(canvas[1, 0].style.background == .rgb(191, 191, 255))
    }

    @Test func radialAndAngularGradientsFollowDistanceAndAngle() {
        let radial = render(
            RadialGradient(colors: [.rgb(255, 255, 255), .rgb(0, 0, 0)], center: .center, startRadius: 0, endRadius: 5), 10, 5)
        let middle = radial[5, 2].style.background.rgbComponents?.0 ?? 0
        let corner = radial[0, 0].style.background.rgbComponents?.0 ?? 255
        #expect(middle > 150 && corner == 0)
        let angular = render(
            AngularGradient(colors: [.rgb(255, 0, 0), .rgb(0, 0, 255)], center: .center, startAngle: .zero, endAngle: .degrees(180)),
            10, 5)
        // Clockwise from the trailing side: the bottom half sweeps red to blue.
        let right = angular[9, 3].style.background.rgbComponents ?? (0, 0, 0)
        let left = angular[0, 3].style.background.rgbComponents ?? (0, 0, 0)
        #expect(right.0 > right.2 && left.2 > left.0)
    }

    @Test func gradientsStepIn16Colors() {
        let canvas = render(LinearGradient(colors: [.rgb(0, 0, 0), .rgb(255, 0, 0)], startPoint: .leading, endPoint: .trailing), 8, 1)
        let stepped = Set(backgrounds(canvas, row: 0).map { $0.downgraded(to: .ansi16) })
        #expect(stepped.count >= 2 && stepped.allSatisfy { if case .ansi = $0 { true } else { false } })
    }

    @Test func aColorsGradientIsLighterAtTheTop() {
        let canvas = render(Rectangle().fill(Color.blue.gradient), 1, 4)
        let top = canvas[0, 0].style.background.rgbComponents ?? (0, 0, 0)
        let bottom = canvas[0, 3].style.background.rgbComponents ?? (0, 0, 0)
        #expect(top.0 > bottom.0 && top.2 >= bottom.2)
    }

    @Test func materialsTintWhatIsBehindThemAndKeepItsText() {
        let canvas = render(
            ZStack {
                Text("menu").foregroundStyle(Color.rgb(255, 255, 255)).background(Color.rgb(200, 0, 0))
                Rectangle().fill(.regularMaterial)
            }.environment(\.colorScheme, .dark), 4, 1)
        #expect(canvas.text == "menu")
        let background = canvas[0, 0].style.background.rgbComponents ?? (0, 0, 0)
        #expect(background.0 < 200 && background.0 > 28)
        #expect(canvas[0, 0].style.foreground != .rgb(255, 255, 255))
    }

    @Test func backgroundAndOverlayTakeShapeStylesAndViews() {
        let gradient = render(
            Text("ab").background(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)), 2, 1)
        #expect(gradient.text == "ab" && gradient[0, 0].style.background != gradient[1, 0].style.background)
        let material = render(Text("ab").background(.thinMaterial), 2, 1)
        #expect(material[0, 0].style.background != .default)
        let overlaid = render(Color.black.overlay(Text("x"), alignment: .trailing), 3, 1)
        #expect(overlaid.text == "  x")
        let behind = render(Text("x").frame(width: 3).background(Color.red, alignment: .leading), 3, 1)
        #expect(behind[0, 0].style.background == .red)
        let dimmed = render(
            Text("ab").foregroundStyle(Color.rgb(255, 255, 255)).background(Color.rgb(0, 0, 0)).overlay(.black.opacity(0.5)), 2, 1)
        #expect(dimmed.text == "ab" && dimmed[0, 0].style.foreground == .rgb(127, 127, 127))
        let inShape = render(Color.clear.frame(width: 20, height: 10).background(.red, in: Circle()), 20, 10)
        #expect(inShape[10, 5].style.background == .red && inShape[0, 0].style.background != .red)
    }

    @Test func clipShapeShowsWhatIsBehindOutsideTheShape() {
        let canvas = render(
            Color.red.frame(width: 20, height: 10).clipShape(Circle()).background(Color.blue), 20, 10)
        #expect(canvas[10, 5].style.background == .red)
        #expect(canvas[0, 0].style.background == .blue && canvas[19, 9].style.background == .blue)
        let capsule = render(Text("pill").padding(.horizontal, 4).frame(height: 3).background(Color.green).clipShape(.capsule), 12, 3)
        #expect(capsule.text.contains("pill"))
        #expect(capsule[0, 0].style.background != .green && capsule[6, 1].style.background == .green)
        // Layout and focus are untouched: the clipped view keeps its size.
        #expect(render(Text("abc").clipShape(.rect(cornerRadius: 0)), 3, 1).text == "abc")
    }
}
