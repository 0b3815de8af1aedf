extension RGBAImage {
    /// How ``resized(width:height:sampling:)`` picks colors.
    package enum Sampling: Hashable, Sendable {
        /// Each pixel takes the nearest source pixel: sharp, blocky.
        case nearest
        /// Shrinking averages the source pixels each new pixel covers (a box
        /// filter); enlarging blends the nearest four (bilinear).
        case smooth
    }

    /// This picture at `width` by `height` pixels. Colors are averaged
    /// weighted by their opacity, so transparent pixels' colors do not
    /// bleed into their neighbors.
    package func resized(width newWidth: Int, height newHeight: Int, sampling: Sampling) -> RGBAImage {
        let newWidth = max(newWidth, 0)
        let newHeight = max(newHeight, 0)
        if newWidth == width, newHeight == height { return self }
        guard width > 0, height > 0, newWidth > 0, newHeight > 0 else {
            return RGBAImage(width: newWidth, height: newHeight, pixels: [UInt8](repeating: 0, count: newWidth * newHeight * 4))
                ?? self
        }
        var premultiplied = [Float](repeating: 0, count: width * height * 4)
        for index in 0 ..< width * height {
            let alpha = Float(pixels[index * 4 + 3]) / 255
            for channel in 0 ..< 3 { premultiplied[index * 4 + channel] = Float(pixels[index * 4 + channel]) * alpha }
            premultiplied[index * 4 + 3] = alpha
        }
        // Separable: rows first, then columns, each axis with its own weights.
        let horizontal = Self.weights(from: width, to: newWidth, sampling: sampling)
        var across = [Float](repeating: 0, count: newWidth * height * 4)
        for y in 0 ..< height {
            for x in 0 ..< newWidth {
                for (source, weight) in horizontal[x] {
                    for channel in 0 ..< 4 {
                        across[(y * newWidth + x) * 4 + channel] += premultiplied[(y * width + source) * 4 + channel] * weight
                    }
                }
            }
        }
        let vertical = Self.weights(from: height, to: newHeight, sampling: sampling)
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0 ..< newHeight {
            for x in 0 ..< newWidth {
                var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (source, weight) in vertical[y] {
                    let index = (source * newWidth + x) * 4
                    sums.0 += across[index] * weight
                    sums.1 += across[index + 1] * weight
                    sums.2 += across[index + 2] * weight
                    sums.3 += across[index + 3] * weight
                }
                let index = (y * newWidth + x) * 4
                guard sums.3 > 0.0005 else { continue }
                result[index] = Self.byte(sums.0 / sums.3)
                result[index + 1] = Self.byte(sums.1 / sums.3)
                result[index + 2] = Self.byte(sums.2 / sums.3)
                result[index + 3] = Self.byte(sums.3 * 255)
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: result) ?? self
    }

    private static func byte(_ value: Float) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }

    /// For each of `count` new pixels along an axis of `sourceCount` pixels,
    /// which source pixels it takes and how much of each (summing to 1).
    private static func weights(from sourceCount: Int, to count: Int, sampling: Sampling) -> [[(Int, Float)]] {
        let scale = Double(sourceCount) / Double(count)
        return (0 ..< count).map { index in
            switch sampling {
            case .nearest:
                return [(min(Int((Double(index) + 0.5) * scale), sourceCount - 1), Float(1))]
            case .smooth where count < sourceCount:
                // The source span this pixel covers, each source pixel weighted by its overlap.
                let start = Double(index) * scale
                let end = start + scale
                var taken: [(Int, Float)] = []
                var source = Int(start)
                while Double(source) < end, source < sourceCount {
                    let overlap = min(end, Double(source + 1)) - max(start, Double(source))
                    if overlap > 0 { taken.append((source, Float(overlap / scale))) }
                    source += 1
                }
                return taken
            case .smooth:
                let center = min(max((Double(index) + 0.5) * scale - 0.5, 0), Double(sourceCount - 1))
                let low = Int(center)
                let high = min(low + 1, sourceCount - 1)
                let fraction = Float(center - Double(low))
                return high == low ? [(low, Float(1))] : [(low, 1 - fraction), (high, fraction)]
            }
        }
    }
}
