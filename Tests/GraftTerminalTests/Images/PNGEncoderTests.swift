import Testing

@testable import GraftTerminal

@Suite("PNG encoder")
struct PNGEncoderTests {
    /// A picture whose every pixel differs, with opaque, translucent and clear ones.
    static func picture(width: Int, height: Int) throws -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0 ..< height {
            for x in 0 ..< width {
                pixels += [UInt8(x % 256), UInt8(y % 256), UInt8((x * 7 + y * 13) % 256), UInt8([255, 128, 0][(x + y) % 3])]
            }
        }
        return try #require(RGBAImage(width: width, height: height, pixels: pixels))
    }

    @Test func aSmallPictureDecodesToTheSamePixels() throws {
        let image = try Self.picture(width: 3, height: 2)
        let file = PNGEncoder.encode(image)
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGDecoder.decode(file) == image)
    }

    @Test func aPictureLargerThanOneStoredBlockDecodesToTheSamePixels() throws {
        // 200 × 100 pixels are 80,100 bytes of scanlines: two deflate blocks.
        let image = try Self.picture(width: 200, height: 100)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }

    @Test func aDamagedFileFailsItsChecksum() throws {
        let image = try Self.picture(width: 1, height: 1)
        var file = PNGEncoder.encode(image)
        file[file.count - 20] ^= 0xFF
        #expect(throws: (any Error).self) { try PNGDecoder.decode(file) }
    }

    @Test func theSamePictureAlwaysGivesTheSameBytes() throws {
        let image = try Self.picture(width: 5, height: 4)
        #expect(PNGEncoder.encode(image) == PNGEncoder.encode(image))
        #expect(PNGEncoder.encode(image).count == 8 + 25 + (12 + 2 + 5 + 4 * 21 + 4) + 12)
    }
}
