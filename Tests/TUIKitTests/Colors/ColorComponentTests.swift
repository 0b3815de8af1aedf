import Foundation
import GraftTerminal
import Testing

@testable import TUIKit

@Suite("Color components")
struct ColorComponentTests {
    @Test func componentsBecomeTerminalColorsAndAlphaBlends() {
        #expect(TUIColor(red: 1, green: 0.5, blue: 0, alpha: 1) == TUIColor(.rgb(255, 128, 0)))
        #expect(TUIColor(white: 0.5, alpha: 1) == TUIColor(.rgb(128, 128, 128)))
        #expect(TUIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == TUIColor(.rgb(255, 0, 0)))
        #expect(TUIColor(red: 0, green: 0, blue: 1, alpha: 0.5).fixedColor == .rgba(0, 0, 255, opacity: 128))
        #expect(TUIColor(red: 2, green: -1, blue: .nan, alpha: 1) == TUIColor(.rgb(255, 0, 0)))
        #expect(TUIColor.blue.withAlphaComponent(0).fixedColor.opacity == 0)
    }

    @Test func getRedReadsKnownComponentsOnly() {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(TUIColor(red: 1, green: 0, blue: 0.2, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && green == 0 && abs(blue - 0.2) < 0.01 && alpha == 1)
        #expect(!TUIColor(.default).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(!TUIColor.label.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        var white: CGFloat = -1
        #expect(TUIColor.white.getWhite(&white, alpha: &alpha))
        #expect(white == 1)
    }

    @Test func aDynamicColorKeepsAnAlphaForEachResolution() {
        let faded = TUIColor.systemRed.withAlphaComponent(0.5)
        let light = faded.resolvedColor(with: TUITraitCollection(userInterfaceStyle: .light))
        #expect(light.fixedColor == .rgba(0xFF, 0x3B, 0x30, opacity: 128))
    }

    @Test func fixedColorsAreEqualByValueAndDynamicOnesByIdentity() {
        #expect(TUIColor(.red) == .red)
        #expect(TUIColor(.red).hashValue == TUIColor.red.hashValue)
        let first = TUIColor { _ in .red }
        let second = TUIColor { _ in .red }
        #expect(first == first && first != second)
        #expect(TUIColor.secondaryLabel.description == "TUIColor.secondaryLabel")
        #expect(TUIColor(.indexed(208)).description == "TUIColor(indexed(208))")
    }
}
