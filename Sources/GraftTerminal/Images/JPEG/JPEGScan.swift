/// One scan (SOS): which components it codes with which tables, and the
/// decoding of its entropy-coded data into the frame's samples.
struct JPEGScan {
    struct Member {
        let component: Int
        let dc: JPEGHuffmanTable
        let ac: JPEGHuffmanTable
        let quantization: [Int32]
    }

    let members: [Member]
    let restartInterval: Int

    init(_ bytes: [UInt8], segment: JPEGSegment, frame: JPEGFrame, state: JPEGState) throws(ImageDecodingError) {
        let data = segment.data
        guard let count = data.first.map({ Int(bytes[$0]) }), (1 ... 4).contains(count), data.count == 4 + 2 * count else {
            throw .invalidChunk(chunk: "SOS", offset: segment.offset, reason: "bad length or component count")
        }
        var members: [Member] = []
        for index in 0 ..< count {
            let base = data.lowerBound + 1 + 2 * index
            guard let component = frame.components.firstIndex(where: { $0.id == bytes[base] }) else {
                throw .invalidChunk(chunk: "SOS", offset: segment.offset, reason: "component \(bytes[base]) is not in the frame")
            }
            let dcSlot = Int(bytes[base + 1] >> 4)
            let acSlot = Int(bytes[base + 1] & 0x0F)
            guard dcSlot < 4, acSlot < 4, let dc = state.dcTables[dcSlot], let ac = state.acTables[acSlot] else {
                throw .invalidChunk(chunk: "SOS", offset: segment.offset, reason: "a Huffman table it names was not defined")
            }
            guard let quantization = state.quantization[frame.components[component].quantizationSlot] else {
                throw .invalidChunk(chunk: "SOS", offset: segment.offset, reason: "a quantization table was not defined")
            }
            members.append(Member(component: component, dc: dc, ac: ac, quantization: quantization))
        }
        let spectral = data.upperBound - 3
        guard bytes[spectral] == 0, bytes[spectral + 1] == 63, bytes[spectral + 2] == 0 else {
            throw .unsupported("a JPEG scan of part of the spectrum (progressive)")
        }
        self.members = members
        restartInterval = state.restartInterval
    }

    /// Decodes the entropy-coded data from `start` into `frame`; returns
    /// where the next marker segment starts.
    func decode(_ bytes: [UInt8], from start: Int, into frame: inout JPEGFrame, state: JPEGState) throws(ImageDecodingError) -> Int {
        var bits = JPEGBitReader(bytes: bytes, position: start)
        for member in members { frame.components[member.component].predictor = 0 }
        var coefficients = [Int32](repeating: 0, count: 64)
        let single = members.count == 1
        let (across, down) = single ? frame.blocks(ofComponent: members[0].component) : (frame.mcusAcross, frame.mcusDown)
        var decoded = 0
        for mcuY in 0 ..< down {
            for mcuX in 0 ..< across {
                if restartInterval > 0, decoded > 0, decoded % restartInterval == 0 {
                    try bits.restart()
                    for member in members { frame.components[member.component].predictor = 0 }
                }
                decoded += 1
                for member in members {
                    let (h, v) =
                        single ? (1, 1) : (frame.components[member.component].horizontal, frame.components[member.component].vertical)
                    for blockY in 0 ..< v {
                        for blockX in 0 ..< h {
                            try decodeBlock(member, &bits, &frame.components[member.component], into: &coefficients)
                            JPEGIDCT.transform(
                                coefficients, into: &frame.components[member.component],
                                x: (mcuX * h + blockX) * 8, y: (mcuY * v + blockY) * 8)
                        }
                    }
                }
            }
        }
        return bits.end()
    }

    private func decodeBlock(
        _ member: Member, _ bits: inout JPEGBitReader, _ component: inout JPEGFrame.Component, into coefficients: inout [Int32]
    ) throws(ImageDecodingError) {
        for index in 0 ..< 64 { coefficients[index] = 0 }
        let size = Int(try member.dc.decode(&bits))
        guard size <= 11 else { throw .badEntropyData(reason: "a DC difference of \(size) bits", offset: bits.position) }
        component.predictor &+= bits.receiveExtend(size)
        coefficients[0] = component.predictor &* member.quantization[0]
        var k = 1
        while k < 64 {
            let symbol = try member.ac.decode(&bits)
            let run = Int(symbol >> 4)
            let size = Int(symbol & 0x0F)
            if size == 0 {
                if run == 15 {
                    k += 16
                    continue
                }
                break
            }
            k += run
            guard k < 64 else { throw .badEntropyData(reason: "an AC run past the end of a block", offset: bits.position) }
            coefficients[JPEGIDCT.zigzag[k]] = bits.receiveExtend(size) &* member.quantization[k]
            k += 1
        }
    }
}
