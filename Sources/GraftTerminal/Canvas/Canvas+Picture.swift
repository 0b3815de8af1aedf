extension Canvas {
    /// Draws `picture` in half-block cells (``putPixels(top:bottom:at:)``)
    /// over the cells of `rect`, its top-left pixel at `offset` pixels from
    /// the rect's corner (a pixel is one column wide and half a row tall, so
    /// an odd `offset.y` starts it in a cell's lower half). Pixels outside
    /// `rect` are cut off; translucent ones blend with what is beneath.
    package mutating func drawPicture(_ picture: RGBAImage, in rect: Rect, offset: Point = .zero) {
        func color(x: Int, y: Int) -> Color? {
            guard x >= 0, y >= 0, x < picture.width, y < picture.height else { return nil }
            let pixel = picture.pixel(x: x, y: y)
            guard pixel.alpha > 0 else { return nil }
            if pixel.alpha == 255 { return .rgb(pixel.red, pixel.green, pixel.blue) }
            return .rgba(pixel.red, pixel.green, pixel.blue, opacity: pixel.alpha)
        }
        for row in 0 ..< rect.height {
            let top = row * 2 - offset.y
            for column in 0 ..< rect.width {
                let x = column - offset.x
                putPixels(
                    top: color(x: x, y: top), bottom: color(x: x, y: top + 1),
                    at: Point(x: rect.minX + column, y: rect.minY + row))
            }
        }
    }
}
