/// At most 256 colors for a sixel image, and each pixel's index among them.
struct SixelPalette {
    /// The colors, as 0–255 channels, in the order first met.
    private(set) var colors: [(red: UInt8, green: UInt8, blue: UInt8)] = []
    /// Each pixel's color index, row by row; nil for a transparent pixel.
    private(set) var indices: [UInt8?] = []

    /// Pixels at least half opaque are drawn in their color; the rest are
    /// left unpainted. A picture with more than 256 colors is mapped onto
    /// a 6×6×6 color cube (216 colors) first, so its palette fits.
    init(_ image: RGBAImage) {
        let count = image.width * image.height
        var exact: [UInt32: UInt8] = [:]
        var fitsExactly = true
        for index in 0 ..< count where image.pixels[index * 4 + 3] >= 128 {
            let key = Self.key(image.pixels, index)
            if exact[key] == nil {
                guard exact.count < 256 else {
                    fitsExactly = false
                    break
                }
                exact[key] = UInt8(exact.count)
            }
        }
        var assigned: [UInt32: UInt8] = [:]
        indices.reserveCapacity(count)
        for index in 0 ..< count {
            guard image.pixels[index * 4 + 3] >= 128 else {
                indices.append(nil)
                continue
            }
            var key = Self.key(image.pixels, index)
            if !fitsExactly { key = Self.cubeKey(key) }
            if let found = assigned[key] {
                indices.append(found)
            } else {
                let new = UInt8(colors.count)
                assigned[key] = new
                colors.append((UInt8(key >> 16), UInt8((key >> 8) & 0xFF), UInt8(key & 0xFF)))
                indices.append(new)
            }
        }
    }

    private static func key(_ pixels: [UInt8], _ index: Int) -> UInt32 {
        UInt32(pixels[index * 4]) << 16 | UInt32(pixels[index * 4 + 1]) << 8 | UInt32(pixels[index * 4 + 2])
    }

    /// The nearest of the cube's levels 0, 51, 102, 153, 204, 255 per channel.
    private static func cubeKey(_ key: UInt32) -> UInt32 {
        func level(_ value: UInt32) -> UInt32 { (value * 5 + 127) / 255 * 51 }
        return level(key >> 16) << 16 | level((key >> 8) & 0xFF) << 8 | level(key & 0xFF)
    }
}
