/// Turns a frame's decoded components into RGBA pixels: gray, or YCbCr
/// (JFIF, CCIR 601 full range) unless the file says its samples are RGB,
/// each component scaled up to the picture by its sampling factors.
enum JPEGColor {
    static func image(of frame: JPEGFrame, transform: UInt8?) -> RGBAImage? {
        var pixels = [UInt8](repeating: 255, count: frame.width * frame.height * 4)
        let components = frame.components
        // Adobe's transform 0 or components named R, G, B mean RGB samples.
        let isRGB = components.count == 3 && (transform == 0 || components.map(\.id) == [82, 71, 66])
        // Each component's samples at every pixel: a full-size plane, with
        // subsampled components scaled up between sample centres as libjpeg does.
        let planes = components.map { plane(of: $0, in: frame) }
        for y in 0 ..< frame.height {
            for x in 0 ..< frame.width {
                let index = (y * frame.width + x) * 4
                let sample = y * frame.width + x
                let first = planes[0][sample]
                guard components.count == 3 else {
                    (pixels[index], pixels[index + 1], pixels[index + 2]) = (first, first, first)
                    continue
                }
                let second = planes[1][sample]
                let third = planes[2][sample]
                if isRGB {
                    (pixels[index], pixels[index + 1], pixels[index + 2]) = (first, second, third)
                } else {
                    let luma = Float(first)
                    let cb = Float(second) - 128
                    let cr = Float(third) - 128
                    pixels[index] = UInt8(clamping: Int((luma + 1.402 * cr).rounded()))
                    pixels[index + 1] = UInt8(clamping: Int((luma - 0.344136 * cb - 0.714136 * cr).rounded()))
                    pixels[index + 2] = UInt8(clamping: Int((luma + 1.772 * cb).rounded()))
                }
            }
        }
        return RGBAImage(width: frame.width, height: frame.height, pixels: pixels)
    }

    /// `component`'s samples, one per pixel of the picture: as they are at
    /// full resolution; otherwise interpolated linearly between the centres
    /// of the samples around each pixel's centre.
    private static func plane(of component: JPEGFrame.Component, in frame: JPEGFrame) -> [UInt8] {
        let width = frame.width
        let height = frame.height
        let scaleX = Float(component.horizontal) / Float(frame.maximumHorizontal)
        let scaleY = Float(component.vertical) / Float(frame.maximumVertical)
        let samplesAcross = (width * component.horizontal + frame.maximumHorizontal - 1) / frame.maximumHorizontal
        let samplesDown = (height * component.vertical + frame.maximumVertical - 1) / frame.maximumVertical
        var plane = [UInt8](repeating: 0, count: width * height)
        if scaleX == 1, scaleY == 1 {
            for y in 0 ..< height {
                for x in 0 ..< width { plane[y * width + x] = component.samples[y * component.stride + x] }
            }
            return plane
        }
        // Where each pixel falls between two samples, per axis.
        func positions(_ count: Int, _ scale: Float, _ samples: Int) -> [(Int, Int, Float)] {
            (0 ..< count).map { pixel in
                let position = max(0, (Float(pixel) + 0.5) * scale - 0.5)
                let low = min(Int(position), samples - 1)
                return (low, min(low + 1, samples - 1), position - Float(low))
            }
        }
        let columns = positions(width, scaleX, samplesAcross)
        let rows = positions(height, scaleY, samplesDown)
        for y in 0 ..< height {
            let (top, bottom, down) = rows[y]
            for x in 0 ..< width {
                let (left, right, across) = columns[x]
                func at(_ row: Int, _ column: Int) -> Float { Float(component.samples[row * component.stride + column]) }
                let upper = at(top, left) + (at(top, right) - at(top, left)) * across
                let lower = at(bottom, left) + (at(bottom, right) - at(bottom, left)) * across
                plane[y * width + x] = UInt8(clamping: Int((upper + (lower - upper) * down).rounded()))
            }
        }
        return plane
    }
}
