extension Color {
    /// The closest color a terminal with `support` can show.
    ///
    /// 24-bit colors map to the nearest entry of the 256-color cube or gray
    /// ramp; palette entries map to the nearest of the 16 ANSI colors (by the
    /// xterm default palette); bright ANSI colors map to their base color on
    /// 8-color terminals; with no color support every color becomes `.default`.
    /// `.default` never changes; a translucent color is downgraded solid
    /// (``Style/downgraded(to:)`` blends it first).
    public func downgraded(to support: ColorSupport) -> Color {
        switch (self, support) {
        case (.rgba, _):
            return opaque.downgraded(to: support)
        case (.default, _), (_, .trueColor):
            return self
        case (_, .none):
            return .default
        case (.rgb(let red, let green, let blue), .indexed256):
            return .indexed(Color.nearestPaletteIndex(red: red, green: green, blue: blue))
        case (.indexed, .indexed256), (.ansi, .indexed256), (.ansi, .ansi16):
            return self
        case (.rgb(let red, let green, let blue), _):
            return Color.ansi(Color.nearestANSI(red: red, green: green, blue: blue)).downgraded(to: support)
        case (.indexed(let index), _):
            if index < 16, let ansi = ANSIColor(rawValue: index) {
                return Color.ansi(ansi).downgraded(to: support)
            }
            let (red, green, blue) = Color.paletteRGB(index)
            return Color.ansi(Color.nearestANSI(red: red, green: green, blue: blue)).downgraded(to: support)
        case (.ansi(let ansi), .ansi8):
            return .ansi(ANSIColor(rawValue: ansi.rawValue % 8) ?? .white)
        }
    }

    /// The xterm default RGB value of a 256-color palette entry.
    static func paletteRGB(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0 ..< 16:
            return ansiPalette[Int(index)]
        case 16 ..< 232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let gray = UInt8(8 + (Int(index) - 232) * 10)
            return (gray, gray, gray)
        }
    }

    /// The 6 channel levels of the 256-color cube.
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's default values for the 16 ANSI colors.
    private static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The nearest cube or gray-ramp entry (16–255), whichever is closer.
    ///
    /// Plain arithmetic, no table look-ups: a frame of pictures asks this
    /// for every pixel.
    static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        // Midpoints between the levels 0, 95, 135, 175, 215, 255.
        @inline(__always) func cubeLevel(_ value: UInt8) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : (Int(value) &- 35) / 40
        }
        // Level 0 is 0; level n > 0 is 55 + 40n.
        @inline(__always) func levelValue(_ level: Int) -> Int { level == 0 ? 0 : 55 &+ 40 &* level }
        @inline(__always) func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            let dr = r &- Int(red)
            let dg = g &- Int(green)
            let db = b &- Int(blue)
            return 3 &* dr &* dr &+ 4 &* dg &* dg &+ 2 &* db &* db
        }
        let (r, g, b) = (cubeLevel(red), cubeLevel(green), cubeLevel(blue))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grayStep = min(max((average - 3) / 10, 0), 23)
        let gray = 8 &+ grayStep &* 10
        let grayDistance = distance(gray, gray, gray)
        let cubeDistance = distance(levelValue(r), levelValue(g), levelValue(b))
        return grayDistance < cubeDistance ? UInt8(232 &+ grayStep) : UInt8(16 &+ 36 &* r &+ 6 &* g &+ b)
    }

    /// The nearest of the 16 ANSI colors by the xterm default palette.
    static func nearestANSI(red: UInt8, green: UInt8, blue: UInt8) -> ANSIColor {
        var best = ANSIColor.black
        var bestDistance = Int.max
        for color in ANSIColor.allCases {
            let candidate = distance(ansiPalette[Int(color.rawValue)], (red, green, blue))
            if candidate < bestDistance {
                best = color
                bestDistance = candidate
            }
        }
        return best
    }

    /// Squared distance weighted toward the channels the eye is most sensitive to.
    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let red = Int(a.0) - Int(b.0)
        let green = Int(a.1) - Int(b.1)
        let blue = Int(a.2) - Int(b.2)
        return 3 * red * red + 4 * green * green + 2 * blue * blue
    }
}
