/// DEC sixel images: DCS `ESC P 0;1;0 q`, raster attributes, a palette of
/// at most 256 colors, then the pixels six rows (a band) at a time, `ESC \`.
enum SixelEncoder {
    /// The sixel sequence that paints `image` from the cursor's cell down.
    ///
    /// The second parameter 1 leaves unpainted pixels as they were, so
    /// transparent pixels show the cell backgrounds. Each band sends each
    /// of its colors in turn (`#n`, a row of sixel characters, `$` to go
    /// back to the band's left edge), with runs of four or more shortened
    /// to `!count`; `-` goes to the next band. No `-` follows the last
    /// band, which would move the cursor a band further down.
    static func encode(_ image: RGBAImage) -> [UInt8] {
        let palette = SixelPalette(image)
        var result: [UInt8] = [0x1B, UInt8(ascii: "P")]
        result += Array("0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
        for (index, color) in palette.colors.enumerated() {
            func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
            result += Array("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
        }
        let bandCount = (image.height + 5) / 6
        var row = [UInt8](repeating: 0, count: image.width)
        for band in 0 ..< bandCount {
            let top = band * 6
            let bottom = min(top + 6, image.height)
            var used = [Bool](repeating: false, count: palette.colors.count)
            for y in top ..< bottom {
                for x in 0 ..< image.width {
                    if let index = palette.indices[y * image.width + x] { used[Int(index)] = true }
                }
            }
            var isFirstColor = true
            for color in used.indices where used[color] {
                for x in 0 ..< image.width {
                    var bits: UInt8 = 0
                    for y in top ..< bottom where palette.indices[y * image.width + x] == UInt8(color) {
                        bits |= 1 << UInt8(y - top)
                    }
                    row[x] = bits
                }
                if !isFirstColor { result.append(UInt8(ascii: "$")) }
                isFirstColor = false
                result += Array("#\(color)".utf8)
                appendRun(row, to: &result)
            }
            if band + 1 < bandCount { result.append(UInt8(ascii: "-")) }
        }
        result += [0x1B, UInt8(ascii: "\\")]
        return result
    }

    /// One color's row of a band as sixel characters (63 + the six bits),
    /// run-length encoded; trailing empty sixels are left out.
    private static func appendRun(_ row: [UInt8], to result: inout [UInt8]) {
        var end = row.count
        while end > 0, row[end - 1] == 0 { end -= 1 }
        var x = 0
        while x < end {
            var run = 1
            while x + run < end, row[x + run] == row[x] { run += 1 }
            let character = 63 + row[x]
            if run >= 4 {
                result += Array("!\(run)".utf8)
                result.append(character)
            } else {
                result += [UInt8](repeating: character, count: run)
            }
            x += run
        }
    }
}
