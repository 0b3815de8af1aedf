import Foundation
import Testing

@testable import TUIKit

@Suite("TUIImage")
struct TUIImageTests {
    static let rgba8PNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAAECAYAAACk7+45AAAAIElEQVR42mP4z8DwHwyBNAg0MIAAl4jcfwYNIxuQMAMACXsMSBFlvLoAAAAASUVORK5CYII="

    @Test func picturesDecodeAndReportTheirPixelSize() throws {
        let data = try #require(Data(base64Encoded: Self.rgba8PNG))
        let image = try #require(TUIImage(data: data))
        #expect(image.size == CGSize(width: 2, height: 4))
        #expect(TUIImage(data: Data([1, 2, 3])) == nil)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("graft-\(UUID().uuidString).png").path
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(TUIImage(contentsOfFile: path)?.size == CGSize(width: 2, height: 4))
        #expect(TUIImage(contentsOfFile: path + ".missing") == nil)
        #expect(TUIImage(named: "no-such-image") == nil)
    }

    @Test func symbolsComeFromGraftsTable() {
        #expect(TUIImage(systemName: "heart.fill")?.size == CGSize(width: 1, height: 1))
        #expect(TUIImage(systemName: "no.such.symbol") == nil)
    }
}
