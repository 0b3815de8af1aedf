import Foundation
import Testing

@testable import GraftTerminal

@Suite("PNG decoder")
struct PNGDecoderTests {
    private func bytes(_ base64: String) -> [UInt8] {
        [UInt8](Data(base64Encoded: base64) ?? Data())
    }

    @Test(arguments: PNGFixtures.all.map(\.name))
    func fixtureDecodesToItsPixels(name: String) throws {
        let fixture = try #require(PNGFixtures.all.first { $0.name == name })
        let image = try PNGDecoder.decode(bytes(fixture.base64))
        #expect(image.width == fixture.width)
        #expect(image.height == fixture.height)
        #expect(image.pixels == fixture.rgba)
    }

    private var rgba8: [UInt8] { PNGFixtures.all.first { $0.name == "rgba8" }.map { bytes($0.base64) } ?? [] }

    @Test func badCRCNamesTheChunk() {
        #expect(throws: ImageDecodingError.badCRC(chunk: "IHDR", offset: 8)) {
            try PNGDecoder.decode(bytes(PNGFixtures.badCRC))
        }
    }

    @Test func truncatedIDATNamesTheChunkAndOffset() {
        #expect(throws: ImageDecodingError.truncatedChunk(chunk: "IDAT", offset: PNGFixtures.idatOffset)) {
            try PNGDecoder.decode(bytes(PNGFixtures.truncatedIDAT))
        }
    }

    @Test func badZlibHeaderIsRefused() {
        #expect(throws: ImageDecodingError.badZlib(reason: "compression method is not deflate", offset: 0)) {
            try PNGDecoder.decode(bytes(PNGFixtures.badZlibHeader))
        }
    }

    @Test func signatureAndChunkOrderAreChecked() {
        #expect(throws: ImageDecodingError.notPNG) { try PNGDecoder.decode(Array("GIF89a".utf8)) }
        #expect(throws: ImageDecodingError.notPNG) { try PNGDecoder.decode([]) }
        // Everything up to IEND, without it.
        let withoutEnd = Array(rgba8.dropLast(12))
        #expect(throws: ImageDecodingError.missingChunk("IEND")) { try PNGDecoder.decode(withoutEnd) }
    }

    @Test func pictureLargerThanTheLimitIsRefused() {
        #expect(throws: ImageDecodingError.tooLarge(width: 2, height: 4)) {
            try PNGDecoder.decode(rgba8, maximumPixels: 7)
        }
    }

    /// rgba8 with its IDAT data replaced by `payload` and the CRC made right,
    /// so the decoder reaches the compressed stream.
    private func withIDAT(_ payload: [UInt8]) -> [UInt8] {
        let start = PNGFixtures.idatOffset
        let length = Int(PNGChunk.bigEndian32(rgba8, at: start))
        var chunk = [UInt8](repeating: 0, count: 4) + Array("IDAT".utf8) + payload
        let count = UInt32(payload.count)
        chunk[0 ..< 4] = [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)]
        let crc = Checksums.crc32(chunk, 4 ..< chunk.count)
        chunk += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        return Array(rgba8[..<start]) + chunk + Array(rgba8[(start + 12 + length)...])
    }

    private var rgba8Payload: [UInt8] {
        let start = PNGFixtures.idatOffset
        let length = Int(PNGChunk.bigEndian32(rgba8, at: start))
        return Array(rgba8[(start + 8) ..< (start + 8 + length)])
    }

    @Test func compressedStreamErrorsSayWhere() {
        let payload = rgba8Payload
        #expect(throws: ImageDecodingError.badZlib(reason: "Adler-32 does not match", offset: payload.count - 4)) {
            try PNGDecoder.decode(withIDAT(Array(payload.dropLast()) + [payload[payload.count - 1] ^ 1]))
        }
        #expect(throws: ImageDecodingError.truncatedData(offset: payload.count - 4)) {
            try PNGDecoder.decode(withIDAT(Array(payload.dropLast(4))))
        }
        // Block type 3 is reserved: first byte after the header 0b111.
        #expect(throws: ImageDecodingError.badDeflate(reason: "reserved block type 3", offset: 2)) {
            try PNGDecoder.decode(withIDAT([0x78, 0x9C, 0x07, 0, 0, 0, 0]))
        }
    }

    @Test func unknownFilterTypeNamesTheRow() throws {
        // One row of 2 RGBA pixels with filter type 5, stored uncompressed.
        var raw: [UInt8] = [5] + [UInt8](repeating: 0, count: 8)
        raw += [0] + [UInt8](repeating: 0, count: 8)
        raw += [0] + [UInt8](repeating: 0, count: 8)
        raw += [0] + [UInt8](repeating: 0, count: 8)
        let adler = Checksums.adler32(raw)
        let count = UInt16(raw.count)
        let payload: [UInt8] =
            [0x78, 0x01, 0x01, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8)] + raw
            + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        #expect(throws: ImageDecodingError.badFilter(type: 5, row: 0)) { try PNGDecoder.decode(withIDAT(payload)) }
    }

    /// Random byte changes never crash the decoder: each file either decodes
    /// or throws. Half the changes land in the compressed data with the CRC
    /// made right, so inflate sees them too. `GRAFT_FUZZ_COUNT` runs more.
    @Test func randomlyDamagedFilesNeverCrash() {
        let count = ProcessInfo.processInfo.environment["GRAFT_FUZZ_COUNT"].flatMap(Int.init) ?? 400
        var random = SplitMix(seed: 17)
        let sources = PNGFixtures.all.map { bytes($0.base64) }
        let payload = rgba8Payload
        var decoded = 0
        for round in 0 ..< count {
            var file: [UInt8]
            if round % 2 == 0 {
                file = sources[Int(random.next() % UInt64(sources.count))]
                for _ in 0 ... random.next() % 3 {
                    let index = Int(random.next() % UInt64(file.count))
                    file[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
                }
            } else {
                var damaged = payload
                let index = 2 + Int(random.next() % UInt64(damaged.count - 2))
                damaged[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
                if random.next() % 4 == 0 { damaged = Array(damaged.prefix(Int(random.next() % UInt64(damaged.count)))) }
                file = withIDAT(damaged)
            }
            if (try? PNGDecoder.decode(file)) != nil { decoded += 1 }
        }
        #expect(decoded < count)
    }
}

/// A small seeded generator, so a failing fuzz round can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
