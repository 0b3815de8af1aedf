/// A decoded picture: 8-bit red, green, blue and alpha per pixel, not
/// premultiplied, rows from the top.
package struct RGBAImage: Hashable, Sendable {
    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, row by row.
    package let pixels: [UInt8]

    /// A picture of `width` by `height` pixels; nil when `pixels` does not hold exactly that many.
    package init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`, which must be inside the picture.
    package func pixel(x: Int, y: Int) -> Pixel {
        let index = (y * width + x) * 4
        return Pixel(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
    }

    /// One pixel's color and opacity.
    package struct Pixel: Hashable, Sendable {
        /// The red channel.
        package var red: UInt8
        /// The green channel.
        package var green: UInt8
        /// The blue channel.
        package var blue: UInt8
        /// The opacity, 0 (transparent) to 255 (opaque).
        package var alpha: UInt8

        /// A pixel from its channels.
        package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }
}
