/// Undoes PNG's per-row filters (PNG §9) and splits interlaced data into
/// its Adam7 passes (PNG §8.2).
enum PNGScanlines {
    /// One sub-picture: every `step`th pixel from `origin`.
    struct Pass {
        let originX: Int
        let originY: Int
        let stepX: Int
        let stepY: Int
        let width: Int
        let height: Int
    }

    /// The passes the data holds: one for a plain picture, up to seven
    /// (empty ones left out, as they have no bytes) for Adam7.
    static func passes(for header: PNGHeader) -> [Pass] {
        guard header.isInterlaced else {
            return [Pass(originX: 0, originY: 0, stepX: 1, stepY: 1, width: header.width, height: header.height)]
        }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.compactMap { originX, originY, stepX, stepY in
            let width = (header.width - originX + stepX - 1) / stepX
            let height = (header.height - originY + stepY - 1) / stepY
            guard width > 0, height > 0 else { return nil }
            return Pass(originX: originX, originY: originY, stepX: stepX, stepY: stepY, width: width, height: height)
        }
    }

    /// How many bytes the decompressed data must have.
    static func expectedSize(for header: PNGHeader) -> Int {
        passes(for: header).reduce(0) { $0 + $1.height * (header.rowBytes(width: $1.width) + 1) }
    }

    /// Unfilters the rows of `pass` that start at `start` in `data`, in place,
    /// calling `row` with each unfiltered row. `rowIndex` counts rows
    /// over all passes, for error messages.
    static func unfilter(
        _ data: inout [UInt8], pass: Pass, from start: Int, header: PNGHeader, rowIndex: inout Int,
        row: (_ bytes: [UInt8], _ y: Int) throws(ImageDecodingError) -> Void
    ) throws(ImageDecodingError) -> Int {
        let length = header.rowBytes(width: pass.width)
        let left = max(1, header.bitsPerPixel / 8)
        var offset = start
        var previous: Int? = nil
        for y in 0 ..< pass.height {
            let filter = data[offset]
            let first = offset + 1
            for index in first ..< first + length {
                let a = index - left >= first ? Int(data[index - left]) : 0
                let b = previous.map { Int(data[$0 + index - first]) } ?? 0
                let c = index - left >= first ? previous.map { Int(data[$0 + index - first - left]) } ?? 0 : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4: predicted = paeth(a, b, c)
                default: throw .badFilter(type: filter, row: rowIndex)
                }
                data[index] = data[index] &+ UInt8(truncatingIfNeeded: predicted)
            }
            try row([UInt8](data[first ..< first + length]), y)
            previous = first
            offset = first + length
            rowIndex += 1
        }
        return offset
    }

    /// The neighbor closest to `a + b - c` (PNG §9.4), ties to a, then b.
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let estimate = a + b - c
        let (da, db, dc) = (abs(estimate - a), abs(estimate - b), abs(estimate - c))
        if da <= db, da <= dc { return a }
        return db <= dc ? b : c
    }
}
