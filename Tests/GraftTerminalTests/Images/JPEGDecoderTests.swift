import Foundation
import Testing

@testable import GraftTerminal

@Suite("JPEG decoder")
struct JPEGDecoderTests {
    private func bytes(_ base64: String) throws -> [UInt8] {
        [UInt8](try #require(Data(base64Encoded: base64)))
    }

    /// The largest difference of any channel between the decoded picture and
    /// Pillow's decoding, and the mean difference.
    private func difference(_ image: RGBAImage, _ expected: String) throws -> (maximum: Int, mean: Double) {
        let rgb = try bytes(expected)
        #expect(rgb.count == image.width * image.height * 3)
        var maximum = 0
        var total = 0
        for pixel in 0 ..< image.width * image.height {
            for channel in 0 ..< 3 {
                let difference = abs(Int(image.pixels[pixel * 4 + channel]) - Int(rgb[pixel * 3 + channel]))
                maximum = max(maximum, difference)
                total += difference
            }
            #expect(image.pixels[pixel * 4 + 3] == 255)
        }
        return (maximum, Double(total) / Double(rgb.count))
    }

    @Test func fullChromaMatchesLibjpeg() throws {
        let image = try JPEGDecoder.decode(try bytes(JPEGFixtures.color444))
        #expect(image.width == 16 && image.height == 16)
        let (maximum, mean) = try difference(image, JPEGFixtures.color444Pixels)
        // libjpeg's integer transform and ours in floating point round apart by a step or two.
        #expect(maximum <= 3 && mean < 1, "max \(maximum), mean \(mean)")
    }

    @Test func subsampledChromaIsScaledUp() throws {
        let image = try JPEGDecoder.decode(try bytes(JPEGFixtures.color420))
        let (maximum, mean) = try difference(image, JPEGFixtures.color420Pixels)
        // libjpeg smooths chroma as it scales it up; nearest samples differ a little on a gradient.
        #expect(maximum <= 12 && mean < 3, "max \(maximum), mean \(mean)")
    }

    @Test func aSizeOutsideWholeBlocksKeepsItsSize() throws {
        let image = try JPEGDecoder.decode(try bytes(JPEGFixtures.odd422))
        #expect(image.width == 13 && image.height == 11)
        let (maximum, mean) = try difference(image, JPEGFixtures.odd422Pixels)
        #expect(maximum <= 12 && mean < 3, "max \(maximum), mean \(mean)")
    }

    @Test func grayscaleBecomesGrayPixels() throws {
        let image = try JPEGDecoder.decode(try bytes(JPEGFixtures.gray))
        let (maximum, _) = try difference(image, JPEGFixtures.grayPixels)
        #expect(maximum <= 3)
        let pixel = image.pixel(x: 5, y: 9)
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
    }

    @Test func restartMarkersResetThePrediction() throws {
        let data = try bytes(JPEGFixtures.restarts)
        #expect(data.indices.dropLast().contains { data[$0] == 0xFF && data[$0 + 1] == 0xD0 }, "the fixture has restart markers")
        let image = try JPEGDecoder.decode(data)
        let (maximum, mean) = try difference(image, JPEGFixtures.restartsPixels)
        #expect(maximum <= 3 && mean < 1, "max \(maximum), mean \(mean)")
    }

    @Test func progressiveFilesAreRefusedByName() throws {
        #expect(throws: ImageDecodingError.unsupported("progressive JPEG (save it as baseline)")) {
            try JPEGDecoder.decode(try bytes(JPEGFixtures.progressive))
        }
    }

    @Test func imageLoadingTellsPNGFromJPEG() throws {
        let image = try ImageLoading.decode(try bytes(JPEGFixtures.gray))
        #expect(image.width == 16)
        #expect(throws: ImageDecodingError.unknownFormat) { try ImageLoading.decode([1, 2, 3, 4]) }
    }

    /// Every prefix and many corruptions of a real file fail with an error
    /// or decode; none crashes or hangs.
    @Test func damagedFilesNeverCrash() throws {
        let original = try bytes(JPEGFixtures.color420)
        for length in stride(from: 0, to: original.count, by: 7) {
            _ = try? JPEGDecoder.decode(Array(original.prefix(length)))
        }
        var generator = SystemRandomNumberGenerator()
        let count = Int(ProcessInfo.processInfo.environment["GRAFT_PROPERTY_COUNT"] ?? "") ?? 300
        for _ in 0 ..< count {
            var damaged = original
            for _ in 0 ..< Int.random(in: 1 ... 4, using: &generator) {
                damaged[Int.random(in: 2 ..< damaged.count, using: &generator)] = UInt8.random(in: 0 ... 255, using: &generator)
            }
            _ = try? JPEGDecoder.decode(damaged)
        }
    }

    @Test func errorsNameTheSegmentAndOffset() throws {
        var data = try bytes(JPEGFixtures.gray)
        // Cut the file inside its first segment's length.
        data = Array(data.prefix(5))
        #expect(throws: ImageDecodingError.truncatedChunk(chunk: "APP0", offset: 2)) { try JPEGDecoder.decode(data) }
        #expect(ImageDecodingError.truncatedChunk(chunk: "APP0", offset: 2).description == "APP0 chunk at byte 2 is truncated")
    }
}
