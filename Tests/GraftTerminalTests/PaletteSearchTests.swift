import Testing

@testable import GraftTerminal

@Suite("Palette search")
struct PaletteSearchTests {
    /// The palette's RGB values decide: the entry found is the nearer (by the
    /// weighted distance) of the cube entry and the gray entry nearest each channel.
    @Test func everyColorTakesTheNearerOfItsCubeAndGrayEntries() {
        func distance(_ a: (UInt8, UInt8, UInt8), _ b: (Int, Int, Int)) -> Int {
            let (red, green, blue) = (Int(a.0) - b.0, Int(a.1) - b.1, Int(a.2) - b.2)
            return 3 * red * red + 4 * green * green + 2 * blue * blue
        }
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: Int) -> Int {
            // A value halfway between two levels takes the upper one.
            levels.indices.reversed().min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
        }
        for red in stride(from: 0, through: 255, by: 3) {
            for green in stride(from: 0, through: 255, by: 5) {
                for blue in stride(from: 0, through: 255, by: 7) {
                    let target = (red, green, blue)
                    let cube = UInt8(16 + 36 * nearestLevel(red) + 6 * nearestLevel(green) + nearestLevel(blue))
                    let gray = UInt8(232 + min(max(((red + green + blue) / 3 - 3) / 10, 0), 23))
                    let expected =
                        distance(Color.paletteRGB(gray), target) < distance(Color.paletteRGB(cube), target) ? gray : cube
                    let found = Color.nearestPaletteIndex(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    guard found == expected else {
                        Issue.record("rgb(\(red), \(green), \(blue)): \(found), expected \(expected)")
                        return
                    }
                }
            }
        }
    }

    /// Adding attributes restyles cells in place: a wide character keeps both
    /// halves, one cut by the clip's edge becomes a blank as drawing it would.
    @Test func addingAttributesKeepsWideCharacters() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("界a界", at: .zero, style: Style(foreground: .ansi(.red)))
        canvas.addAttributes(.reverse, in: Rect(x: 0, y: 0, width: 6, height: 1))
        #expect(canvas[0, 0].character == "界")
        #expect(canvas[0, 0].style == Style(foreground: .ansi(.red), attributes: .reverse))
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas[1, 0].style.attributes == .reverse)
        #expect(canvas[2, 0].style.attributes == .reverse)
        canvas.clip(to: Rect(x: 0, y: 0, width: 4, height: 1))
        canvas.addAttributes(.bold, in: Rect(x: 0, y: 0, width: 6, height: 1))
        #expect(canvas[3, 0].character == " ")
        #expect(canvas[3, 0].style.attributes == [.reverse, .bold])
        #expect(!canvas[4, 0].isContinuation)
    }
}
