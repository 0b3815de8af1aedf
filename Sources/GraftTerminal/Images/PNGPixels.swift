/// Turns one unfiltered row of samples into RGBA pixels (PNG §7.1, §13.12).
enum PNGPixels {
    /// Writes the pixels of `row` into `pixels` (RGBA, `imageWidth` wide)
    /// at `pass`'s positions for its row `y`.
    static func expand(
        _ row: [UInt8], y: Int, pass: PNGScanlines.Pass, header: PNGHeader, palette: PNGPalette, imageWidth: Int,
        into pixels: inout [UInt8]
    ) throws(ImageDecodingError) {
        let depth = header.bitDepth
        let maximum = (1 << depth) - 1
        let channels = header.channels
        var bitOffset = 0
        /// The next sample at the file's bit depth.
        func sample() -> Int {
            defer { bitOffset += depth }
            if depth == 16 { return Int(row[bitOffset / 8]) << 8 | Int(row[bitOffset / 8 + 1]) }
            let byte = Int(row[bitOffset / 8])
            return (byte >> (8 - depth - bitOffset % 8)) & maximum
        }
        /// A sample scaled to 8 bits.
        func eight(_ value: Int) -> UInt8 {
            depth == 16 ? UInt8(value >> 8) : UInt8(value * 255 / maximum)
        }
        let outputY = pass.originY + y * pass.stepY
        var samples = [Int](repeating: 0, count: channels)
        for x in 0 ..< pass.width {
            for channel in 0 ..< channels { samples[channel] = sample() }
            let pixel: RGBAImage.Pixel
            switch header.colorType {
            case 3:
                guard samples[0] < palette.entries.count else {
                    throw .invalidChunk(
                        chunk: "IDAT", offset: 0, reason: "palette index \(samples[0]) with \(palette.entries.count) entries")
                }
                pixel = palette.entries[samples[0]]
            case 0:
                let gray = eight(samples[0])
                let alpha: UInt8 = palette.transparentSamples?.first == samples[0] ? 0 : 255
                pixel = RGBAImage.Pixel(red: gray, green: gray, blue: gray, alpha: alpha)
            case 4:
                let gray = eight(samples[0])
                pixel = RGBAImage.Pixel(red: gray, green: gray, blue: gray, alpha: eight(samples[1]))
            case 2:
                let alpha: UInt8 = palette.transparentSamples == samples ? 0 : 255
                pixel = RGBAImage.Pixel(
                    red: eight(samples[0]), green: eight(samples[1]), blue: eight(samples[2]), alpha: alpha)
            default:
                pixel = RGBAImage.Pixel(
                    red: eight(samples[0]), green: eight(samples[1]), blue: eight(samples[2]), alpha: eight(samples[3]))
            }
            let index = (outputY * imageWidth + pass.originX + x * pass.stepX) * 4
            pixels[index] = pixel.red
            pixels[index + 1] = pixel.green
            pixels[index + 2] = pixel.blue
            pixels[index + 3] = pixel.alpha
        }
    }
}
