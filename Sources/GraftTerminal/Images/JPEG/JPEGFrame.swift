/// A frame's size and components (SOF0/SOF1), with the decoded samples
/// of each component, padded to whole blocks.
struct JPEGFrame {
    struct Component {
        let id: UInt8
        let horizontal: Int
        let vertical: Int
        let quantizationSlot: Int
        /// Samples per row of `samples`: whole MCUs of blocks.
        let stride: Int
        var samples: [UInt8]
        /// The DC prediction while a scan runs.
        var predictor: Int32 = 0
    }

    let width: Int
    let height: Int
    var components: [Component]
    let maximumHorizontal: Int
    let maximumVertical: Int
    /// MCUs across and down for an interleaved scan.
    let mcusAcross: Int
    let mcusDown: Int

    init(_ bytes: [UInt8], segment: JPEGSegment, maximumPixels: Int) throws(ImageDecodingError) {
        let data = segment.data
        guard data.count >= 6 else { throw .invalidChunk(chunk: "SOF", offset: segment.offset, reason: "too short") }
        let start = data.lowerBound
        guard bytes[start] == 8 else { throw .unsupported("\(bytes[start])-bit JPEG samples") }
        height = Int(bytes[start + 1]) << 8 | Int(bytes[start + 2])
        width = Int(bytes[start + 3]) << 8 | Int(bytes[start + 4])
        let count = Int(bytes[start + 5])
        guard width > 0, height > 0 else {
            throw .invalidChunk(
                chunk: "SOF", offset: segment.offset, reason: "a size of \(width)×\(height) (a DNL height is not supported)")
        }
        guard width * height <= maximumPixels else { throw .tooLarge(width: width, height: height) }
        guard count == 1 || count == 3 else { throw .unsupported("JPEG with \(count) components") }
        guard data.count == 6 + 3 * count else {
            throw .invalidChunk(chunk: "SOF", offset: segment.offset, reason: "length does not match \(count) components")
        }
        var parts: [(UInt8, Int, Int, Int)] = []
        for index in 0 ..< count {
            let base = start + 6 + 3 * index
            let h = Int(bytes[base + 1] >> 4)
            let v = Int(bytes[base + 1] & 0x0F)
            let slot = Int(bytes[base + 2])
            guard (1 ... 4).contains(h), (1 ... 4).contains(v), slot < 4 else {
                throw .invalidChunk(
                    chunk: "SOF", offset: segment.offset, reason: "component \(index) has sampling \(h)×\(v), table \(slot)")
            }
            parts.append((bytes[base], h, v, slot))
        }
        let maximumHorizontal = parts.map(\.1).max() ?? 1
        let maximumVertical = parts.map(\.2).max() ?? 1
        let mcusAcross = (width + 8 * maximumHorizontal - 1) / (8 * maximumHorizontal)
        let mcusDown = (height + 8 * maximumVertical - 1) / (8 * maximumVertical)
        (self.maximumHorizontal, self.maximumVertical, self.mcusAcross, self.mcusDown) =
            (maximumHorizontal, maximumVertical, mcusAcross, mcusDown)
        components = parts.map { id, h, v, slot in
            let stride = mcusAcross * h * 8
            return Component(
                id: id, horizontal: h, vertical: v, quantizationSlot: slot, stride: stride,
                samples: [UInt8](repeating: 0, count: stride * mcusDown * v * 8))
        }
    }

    /// Blocks across and down that hold the picture for component `index`,
    /// which a scan of that component alone codes (T.81 A.2.2).
    func blocks(ofComponent index: Int) -> (across: Int, down: Int) {
        let component = components[index]
        let samplesAcross = (width * component.horizontal + maximumHorizontal - 1) / maximumHorizontal
        let samplesDown = (height * component.vertical + maximumVertical - 1) / maximumVertical
        return ((samplesAcross + 7) / 8, (samplesDown + 7) / 8)
    }
}
